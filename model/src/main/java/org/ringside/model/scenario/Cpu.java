package org.ringside.model.scenario;

/**
 * CPU costs on the one transmit CPU, in ns (0 to 1 ms each).
 *
 * @param perPacketNs stack + driver work when the qdisc hands a packet to the driver
 * @param perSegmentNs each software GSO segment
 * @param doorbellNs one MMIO tail write (stalls the CPU)
 * @param perCompletionNs each packet freed by the clean-up
 * @param pktgenPerPacketNs pktgen's per-packet cost (it skips the stack)
 */
public record Cpu(long perPacketNs, long perSegmentNs, long doorbellNs, long perCompletionNs,
        long pktgenPerPacketNs) {
    public static Cpu defaults() {
        return new Cpu(300, 100, 10, 10, 60);
    }
}
