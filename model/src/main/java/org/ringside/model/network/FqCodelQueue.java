package org.ringside.model.network;

import org.ringside.model.qdisc.Codel;
import org.ringside.model.qdisc.FqCodelFlows;
import org.ringside.model.scenario.Bottleneck;

/**
 * {@code aqm: fq_codel}: the port runs fq_codel as net/sched/sch_fq_codel.c does, through the
 * same {@link FqCodelFlows} as the host's qdisc. Frames are hashed by their flow into
 * {@link Bottleneck#FQ_CODEL_FLOWS} queues, served by deficit round robin a {@code quantum} of one full frame
 * ({@code psched_mtu}) at a time, CoDel in each queue with the port's target and interval and,
 * with {@code ecn}, marking rather than dropping an ECN-capable flow's frames (fq_codel's own
 * default is {@code ecn}; the port's follows the scenario).
 *
 * <p>Over its limit ({@code ++sch->q.qlen > sch->limit}) or its memory
 * ({@code memory_usage > memory_limit}, 95b58430abe7, 4.7), {@code fq_codel_enqueue} calls
 * {@code fq_codel_drop}: up to {@link #DROP_BATCH} frames from the head of the fattest flow. The
 * limit is the port's {@code buffer_packets}, else {@code fq_codel_init}'s 10240; the memory
 * limit the port's {@code buffer} in bytes, else 32 MB. The kernel counts memory in
 * {@code skb->truesize}; the port counts each frame's length ({@code skb->len}).
 */
final class FqCodelQueue implements PortQueue {
    /** {@code drop_batch_size} default, 64 in {@code fq_codel_init}. */
    static final int DROP_BATCH = 64;

    private final FramePool pool = new FramePool();
    private final FqCodelFlows flows;
    private final PortSignals signals;
    private long limit;
    private long memoryLimit;
    private long nowNs;
    /** The slots in the picture's order, rebuilt when {@link #changes} has moved on. */
    private int[] listed = new int[0];
    private long changes;
    private long listedAt = -1;

    /** @param mtuFrame {@code psched_mtu}: the quantum, and CoDel's one-frame floor */
    FqCodelQueue(long bufferBytes, long bufferPackets, long targetNs, long intervalNs, long mtuFrame, boolean ecn,
            PortSignals signals) {
        this.signals = signals;
        flows = new FqCodelFlows(Bottleneck.FQ_CODEL_FLOWS, (int) mtuFrame, new Codel(targetNs, intervalNs, mtuFrame, ecn), DROP_BATCH,
                new Frames());
        limits(bufferBytes, bufferPackets);
    }

    @Override
    public void limits(long bufferBytes, long bufferPackets) {
        limit = bufferPackets > 0 ? bufferPackets : Bottleneck.FQ_CODEL_LIMIT;
        memoryLimit = bufferBytes > 0 ? bufferBytes : Bottleneck.FQ_CODEL_MEMORY_LIMIT;
    }

    /** The flow queue a frame goes to: its flow as the port knows it, hashed ({@code fq_codel_hash}). */
    int flowOf(PortFrame f) {
        return flows.bucket(f.source);
    }

    @Override
    public void enqueue(PortFrame f, long nowNs) {
        this.nowNs = nowNs;
        adopt(f);
        if (flows.packets() > limit || flows.backlog() > memoryLimit) {
            flows.dropFromFattest();
        }
    }

    @Override
    public void adopt(PortFrame f) {
        changes++;
        flows.enqueue(pool.take(f), flowOf(f));
    }

    @Override
    public boolean dequeue(long nowNs, PortFrame into) {
        this.nowNs = nowNs;
        int slot = flows.dequeue(nowNs);
        if (slot == FqCodelFlows.NONE) {
            return false;
        }
        into.copyFrom(pool.get(slot));
        pool.release(slot);
        return true;
    }

    /** The frames as fq_codel counts them: their length, stamped as they entered the port. */
    private final class Frames implements FqCodelFlows.Items {
        @Override
        public int len(int slot) {
            return pool.get(slot).len;
        }

        @Override
        public long enqueueTime(int slot) {
            return pool.get(slot).enqueuedNs;
        }

        @Override
        public void leftFlow(int slot, int flow) {
            changes++;
        }

        @Override
        public void codelDrop(int slot) {
            signals.dropped(pool.get(slot), nowNs, true, true);
            pool.release(slot);
        }

        @Override
        public void overlimitDrop(int slot) {
            signals.dropped(pool.get(slot), nowNs, true, false);
            pool.release(slot);
        }

        @Override
        public boolean markCe(int slot) {
            return signals.marked(pool.get(slot), nowNs, true);
        }
    }

    @Override
    public long bytes() {
        return flows.backlog();
    }

    @Override
    public int frames() {
        return flows.packets();
    }

    /** The frames by flow: new_flows' flows first, then old_flows', each flow's head first. */
    @Override
    public PortFrame frame(int i) {
        if (listedAt != changes) {
            list();
        }
        return pool.get(listed[i]);
    }

    private void list() {
        listed = new int[flows.packets()];
        int n = 0;
        for (int[] list : new int[][] {flows.newFlows(), flows.oldFlows()}) {
            for (int flow : list) {
                for (int j = 0; j < flows.flowPackets(flow); j++) {
                    listed[n++] = flows.flowItem(flow, j);
                }
            }
        }
        listedAt = changes;
    }

    /** The flows' state, for tests and views. */
    FqCodelFlows flows() {
        return flows;
    }
}
