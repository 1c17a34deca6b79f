package org.ringside.model.sim;

/**
 * How one part of the transmit path wakes another: the only calls the event handlers make to each
 * other. A qdisc with packets asks for a run ({@code __netif_schedule}), a doorbell tells the NIC
 * to look at the ring, and a TX interrupt asks the CPU for a clean-up (NAPI).
 */
interface Wakeups {
    /**
     * A packet was queued in queue {@code queue}'s qdisc by a flow on {@code cpu}: ask that CPU for
     * a qdisc run.
     */
    void qdiscHasWork(long now, int queue, int cpu);

    /** The queues may have been released (BQL changed): ask for a run of each that has work. */
    void qdiscsHaveWork(long now);

    /**
     * Source {@code source}, on {@code cpu}, has room in its send buffer: its application asks that
     * CPU to copy more bytes into the socket ({@code sendmsg}).
     */
    void copyWanted(long now, int cpu, int source);

    /** A pktgen source started and wants the CPU. */
    void pktgenReady(long now);

    /** Queue {@code queue}'s TX interrupt fired: ask its CPU for a clean-up. */
    void cleanupWanted(long now, int queue);

    /** The NIC sees new descriptors (a doorbell landed): it starts on them if the wire is free. */
    void kickNic(long now);

    /**
     * A clean-up on {@code cpu} freed a packet of source {@code source} and queued the socket for
     * that CPU's TCP small queues tasklet ({@code tcp_wfree}): its wake sends from there.
     */
    void tsqQueued(int source, int cpu);
}
