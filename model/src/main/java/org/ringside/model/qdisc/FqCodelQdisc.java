package org.ringside.model.qdisc;

import org.ringside.model.engine.IntFifo;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.FqCodel;
import org.ringside.model.scenario.QdiscKind;

/**
 * {@code fq_codel} (net/sched/sch_fq_codel.c): packets are hashed into {@code flows} flow queues,
 * served by deficit round robin with a {@code quantum}, flows that have just become busy
 * ({@code new_flows}) before the others ({@code old_flows}), with {@link Codel} at the head of
 * each flow queue.
 *
 * <ul>
 *   <li>Classification ({@code fq_codel_classify}): each source is its own 5-tuple, so its index
 *       is hashed and scaled into the buckets with {@code reciprocal_scale}, as
 *       {@code fq_codel_hash} does with the skb hash; two sources can share a bucket.</li>
 *   <li>Enqueue ({@code fq_codel_enqueue}): a flow that was on no list goes to the tail of
 *       new_flows with a full quantum of deficit. Over {@code limit} packets,
 *       {@code fq_codel_drop} drops from the head of the fattest flow (most bytes): from 4.7 up
 *       to {@code drop_batch_size} (64) packets or until half that flow's backlog is gone, adding
 *       the drops to its CoDel count; before, one packet. The memory limit ({@code memory_limit}
 *       32 MB of {@code truesize}, 4.8) is not modelled; it binds before the packet limit once
 *       packets are large: 64 KB GSO packets reach it near 490 packets, far below 10,240.</li>
 *   <li>Dequeue ({@code fq_codel_dequeue}): the first flow of new_flows, else of old_flows; a flow
 *       whose deficit is spent gets another quantum and moves to the tail of old_flows; a flow
 *       whose queue CoDel leaves empty moves to old_flows if it came from new_flows and old_flows
 *       is busy (so new flows cannot starve old ones), else leaves the lists.</li>
 * </ul>
 *
 * <p>A qdisc run looks at the head before taking it (to see whether it fits the ring), so this
 * class takes the next packet out when it is first looked at and keeps it, as the kernel's
 * {@code qdisc_peek_dequeued} keeps it in {@code gso_skb}. CoDel therefore drops when the head is
 * first looked at, which is when a qdisc run would dequeue it.
 *
 * <p>Bands for views: band 0 holds that taken-out next packet (or nothing), then one band per
 * flow on the lists, new_flows first, each in list order.
 */
public final class FqCodelQdisc extends FlowQueuesQdisc {
    /** {@code drop_batch_size} default in {@code fq_codel_init}. */
    public static final int DROP_BATCH_SIZE = 64;

    private final QdiscDrops drops;
    private final Codel codel;
    private final int limit;
    private final int dropBatchSize;
    private final int quantum;
    private final IntFifo[] queues;
    /** Bytes queued per flow as the algorithm counts them ({@code q->backlogs[]}, packet lengths). */
    private final long[] backlogs;
    /** Bytes queued per flow as the conservation totals count them (each packet's share). */
    private final long[] acctBytes;
    private final int[] deficit;
    private final CodelVars[] vars;
    private final FlowQueues flowQueues = new FlowQueues();
    /** Bytes in the flow queues ({@code sch->qstats.backlog} when nothing is peeked). */
    private long backlog;
    private long newFlowCount;
    private long overlimitDrops;

    /**
     * @param mtu the device MTU plus its link header ({@code psched_mtu}), for CoDel's
     *     one-packet floor
     */
    public FqCodelQdisc(Packets packets, FqCodel settings, int mtu, QdiscDrops drops) {
        this(packets, settings, mtu, drops, DROP_BATCH_SIZE);
    }

    /** @param dropBatchSize packets one overlimit may drop: 64 from 4.7, 1 before */
    public FqCodelQdisc(Packets packets, FqCodel settings, int mtu, QdiscDrops drops, int dropBatchSize) {
        super(packets, settings.flows());
        this.dropBatchSize = dropBatchSize;
        this.drops = drops;
        this.codel = new Codel(settings.targetNs(), settings.intervalNs(), mtu);
        this.limit = settings.limit();
        this.quantum = settings.quantum();
        int flows = settings.flows();
        queues = new IntFifo[flows];
        backlogs = new long[flows];
        acctBytes = new long[flows];
        deficit = new int[flows];
        vars = new CodelVars[flows];
    }

    @Override
    public QdiscKind kind() {
        return QdiscKind.FQ_CODEL;
    }

    /** The flow queue a source's packets go to ({@code fq_codel_hash}). */
    public int flowOf(int source) {
        // A fixed integer mix (murmur3's fmix32) stands in for the skb's flow hash (skb_get_hash; today
        // a socket's sk_txhash, see docs/model.md).
        int h = source + 1;
        h ^= h >>> 16;
        h *= 0x85EB_CA6B;
        h ^= h >>> 13;
        h *= 0xC2B2_AE35;
        h ^= h >>> 16;
        return (int) (((h & 0xFFFF_FFFFL) * queues.length) >>> 32); // reciprocal_scale
    }

