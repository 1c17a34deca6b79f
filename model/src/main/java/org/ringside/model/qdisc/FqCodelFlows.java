package org.ringside.model.qdisc;

import org.ringside.model.engine.IntFifo;

/**
 * fq_codel's flow queues and their round robin (net/sched/sch_fq_codel.c), apart from what the
 * packets are: the host's qdisc ({@link FqCodelQdisc}) and a bottleneck port beyond the wire
 * both run it, each naming its packets by an int and telling through {@link Items} what they
 * hold.
 *
 * <ul>
 *   <li>{@link #enqueue} ({@code fq_codel_enqueue}): the packet joins its flow queue's tail; a flow
 *       on no list goes to the tail of new_flows with a full {@code quantum} of deficit.</li>
 *   <li>{@link #dropFromFattest} ({@code fq_codel_drop}, 9d18562a2278, 4.7): the caller's limit
 *       was passed; packets go from the head of the flow with the most bytes
 *       ({@code q->backlogs[]}), up to {@code drop_batch_size} or until half its backlog is gone,
 *       and the drops are added to its CoDel count.</li>
 *   <li>{@link #dequeue} ({@code fq_codel_dequeue}): the first flow of new_flows, else of
 *       old_flows; a flow whose deficit is spent gets another quantum and moves to old_flows'
 *       tail; a flow CoDel leaves empty moves to old_flows if it came from new_flows and
 *       old_flows is busy (so new flows cannot starve old ones), else leaves the lists.</li>
 * </ul>
 */
public final class FqCodelFlows {
    /** No packet. */
    public static final int NONE = -1;

    /** What the flow queues hold, as fq_codel needs to know it; called back as packets leave. */
    public interface Items {
        /** The packet's length as the qdisc counts it ({@code qdisc_pkt_len}). */
        int len(int item);

        /** When it was queued ({@code codel_get_enqueue_time}). */
        long enqueueTime(int item);

        /** It was taken out of flow queue {@code flow}, to be sent or dropped. */
        void leftFlow(int item, int flow);

        /** CoDel dropped it at its flow's head ({@code drop_func}). */
        void codelDrop(int item);

        /** {@code fq_codel_drop} dropped it from the fattest flow's head. */
        void overlimitDrop(int item);

        /**
         * CoDel marks it Congestion Experienced ({@code INET_ECN_set_ce}).
         *
         * @return false when its flow is not ECN-capable: CoDel drops it instead
         */
        default boolean markCe(int item) {
            return false;
        }
    }

    private final Items items;
    private final Codel codel;
    private final int quantum;
    private final int dropBatchSize;
    private final IntFifo[] queues;
    /** Bytes queued per flow ({@code q->backlogs[]}, packet lengths). */
    private final long[] backlogs;
    private final int[] deficit;
    private final CodelVars[] vars;
    private final FlowChain chain;
    private final FlowQueues flowQueues = new FlowQueues();
    /** Bytes in the flow queues ({@code sch->qstats.backlog} when nothing is taken out). */
    private long backlog;
    private int packetCount;
    private long newFlowCount;
    private long overlimitDrops;

    /**
     * @param flows flow queues ({@code flows_cnt})
     * @param quantum bytes a flow may send per turn
     * @param codel the CoDel every flow queue runs, each with its own state
     * @param dropBatchSize packets one overlimit may drop: 64 from 4.7, 1 before
     */
    public FqCodelFlows(int flows, int quantum, Codel codel, int dropBatchSize, Items items) {
        this(new FlowChain(flows), flows, quantum, codel, dropBatchSize, items);
    }

    /** @param chain the lists to keep the busy flows on (the host's qdisc shows its own) */
    FqCodelFlows(FlowChain chain, int flows, int quantum, Codel codel, int dropBatchSize, Items items) {
        this.chain = chain;
        this.items = items;
        this.codel = codel;
        this.quantum = quantum;
        this.dropBatchSize = dropBatchSize;
        queues = new IntFifo[flows];
        backlogs = new long[flows];
        deficit = new int[flows];
        vars = new CodelVars[flows];
    }

    /**
     * The flow queue a flow's packets go to ({@code fq_codel_hash}): its key mixed, then scaled
     * into the queues with {@code reciprocal_scale}; two keys can share a queue.
     */
    public int bucket(int key) {
        // A fixed integer mix (murmur3's fmix32) stands in for the skb's flow hash (skb_get_hash; on
        // the host a socket's sk_txhash, see docs/model.md).
        int h = key + 1;
        h ^= h >>> 16;
        h *= 0x85EB_CA6B;
        h ^= h >>> 13;
        h *= 0xC2B2_AE35;
        h ^= h >>> 16;
        return (int) (((h & 0xFFFF_FFFFL) * queues.length) >>> 32); // reciprocal_scale
    }

