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
    /** The knob table's defaults. */
    public static Cpu defaults() {
        return Knobs.defaults().cpu();
    }

    public Cpu withPerPacketNs(long v) {
        return new Cpu(v, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs);
    }

    public Cpu withPerSegmentNs(long v) {
        return new Cpu(perPacketNs, v, doorbellNs, perCompletionNs, pktgenPerPacketNs);
    }

    public Cpu withDoorbellNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, v, perCompletionNs, pktgenPerPacketNs);
    }

    public Cpu withPerCompletionNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, v, pktgenPerPacketNs);
    }

    public Cpu withPktgenPerPacketNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, v);
    }
}
