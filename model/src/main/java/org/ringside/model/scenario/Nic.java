package org.ringside.model.scenario;

/**
 * The NIC and its driver.
 *
 * @param ringSize TX descriptors (8 to 16384)
 * @param maxDescBytes most bytes one data descriptor carries (256 to 65536)
 * @param mtu IP MTU (68 to 9216)
 * @param tso TCP segmentation offload
 * @param gso generic segmentation offload (software, after the qdisc)
 * @param txChecksum checksum offload (costs a context descriptor)
 * @param gsoMaxSize largest super-packet (MTU to 65536)
 * @param txUsecsNs interrupt coalescing delay in ns (0 to 10 ms; 0 = an interrupt per completion)
 * @param txFrames pending completions that fire the interrupt at once (1 to 4096)
 * @param txCleanBudget packets one TX clean-up frees at most (0 = the whole ring)
 * @param doorbell when the driver writes the tail register
 * @param dispatchLimit N for {@link DoorbellMode#DISPATCH_LIMIT} (0 to 256; 0 = immediate)
 * @param driver the driver whose constants the other settings start from
 * @param stopDescs free descriptors below which the driver stops its queue (0 = room for one
 *     largest packet, the model's own rule)
 * @param wakeDescs free descriptors at which the clean-up wakes the queue (0 = twice the stop level)
 * @param bqlBytes what BQL counts for a packet
 * @param moderation how the TX interrupt is moderated
 * @param adaptiveTx the driver moves the moderation with the traffic (mlx5's DIM, {@code ethtool -C
 *     adaptive-tx on}); {@code txUsecsNs} and {@code txFrames} then have no effect
 * @param fifoBytes bytes of the NIC's own transmit FIFO, between the ring and the wire (0 = none:
 *     the NIC reads each packet as its frames go out)
 * @param dmaLatencyNs with a FIFO, how long the NIC takes to read a packet's descriptors and data
 *     into it
 * @param completion with a FIFO, whether a packet's descriptors are done when its data is in the
 *     FIFO or when its last frame has left the wire
 * @param txQueues transmit queues (1 to 64), or 0 for the driver's choice: one per CPU up to its
 *     maximum ({@link Scenario#txQueues()})
 * @param xps the queues whose XPS map is set by hand ({@link Xps#DRIVER}: none)
 */
