package org.ringside.model.sim;

/**
 * How one part of the transmit path wakes another: the only calls the event handlers make to each
 * other. A qdisc with packets asks for a run ({@code __netif_schedule}), a doorbell tells the NIC
 * to look at the ring, a TX interrupt asks the CPU for a clean-up (NAPI), and the clean-up's end
 * unmasks the interrupt ({@code napi_complete_done}).
 */
interface Wakeups {
    /** A packet was queued in the qdisc, or the queue may have been released: ask for a qdisc run. */
    void qdiscHasWork(long now);

    /** A pktgen source started and wants the CPU. */
    void pktgenReady(long now);

    /** The TX interrupt fired: ask the CPU for a clean-up. */
    void cleanupWanted(long now);

    /** The NIC sees new descriptors (a doorbell landed): it starts on them if it is free. */
    void kickNic(long now);

    /**
     * The clean-up has ended and unmasks the interrupt.
     *
     * @return true when the interrupt fired at once, so a clean-up is wanted again (the caller
     *     asks for it itself, since the CPU is between jobs)
     */
    boolean cleanupEnded(long now);
}
