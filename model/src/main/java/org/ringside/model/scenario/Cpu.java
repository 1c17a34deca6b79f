package org.ringside.model.scenario;

/**
 * The CPUs that send: how many, and what each operation costs one of them, in ns (0 to 1 ms each; the copy per byte in ps).
 *
 * @param perPacketNs stack + driver work when the qdisc hands a packet to the driver
 * @param perSegmentNs each software GSO segment
 * @param doorbellNs one doorbell: the write barrier and the posted, uncached MMIO tail write
 * @param perCompletionNs each packet freed by the clean-up
 * @param pktgenPerPacketNs pktgen's per-packet cost (it skips the stack)
 * @param perInterruptNs each TX clean-up's fixed cost: the interrupt, the softirq and the NAPI poll
 * @param perBytePs each byte {@code sendmsg} copies from user space into the socket's buffer, in
 *     picoseconds (0 to 1 µs), charged on the sending flow's CPU
 * @param perAckNs each ACK a TCP sender receives and processes ({@code tcp_ack}), on the CPU it
 *     arrives on
 * @param perSkbNs each skb TCP builds in {@code sendmsg} and frees when an ACK covers it
 *     ({@code tcp_clean_rtx_queue}), charged with that ACK
 * @param zerocopyPageNs each page {@code MSG_ZEROCOPY}'s {@code sendmsg} pins instead of copying
 * @param zerocopyCompletionNs each {@code MSG_ZEROCOPY} send call's completion notification,
 *     which the application reads from its error queue
 * @param cpus how many CPUs the flows and the interrupts run on (1 to 64)
 */
public record Cpu(long perPacketNs, long perSegmentNs, long doorbellNs, long perCompletionNs,
        long pktgenPerPacketNs, long perInterruptNs, long perBytePs, long perAckNs, long perSkbNs, long zerocopyPageNs, long zerocopyCompletionNs, int cpus) {
    /** The knob table's defaults. */
    public static Cpu defaults() {
        return Knobs.defaults().cpu();
    }

    public Cpu withCpus(int v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs, perInterruptNs, perBytePs, perAckNs, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, v);
    }

    public Cpu withPerPacketNs(long v) {
        return new Cpu(v, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs, perInterruptNs, perBytePs, perAckNs, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withPerSegmentNs(long v) {
        return new Cpu(perPacketNs, v, doorbellNs, perCompletionNs, pktgenPerPacketNs, perInterruptNs, perBytePs, perAckNs, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withDoorbellNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, v, perCompletionNs, pktgenPerPacketNs, perInterruptNs, perBytePs, perAckNs, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withPerCompletionNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, v, pktgenPerPacketNs, perInterruptNs, perBytePs, perAckNs, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withPktgenPerPacketNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, v, perInterruptNs, perBytePs, perAckNs, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withPerInterruptNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs, v, perBytePs, perAckNs, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withPerBytePs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs, perInterruptNs, v, perAckNs, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withPerAckNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs, perInterruptNs, perBytePs, v, perSkbNs, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withPerSkbNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs, perInterruptNs, perBytePs, perAckNs, v, zerocopyPageNs, zerocopyCompletionNs, cpus);
    }

    public Cpu withZerocopyPageNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs, perInterruptNs, perBytePs, perAckNs, perSkbNs, v, zerocopyCompletionNs, cpus);
    }

    public Cpu withZerocopyCompletionNs(long v) {
        return new Cpu(perPacketNs, perSegmentNs, doorbellNs, perCompletionNs, pktgenPerPacketNs, perInterruptNs, perBytePs, perAckNs, perSkbNs, zerocopyPageNs, v, cpus);
    }
}