public record Nic(int ringSize, int maxDescBytes, int mtu, boolean tso, boolean gso,
        boolean txChecksum, int gsoMaxSize, long txUsecsNs, int txFrames, int txCleanBudget,
        DoorbellMode doorbell, int dispatchLimit, NicDriver driver, int stopDescs, int wakeDescs,
        BqlBytes bqlBytes, TxModeration moderation, boolean adaptiveTx, int fifoBytes,
        long dmaLatencyNs, TxCompletion completion, int txQueues, Xps xps) {

    /** The knob table's defaults. */
    public static Nic defaults() {
        return Knobs.defaults().nic();
    }

    /**
     * Free descriptors below which the driver stops its queue: {@code stop_descs}, or with 0 the
     * model's own rule, room for one largest packet: {@code 2 + ceil(gso_max_size / max_desc_bytes)}
     * with TSO on, {@code 2 + ceil(MTU / max_desc_bytes)} otherwise.
     */
    public int stopLevel() {
        if (stopDescs > 0) {
            return stopDescs;
        }
        int largest = tso ? gsoMaxSize : mtu;
        return 2 + (largest + maxDescBytes - 1) / maxDescBytes;
    }

    /** Free descriptors at which the clean-up wakes a queue the driver stopped. */
    public int wakeLevel() {
        return wakeDescs > 0 ? wakeDescs : 2 * stopLevel();
    }

    public Nic withRingSize(int v) {
        Edit e = edit();
        e.ringSize = v;
        return e.nic();
    }

    public Nic withMaxDescBytes(int v) {
        Edit e = edit();
        e.maxDescBytes = v;
        return e.nic();
    }

    public Nic withMtu(int v) {
        Edit e = edit();
        e.mtu = v;
        return e.nic();
    }

    public Nic withTso(boolean v) {
        Edit e = edit();
        e.tso = v;
        return e.nic();
    }

    public Nic withGso(boolean v) {
        Edit e = edit();
        e.gso = v;
        return e.nic();
    }

    public Nic withTxChecksum(boolean v) {
        Edit e = edit();
        e.txChecksum = v;
        return e.nic();
    }

    public Nic withGsoMaxSize(int v) {
        Edit e = edit();
        e.gsoMaxSize = v;
        return e.nic();
    }

    public Nic withTxUsecsNs(long v) {
        Edit e = edit();
        e.txUsecsNs = v;
        return e.nic();
    }

    public Nic withTxFrames(int v) {
        Edit e = edit();
        e.txFrames = v;
        return e.nic();
    }

    public Nic withTxCleanBudget(int v) {
        Edit e = edit();
        e.txCleanBudget = v;
        return e.nic();
    }

    public Nic withDoorbell(DoorbellMode mode, int limit) {
        Edit e = edit();
        e.doorbell = mode;
        e.dispatchLimit = limit;
        return e.nic();
    }

    public Nic withDriver(NicDriver v) {
        Edit e = edit();
        e.driver = v;
        return e.nic();
    }

    public Nic withStopDescs(int v) {
        Edit e = edit();
        e.stopDescs = v;
        return e.nic();
    }

    public Nic withWakeDescs(int v) {
        Edit e = edit();
        e.wakeDescs = v;
        return e.nic();
    }

    public Nic withBqlBytes(BqlBytes v) {
        Edit e = edit();
        e.bqlBytes = v;
        return e.nic();
    }

    public Nic withModeration(TxModeration v) {
        Edit e = edit();
        e.moderation = v;
        return e.nic();
    }

    public Nic withAdaptiveTx(boolean v) {
        Edit e = edit();
        e.adaptiveTx = v;
        return e.nic();
    }

    /**
     * True when net_dim sets the TX moderation rather than {@code tx_usecs} and {@code tx_frames}:
     * adaptive moderation on, with the CQ moderation whose profiles the model has (eqe).
     */
    public boolean dimMoves() {
        return adaptiveTx && moderation == TxModeration.EQE;
    }

    public Nic withFifoBytes(int v) {
        Edit e = edit();
        e.fifoBytes = v;
        return e.nic();
    }

    public Nic withDmaLatencyNs(long v) {
        Edit e = edit();
        e.dmaLatencyNs = v;
        return e.nic();
    }

    public Nic withCompletion(TxCompletion v) {
        Edit e = edit();
        e.completion = v;
        return e.nic();
    }

    public Nic withTxQueues(int v) {
        Edit e = edit();
        e.txQueues = v;
        return e.nic();
    }

    public Nic withXps(Xps v) {
        Edit e = edit();
        e.xps = v;
        return e.nic();
    }

    /** True when the NIC has a FIFO of its own between the ring and the wire. */
    public boolean hasFifo() {
        return fifoBytes > 0;
    }

    private Edit edit() {
        return new Edit(this);
    }

    /**
     * A mutable copy that each wither changes one field of, so the components are listed in
     * order once, here, rather than in every wither.
     */
    private static final class Edit {
        int ringSize;
        int maxDescBytes;
        int mtu;
        boolean tso;
        boolean gso;
        boolean txChecksum;
        int gsoMaxSize;
        long txUsecsNs;
        int txFrames;
        int txCleanBudget;
        DoorbellMode doorbell;
        int dispatchLimit;
        NicDriver driver;
        int stopDescs;
        int wakeDescs;
        BqlBytes bqlBytes;
        TxModeration moderation;
        boolean adaptiveTx;
        int fifoBytes;
        long dmaLatencyNs;
        TxCompletion completion;
        int txQueues;
        Xps xps;

        Edit(Nic n) {
            ringSize = n.ringSize;
            maxDescBytes = n.maxDescBytes;
            mtu = n.mtu;
            tso = n.tso;
            gso = n.gso;
            txChecksum = n.txChecksum;
            gsoMaxSize = n.gsoMaxSize;
            txUsecsNs = n.txUsecsNs;
            txFrames = n.txFrames;
            txCleanBudget = n.txCleanBudget;
            doorbell = n.doorbell;
            dispatchLimit = n.dispatchLimit;
            driver = n.driver;
            stopDescs = n.stopDescs;
            wakeDescs = n.wakeDescs;
            bqlBytes = n.bqlBytes;
            moderation = n.moderation;
            adaptiveTx = n.adaptiveTx;
            fifoBytes = n.fifoBytes;
            dmaLatencyNs = n.dmaLatencyNs;
            completion = n.completion;
            txQueues = n.txQueues;
            xps = n.xps;
        }

        Nic nic() {
            return new Nic(ringSize, maxDescBytes, mtu, tso, gso, txChecksum, gsoMaxSize, txUsecsNs, txFrames,
                    txCleanBudget, doorbell, dispatchLimit, driver, stopDescs, wakeDescs, bqlBytes, moderation, adaptiveTx,
                    fifoBytes, dmaLatencyNs, completion, txQueues, xps);
        }
    }
}
