package org.ringside.model.qdisc;

/**
 * Where a qdisc sends the packets it drops after accepting them: fq_codel drops from the fattest
 * flow when over its limit, and CoDel drops at dequeue. The receiver counts the drop, tells the
 * packet's source and frees the packet.
 */
@FunctionalInterface
public interface QdiscDrops {
    /** Why a queued packet was dropped; the names follow {@code tc -s qdisc}'s counters. */
    enum Cause {
        /** Over the qdisc's packet limit ({@code drop_overlimit}). */
        OVERLIMIT,
        /** CoDel's sojourn-time rule at dequeue ({@code drop_count} of {@code codel_stats}). */
        CODEL
    }

    void dropped(int packet, Cause cause);
}