    @Override
    public boolean enqueue(int packet, int band) {
        int idx = flowOf(packets.flow(packet));
        IntFifo queue = queues[idx];
        if (queue == null) {
            queue = new IntFifo(16);
            queues[idx] = queue;
            vars[idx] = new CodelVars();
        }
        queue.addLast(packet);
        int len = packets.len(packet);
        int acct = packets.acct(packet);
        backlogs[idx] += len;
        acctBytes[idx] += acct;
        backlog += len;
        byteCount += acct;
        packetCount++;
        if (!chain.linked(idx)) {
            chain.addTail(FlowChain.NEW, idx);
            newFlowCount++;
            deficit[idx] = quantum;
        }
        if (packetCount > limit) {
            dropFromFattest();
        }
        return true;
    }

    /** {@code fq_codel_drop}: sheds packets from the head of the flow with the most bytes (9d18562a2278, 4.7). */
    private void dropFromFattest() {
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
            int packet = flowQueues.dequeueHead(idx);
            len += packets.len(packet);
            release(packet);
            overlimitDrops++;
            drops.dropped(packet, QdiscDrops.Cause.OVERLIMIT);
        } while (++i < dropBatchSize && len < threshold);
        if (dropBatchSize > 1) {
            vars[idx].count += i; // "tell codel to increase its signal strength also", from 4.7
        }
    }

    /** {@code fq_codel_dequeue}: the next packet by DRR over new, then old flows, through CoDel. */
    @Override
    int dequeueNext() {
        while (true) {
            int list = FlowChain.NEW;
            if (chain.isEmpty(list)) {
                list = FlowChain.OLD;
                if (chain.isEmpty(list)) {
                    return Packets.NONE;
                }
            }
            int flow = chain.first(list);
            if (deficit[flow] <= 0) {
                deficit[flow] += quantum;
                chain.moveFirstToTail(list, FlowChain.OLD);
                continue;
            }
            int packet = codel.dequeue(flowQueues, flow, vars[flow], now());
            if (packet == Packets.NONE) {
                // Force a pass through old_flows so that new flows cannot starve them.
                if (list == FlowChain.NEW && !chain.isEmpty(FlowChain.OLD)) {
                    chain.moveFirstToTail(list, FlowChain.OLD);
                } else {
                    chain.removeFirst(list);
                }
                continue;
            }
            deficit[flow] -= packets.len(packet);
            return packet;
        }
    }

    /**
     * The flow queues as CoDel sees them ({@code dequeue_func}, {@code drop_func}). A packet CoDel
     * has taken out stays in the qdisc's totals until it is sent or dropped.
     */
    private final class FlowQueues implements Codel.Queue {
        @Override
        public int dequeueHead(int flow) {
            IntFifo queue = queues[flow];
            if (queue == null || queue.isEmpty()) {
                return Packets.NONE;
            }
            int packet = queue.removeFirst();
            backlogs[flow] -= packets.len(packet);
            acctBytes[flow] -= packets.acct(packet);
            backlog -= packets.len(packet);
            return packet;
        }

        @Override
        public long enqueueTime(int packet) {
            return packets.offeredNs(packet); // codel_set_enqueue_time: stamped as it was offered
        }

        @Override
        public long backlogBytes() {
            return backlog;
        }

        @Override
        public void codelDrop(int packet) {
            release(packet);
            drops.dropped(packet, QdiscDrops.Cause.CODEL);
        }
    }

    // --- reading ---------------------------------------------------------------------------------

    @Override
    public int bandCount() {
        return 1 + chain.length(FlowChain.NEW) + chain.length(FlowChain.OLD);
    }

    /** The flow queue band {@code band} (from 1) shows, new_flows first. */
    @Override
    public int flowOfBand(int band) {
        int i = band - 1;
        int news = chain.length(FlowChain.NEW);
        return i < news ? chain.toArray(FlowChain.NEW)[i] : chain.toArray(FlowChain.OLD)[i - news];
    }

    /** True when the flow of band {@code band} (from 1) is on new_flows. */
    public boolean bandIsNewFlow(int band) {
        return band >= 1 && band - 1 < chain.length(FlowChain.NEW);
    }

    @Override
    int flowPackets(int flow) {
        return queues[flow] == null ? 0 : queues[flow].size();
    }

    @Override
    long flowBytes(int flow) {
        return acctBytes[flow];
    }

    @Override
    int[] flowContents(int flow) {
        return queues[flow] == null ? new int[0] : queues[flow].toArray();
    }



    @Override
    public String bandLabel(int band) {
        if (band == 0) {
            return "next";
        }
        return "flow " + flowOfBand(band) + (bandIsNewFlow(band) ? " (new)" : " (old)");
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
