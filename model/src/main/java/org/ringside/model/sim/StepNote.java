package org.ringside.model.sim;

import org.ringside.model.dql.DqlRule;
import org.ringside.model.sources.WindowCheck;

/**
 * The facts of the step being processed, written by the event handlers as plain numbers so that
 * a headless run pays nothing for them; {@link StepNarrator} turns them into a sentence only when
 * {@link Simulation#step()} asks for one. One instance is reused for every step, and nothing is
 * allocated for it.
 *
 * <p>Each kind of step has its own named fields, written together by one method ({@link #xmit},
 * {@link #doorbell}, ...); {@link StepNarrator} reads only the fields of the step's kind. So
 * only what a step may leave unwritten is cleared by {@link #reset}: the common fields, the flags
 * and the interrupt a completion may have started.
 */
final class StepNote {
    /**
     * Whether anyone will read this step's note: {@link Simulation#step()} does, a headless run
     * does not, and the handlers skip the facts that cost more than a store to gather.
     */
    boolean wanted = true;
    long timeNs;
    StepKind kind = StepKind.IDLE;
    int packet = -1;
    int source = -1;
    /** The transmit queue the step concerns, or -1 for none (a socket copy, the end). */
    int queue = -1;
    /** The CPU the step ran on, or -1 for none (the NIC's own steps). */
    int cpu = -1;

    // Source steps.
    /**
     * TCP_ACK: bytes and segments acknowledged, and the congestion window before and after;
     * TCP_DELACK: the bytes the receiver's timer acknowledged.
     */
    long ackedBytes;
    long ackedSegments;
    long cwndBefore;
    long cwndAfter;
    /** TCP_WINDOW_UPDATE: what the receiver's timer did. */
    WindowCheck windowCheck;
    /** TCP_WAKE: the sender's packets the clean-up freed while small queues held it back. */
    long freedAtWake;
    /** RR_REPLY: how long the transaction took (written by every reply). */
    long transactionNs;

    // QDISC_XMIT, PKTGEN_XMIT.
    long length;
    long descriptors;
    long inUse;
    long inflight;
    long limit;
    /** A GSO segment's number and the count of segments of its packet; 0 for a whole packet. */
    long segment;
    long segments;

    // DOORBELL.
    long madeVisiblePackets;
    long madeVisibleDescriptors;
    long tailSlot;

    // CLEANUP.
    long cleanedPackets;
    long cleanedBytes;
    long limitBefore;
    long limitAfter;
    DqlRule rule;

    // FRAME_SENT.
    long frame;
    long frames;
    long frameBytes;

    // PACKET_SENT and FETCHED (length as for a transmit).
    long latencyNs;
    long fifoBytes;
    /** FETCHED: the descriptors are done now ({@code completion: fetched}). */
    boolean doneAtFetch;
    /** The TX interrupt fired at once. */
    boolean interruptNow;
    /** The TX interrupt timer started, for this long; 0 for none. */
    long interruptDueInNs;

    // INTERRUPT.
    long donePackets;

    boolean doorbell;
    /** DOORBELL: the clean-up flushed it. */
    boolean cleanupFlush;
    boolean stackXoff;
    boolean driverXoff;
    boolean runEnded;

    // Totals before the step, to tell what sources did during it.
    long offeredPacketsBefore;
    long offeredBytesBefore;
    long dropsBefore;
    /** CoDel's drops before this step: a qdisc run's look at the head can drop (fq_codel). */
    long codelDropsBefore;

    /** SENDMSG_COPY: bytes the application copied into its socket. */
    long copiedBytes;
    /** TCP_ACK_WORK: the ACKs whose work the CPU finished. */
    int acksWorked;

    /** The totals before a source acts, so that a sentence can say what it queued and dropped. */
    void rememberTotals(Counters counters) {
        offeredPacketsBefore = counters.offeredPackets;
        offeredBytesBefore = counters.offeredBytes;
        dropsBefore = counters.qdiscDrops;
    }

    void reset(long nowNs) {
        timeNs = nowNs;
        portDropLimit = -1;
        portAqmDrops = 0;
        portMarked = false;
        kind = StepKind.IDLE;
        packet = -1;
        source = -1;
        queue = -1;
        cpu = -1;
        interruptNow = false;
        interruptDueInNs = 0;
        doorbell = false;
        cleanupFlush = false;
        stackXoff = false;
        driverXoff = false;
        runEnded = false;
        rule = null;
    }

    /** Where the step happened: its queue and its CPU, -1 for none. */
    void at(int queueIndex, int cpuIndex) {
        queue = queueIndex;
        cpu = cpuIndex;
    }

    void ack(long bytes, long segments, long before, long after) {
        ackedBytes = bytes;
        ackedSegments = segments;
        cwndBefore = before;
        cwndAfter = after;
    }

    /** A unit handed to the driver, with the ring and BQL after it; segment 0 of 0 for a whole packet. */
    void xmit(long len, long descs, long descsInUse, long bqlInflight, long bqlLimit, long segmentNumber,
            long segmentCount) {
        length = len;
        descriptors = descs;
        inUse = descsInUse;
        inflight = bqlInflight;
        limit = bqlLimit;
        segment = segmentNumber;
        segments = segmentCount;
    }

    void doorbellLanded(long packets, long descs, long tail) {
        madeVisiblePackets = packets;
        madeVisibleDescriptors = descs;
        tailSlot = tail;
    }

    void cleanup(long packets, long bytes, long bqlLimitBefore, long bqlLimitAfter) {
        cleanedPackets = packets;
        cleanedBytes = bytes;
        limitBefore = bqlLimitBefore;
        limitAfter = bqlLimitAfter;
    }

    /** FRAME_SENT, PACKET_SENT: the bottleneck port's buffer, in its unit, when it dropped the frame; else -1. */
    long portDropLimit = -1;
    /** ... and whether that limit counts packets rather than bytes. */
    boolean portLimitInPackets;
    /** PORT_SENT: how long the frame waited in the port's buffer, and the bytes still waiting. */
    long portSojournNs;
    long portQueuedBytes;
    /** PORT_SENT: frames CoDel dropped at the port's head before this one. */
    int portAqmDrops;
    /** FRAME_SENT, PACKET_SENT: the source whose frame the port dropped. */
    int portDropSource;
    /** PORT_SENT: CoDel marked the frame Congestion Experienced. */
    boolean portMarked;
    /** CROSS_HOST: what the other host's sender handled, as this host's step would be named. */
    StepKind crossTimer;

    void portDrop(long limit, boolean inPackets, int source) {
        portDropLimit = limit;
        portLimitInPackets = inPackets;
        portDropSource = source;
    }

    void portSent(long len, long sojournNs, long queuedBytes, boolean marked) {
        length = len;
        portMarked = marked;
        portSojournNs = sojournNs;
        portQueuedBytes = queuedBytes;
    }

    /** A frame of a packet left the wire: its number (from 1), the packet's frames, its bytes. */
    void frame(long number, long count, long bytes) {
        frame = number;
        frames = count;
        frameBytes = bytes;
    }

    void packetSent(long len, long latency) {
        length = len;
        latencyNs = latency;
    }

    void fetched(long len, long bytesInFifo, boolean done) {
        length = len;
        fifoBytes = bytesInFifo;
        doneAtFetch = done;
    }
}
