package org.ringside.model.driver;

import org.ringside.model.scenario.DoorbellMode;

/**
 * When the driver writes the NIC's tail register (the MMIO doorbell).
 *
 * <ul>
 *   <li>{@code immediate}: after every packet.</li>
 *   <li>{@code dispatch_limit N} (the 2012 RFC): the first packet after a flush rings at once and
 *       starts a delayed sequence; then every (N+1)-th packet rings; every clean-up ends the
 *       sequence and flushes a pending tail. N = 0 is immediate.</li>
 *   <li>{@code xmit_more}: only when nothing more is coming right now (qdisc empty, quota used
 *       up) or the queue has stopped.</li>
 * </ul>
 */
public final class DoorbellPolicy {
    private DoorbellMode mode;
    private int dispatchLimit;
    /** The RFC's __QUEUE_STATE_DELAYED: a delayed-write sequence is under way. */
    private boolean delayed;
    /** The RFC's dispatch_pending: packets written since the last doorbell of the sequence. */
    private int dispatchPending;

    public DoorbellPolicy(DoorbellMode mode, int dispatchLimit) {
        configure(mode, dispatchLimit);
    }

    public void configure(DoorbellMode newMode, int newLimit) {
        if (newLimit < 0) {
            throw new IllegalArgumentException("dispatch_limit " + newLimit + " is out of range (0 to 256)");
        }
        mode = newMode;
        dispatchLimit = newLimit;
    }

    public DoorbellMode mode() {
        return mode;
    }

    public int dispatchLimit() {
        return dispatchLimit;
    }

    /**
     * A packet's descriptors were written.
     *
     * @param moreComing the qdisc has more to hand over in this run right now
     * @param queueStopped the queue stopped after this packet
     * @return true when the doorbell rings now
     */
    public boolean afterPacket(boolean moreComing, boolean queueStopped) {
        switch (mode) {
            case XMIT_MORE:
                return !moreComing || queueStopped;
            case DISPATCH_LIMIT:
                return dispatchLimitRings();
            default:
                return true;
        }
    }

    // netdev_complete_xmit from the RFC, step by step.
    private boolean dispatchLimitRings() {
        if (dispatchPending < dispatchLimit) {
            if (delayed) {
                dispatchPending++;
                return false;
            }
            delayed = true; // the first packet of a delayed sequence rings at once
        }
        dispatchPending = 0;
        return true;
    }

    /**
     * A clean-up round ends the delayed sequence ({@code netif_tx_dispatch_queue}).
     *
     * @param tailPending descriptors are written but the NIC has not been told
     * @return true when the clean-up must ring the doorbell to flush them
     */
    public boolean onCleanup(boolean tailPending) {
        delayed = false;
        dispatchPending = 0;
        return tailPending;
    }

    /** The queue was reset: no sequence under way. */
    public void reset() {
        delayed = false;
        dispatchPending = 0;
    }

    /** Packets written since the last doorbell under dispatch_limit. */
    public int dispatchPending() {
        return dispatchPending;
    }
}
