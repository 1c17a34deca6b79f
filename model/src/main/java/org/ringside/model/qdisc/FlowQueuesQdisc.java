package org.ringside.model.qdisc;

import org.ringside.model.engine.Clock;
import org.ringside.model.engine.Packets;

/**
 * What fq_codel and fq share: flow queues rather than priority bands (so {@code priority} and
 * {@code txqueuelen} mean nothing to them), a clock their dequeue reads, and a head taken out
 * when first looked at and kept, as the kernel's {@code qdisc_peek_dequeued} keeps it in
 * {@code gso_skb}. Band 0 for views is that packet (or nothing); the flows' bands follow.
 */
abstract class FlowQueuesQdisc extends RequeuingQdisc {
    /** The lists of busy flows, {@code new_flows} and {@code old_flows}. */
    final FlowChain chain;
    /** The packet taken out for the next dequeue, still in the totals, or NONE. */
    int peeked = Packets.NONE;
    /** The clock the dequeue reads: the path's once it is {@link #shareClock shared}. */
    private Clock clock = new Clock();

    /** @param flows how many flow queues there may be */
    FlowQueuesQdisc(Packets packets, int flows) {
        super(packets);
        chain = new FlowChain(flows);
    }

    /** The flows on new_flows, first first (a copy, for views and tests). */
    public final int[] newFlows() {
        return chain.toArray(FlowChain.NEW);
    }

    /** The flows on old_flows, first first (a copy, for views and tests). */
    public final int[] oldFlows() {
        return chain.toArray(FlowChain.OLD);
    }

    /** The kind's own dequeue ({@code fq_codel_dequeue}, {@code fq_dequeue}): NONE when nothing may go now. */
    abstract int dequeueNext();

    @Override
    public final void setNow(long nowNs) {
        clock.set(nowNs);
    }

    @Override
    public final void shareClock(Clock shared) {
        clock = shared;
    }

    /** The time now ({@code ktime_get}). */
    final long now() {
        return clock.now();
    }

    /** Flows, not priority bands, classify here. */
    @Override
    public final int bandFor(int priorityBand) {
        return 0;
    }

    /** txqueuelen is ignored: the kind's own {@code limit} counts packets. */
    @Override
    public final void setTxqueuelen(int packetsPerBand) {
    }

    @Override
    public final boolean isEmpty() {
        return head() == Packets.NONE;
    }

    @Override
    public final int head() {
        if (!requeued.isEmpty()) {
            return requeued.head();
        }
        if (peeked == Packets.NONE && packetCount > 0) {
            peeked = dequeueNext();
        }
        return peeked;
    }

    @Override
    public final int dequeue() {
        int packet;
        if (!requeued.isEmpty()) {
            packet = requeued.take();
        } else {
            packet = head();
            if (packet == Packets.NONE) {
                throw new IllegalStateException("dequeue from an empty qdisc");
            }
            peeked = Packets.NONE;
        }
        release(packet);
        return packet;
    }

    @Override
    public final int holdNext() {
        if (peeked == Packets.NONE && packetCount > requeued.size()) {
            peeked = dequeueNext();
        }
        int packet = peeked;
        if (packet != Packets.NONE) {
            peeked = Packets.NONE;
            requeued.putWhole(packet); // out of its flow, still in the totals
        }
        return packet;
    }

    /** A packet taken out of the flow queues leaves the totals. */
    final void release(int packet) {
        byteCount -= packets.acct(packet);
        packetCount--;
    }

    /** The flow queue band {@code band} (from 1) shows. */
    abstract int flowOfBand(int band);

    /** A flow queue's packets, head first. */
    abstract int[] flowContents(int flow);

    /** How many packets a flow queue holds. */
    abstract int flowPackets(int flow);

    /** A flow queue's bytes (each packet's share). */
    abstract long flowBytes(int flow);

    @Override
    public final int bandPackets(int band) {
        return band == 0 ? (peeked == Packets.NONE ? 0 : 1) : flowPackets(flowOfBand(band));
    }

    @Override
    public final long bandBytes(int band) {
        if (band == 0) {
            return peeked == Packets.NONE ? 0 : packets.acct(peeked);
        }
        return flowBytes(flowOfBand(band));
    }

    @Override
    public final int[] bandContents(int band) {
        if (band == 0) {
            return peeked == Packets.NONE ? new int[0] : new int[] {peeked};
        }
        return flowContents(flowOfBand(band));
    }
}
