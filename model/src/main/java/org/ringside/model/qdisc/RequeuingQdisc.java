package org.ringside.model.qdisc;

import org.ringside.model.engine.Packets;

/**
 * What every qdisc kind shares: its totals, and the packets held ahead of every band
 * ({@link Requeued}, Linux's {@code q->gso_skb}), which still count in the backlog.
 */
abstract class RequeuingQdisc implements QueueDiscipline {
    final Packets packets;
    final Requeued requeued = new Requeued();
    long packetCount;
    long byteCount;

    RequeuingQdisc(Packets packets) {
        this.packets = packets;
    }

    /** True when the head is the requeued rest of a split packet. */
    @Override
    public final boolean headIsRequeued() {
        return requeued.split() != Packets.NONE;
    }

    @Override
    public final boolean holdsList() {
        return requeued.holdsList();
    }

    /** Puts the rest of a split packet back in front of everything; it counts in the backlog again. */
    @Override
    public final void requeue(int packet) {
        requeued.putSplit(packet);
        byteCount += packets.acct(packet);
        packetCount++;
    }

    /** The requeued rest of a split packet, or {@link Packets#NONE}. */
    @Override
    public final int requeued() {
        return requeued.split();
    }

    @Override
    public final int[] heldList() {
        return requeued.listContents();
    }

    /** Packets queued, the requeued and held ones included. */
    @Override
    public final long packets() {
        return packetCount;
    }

    /** Bytes queued (each packet's share of the offered bytes), the requeued and held ones included. */
    @Override
    public final long bytes() {
        return byteCount;
    }
}