    /** {@code fq_codel_enqueue} up to the limit check: the packet joins flow queue {@code flow}. */
    public void enqueue(int item, int flow) {
        IntFifo queue = queues[flow];
        if (queue == null) {
            queue = new IntFifo(16);
            queues[flow] = queue;
            vars[flow] = new CodelVars();
        }
        queue.addLast(item);
        int len = items.len(item);
        backlogs[flow] += len;
        backlog += len;
        packetCount++;
        if (!chain.linked(flow)) {
            chain.addTail(FlowChain.NEW, flow);
            newFlowCount++;
            deficit[flow] = quantum;
        }
    }

    /** {@code fq_codel_drop}: sheds packets from the head of the flow with the most bytes; returns that flow. */
    public int dropFromFattest() {
        int idx = 0;
        long maxBacklog = 0;
        for (int i = 0; i < backlogs.length; i++) {
            if (backlogs[i] > maxBacklog) {
                maxBacklog = backlogs[i];
                idx = i;
            }
        }
        long threshold = maxBacklog >> 1;
        long len = 0;
        int i = 0;
        do {
            int item = flowQueues.dequeueHead(idx);
            len += items.len(item);
            overlimitDrops++;
            items.overlimitDrop(item);
        } while (++i < dropBatchSize && len < threshold);
        if (dropBatchSize > 1) {
            vars[idx].count += i; // "tell codel to increase its signal strength also", from 4.7
        }
        return idx;
    }

    /** {@code fq_codel_dequeue}: the next packet by DRR over new, then old flows, through CoDel, or NONE. */
    public int dequeue(long now) {
        while (true) {
            int list = FlowChain.NEW;
            if (chain.isEmpty(list)) {
                list = FlowChain.OLD;
                if (chain.isEmpty(list)) {
                    return NONE;
                }
            }
            int flow = chain.first(list);
            if (deficit[flow] <= 0) {
                deficit[flow] += quantum;
                chain.moveFirstToTail(list, FlowChain.OLD);
                continue;
            }
            int item = codel.dequeue(flowQueues, flow, vars[flow], now);
            if (item == NONE) {
                // Force a pass through old_flows so that new flows cannot starve them.
                if (list == FlowChain.NEW && !chain.isEmpty(FlowChain.OLD)) {
                    chain.moveFirstToTail(list, FlowChain.OLD);
                } else {
                    chain.removeFirst(list);
                }
                continue;
            }
            deficit[flow] -= items.len(item);
            return item;
        }
    }

    /** The flow queues as CoDel sees them ({@code dequeue_func}, {@code drop_func}). */
    private final class FlowQueues implements Codel.Queue {
        @Override
        public int dequeueHead(int flow) {
            IntFifo queue = queues[flow];
            if (queue == null || queue.isEmpty()) {
                return NONE;
            }
            int item = queue.removeFirst();
            int len = items.len(item);
            backlogs[flow] -= len;
            backlog -= len;
            packetCount--;
            items.leftFlow(item, flow);
            return item;
        }

        @Override
        public long enqueueTime(int item) {
            return items.enqueueTime(item);
        }

        @Override
        public long backlogBytes() {
            return backlog;
        }

        @Override
        public void codelDrop(int item) {
            items.codelDrop(item);
        }

        @Override
        public boolean markCe(int item) {
            return items.markCe(item);
        }
    }

    // --- reading ---------------------------------------------------------------------------------

    /** Bytes in the flow queues. */
    public long backlog() {
        return backlog;
    }

    /** Packets in the flow queues. */
    public int packets() {
        return packetCount;
    }

    /** The flows on new_flows, first first (a copy). */
    public int[] newFlows() {
        return chain.toArray(FlowChain.NEW);
    }

    /** The flows on old_flows, first first (a copy). */
    public int[] oldFlows() {
        return chain.toArray(FlowChain.OLD);
    }

    /** How many flows are on new_flows. */
    public int newFlowsLength() {
        return chain.length(FlowChain.NEW);
    }

    /** How many flows are on old_flows. */
    public int oldFlowsLength() {
        return chain.length(FlowChain.OLD);
    }

    /** How many packets flow queue {@code flow} holds. */
    public int flowPackets(int flow) {
        return queues[flow] == null ? 0 : queues[flow].size();
    }

    /** Flow queue {@code flow}'s {@code i}-th packet, the head first. */
    public int flowItem(int flow, int i) {
        return queues[flow].get(i);
    }

    /** Flow queue {@code flow}'s packets, head first (a copy). */
    public int[] flowContents(int flow) {
        return queues[flow] == null ? new int[0] : queues[flow].toArray();
    }

    /** The flow's bytes as fq_codel counts them ({@code q->backlogs[]}). */
    public long flowBacklog(int flow) {
        return backlogs[flow];
    }

    /** The flow's DRR deficit in bytes. */
    public int deficit(int flow) {
        return deficit[flow];
    }

    /** The flow's CoDel state, or null before its first packet. */
    public CodelVars codelVars(int flow) {
        return vars[flow];
    }

    /** Flows that became busy and joined new_flows ({@code new_flow_count}). */
    public long newFlowCount() {
        return newFlowCount;
    }

    /** Packets dropped over the limit ({@code drop_overlimit}). */
    public long overlimitDrops() {
        return overlimitDrops;
    }

    public Codel codel() {
        return codel;
    }
}
