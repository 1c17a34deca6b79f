package org.ringside.model.qdisc;

import org.ringside.model.engine.IntFifo;
import org.ringside.model.engine.Packets;

/**
 * What a qdisc holds ahead of every band, as Linux's {@code q->gso_skb} does after
 * {@code dev_requeue_skb} (net/sched/sch_generic.c): the rest of a GSO packet whose split the
 * stopped queue interrupted, and the packets of a bulk-dequeued list the driver did not take
 * ({@code try_bulk_dequeue_skb}, 3.18, commit 5772e9a3463b). A list was dequeued whole, so what
 * is left of it goes out before anything queued since, whatever its band.
 */
final class Requeued {
    private int split = Packets.NONE;
    private final IntFifo list = new IntFifo(16);

    /** True when nothing is held. */
    boolean isEmpty() {
        return split == Packets.NONE && list.isEmpty();
    }

    /** Packets held. */
    int size() {
        return list.size() + (split == Packets.NONE ? 0 : 1);
    }

    /** The packet that goes next: the split rest first, then the list in order; else NONE. */
    int head() {
        if (split != Packets.NONE) {
            return split;
        }
        return list.isEmpty() ? Packets.NONE : list.peekFirst();
    }

    /** The rest of a split packet, or NONE. */
    int split() {
        return split;
    }

    /** True while whole packets of a list wait. */
    boolean holdsList() {
        return !list.isEmpty();
    }

    /** Takes the head out; the caller knows it is not empty. */
    int take() {
        if (split != Packets.NONE) {
            int p = split;
            split = Packets.NONE;
            return p;
        }
        return list.removeFirst();
    }

    /** Puts back the rest of a split packet, ahead of the list it came from. */
    void putSplit(int packet) {
        if (split != Packets.NONE) {
            throw new IllegalStateException("a packet is already requeued");
        }
        split = packet;
    }

    /** Holds a whole packet of the list behind those already held. */
    void putWhole(int packet) {
        list.addLast(packet);
    }

    /** The list's packets, head first (the split rest not included). */
    int[] listContents() {
        return list.toArray();
    }
}
