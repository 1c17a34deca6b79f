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

    public static Nic defaults() {
        return new Nic(256, 4096, 1500, true, true, true, 65536, 100_000L, 64, 64,
                DoorbellMode.IMMEDIATE, 0);
    }

    public Nic withRingSize(int v) {
        return new Nic(v, maxDescBytes, mtu, tso, gso, txChecksum, gsoMaxSize, txUsecsNs, txFrames, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withMaxDescBytes(int v) {
        return new Nic(ringSize, v, mtu, tso, gso, txChecksum, gsoMaxSize, txUsecsNs, txFrames, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withMtu(int v) {
        return new Nic(ringSize, maxDescBytes, v, tso, gso, txChecksum, gsoMaxSize, txUsecsNs, txFrames, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withTso(boolean v) {
        return new Nic(ringSize, maxDescBytes, mtu, v, gso, txChecksum, gsoMaxSize, txUsecsNs, txFrames, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withGso(boolean v) {
        return new Nic(ringSize, maxDescBytes, mtu, tso, v, txChecksum, gsoMaxSize, txUsecsNs, txFrames, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withTxChecksum(boolean v) {
        return new Nic(ringSize, maxDescBytes, mtu, tso, gso, v, gsoMaxSize, txUsecsNs, txFrames, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withGsoMaxSize(int v) {
        return new Nic(ringSize, maxDescBytes, mtu, tso, gso, txChecksum, v, txUsecsNs, txFrames, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withTxUsecsNs(long v) {
        return new Nic(ringSize, maxDescBytes, mtu, tso, gso, txChecksum, gsoMaxSize, v, txFrames, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withTxFrames(int v) {
        return new Nic(ringSize, maxDescBytes, mtu, tso, gso, txChecksum, gsoMaxSize, txUsecsNs, v, napiBudget, doorbell, dispatchLimit);
    }

    public Nic withNapiBudget(int v) {
        return new Nic(ringSize, maxDescBytes, mtu, tso, gso, txChecksum, gsoMaxSize, txUsecsNs, txFrames, v, doorbell, dispatchLimit);
    }

    public Nic withDoorbell(DoorbellMode mode, int limit) {
        return new Nic(ringSize, maxDescBytes, mtu, tso, gso, txChecksum, gsoMaxSize, txUsecsNs, txFrames, napiBudget, mode, limit);
    }
}
