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
 * @param napiBudget packets one clean-up may free (1 to 4096)
 * @param doorbell when the driver writes the tail register
 * @param dispatchLimit N for {@link DoorbellMode#DISPATCH_LIMIT} (0 to 256; 0 = immediate)
 */
public record Nic(int ringSize, int maxDescBytes, int mtu, boolean tso, boolean gso,
        boolean txChecksum, int gsoMaxSize, long txUsecsNs, int txFrames, int napiBudget,
        DoorbellMode doorbell, int dispatchLimit) {

    /** The knob table's defaults. */
    public static Nic defaults() {
        return Knobs.defaults().nic();
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

    public Nic withNapiBudget(int v) {
        Edit e = edit();
        e.napiBudget = v;
        return e.nic();
    }

    public Nic withDoorbell(DoorbellMode mode, int limit) {
        Edit e = edit();
        e.doorbell = mode;
        e.dispatchLimit = limit;
        return e.nic();
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
        int napiBudget;
        DoorbellMode doorbell;
        int dispatchLimit;

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
            napiBudget = n.napiBudget;
            doorbell = n.doorbell;
            dispatchLimit = n.dispatchLimit;
        }

        Nic nic() {
            return new Nic(ringSize, maxDescBytes, mtu, tso, gso, txChecksum, gsoMaxSize, txUsecsNs, txFrames,
                    napiBudget, doorbell, dispatchLimit);
        }
    }
}
