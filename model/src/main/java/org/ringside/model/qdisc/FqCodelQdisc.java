package org.ringside.model.qdisc;

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
    private final int limit;
    private final FqCodelFlows flows;
    /** Bytes queued per flow as the conservation totals count them (each packet's share). */
    private final long[] acctBytes;

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
        this.drops = drops;
        this.limit = settings.limit();
        acctBytes = new long[settings.flows()];
        flows = new FqCodelFlows(chain, settings.flows(), settings.quantum(),
                new Codel(settings.targetNs(), settings.intervalNs(), mtu), dropBatchSize, new HostPackets());
    }

    @Override
    public QdiscKind kind() {
        return QdiscKind.FQ_CODEL;
    }

    /** The flow queue a source's packets go to ({@code fq_codel_hash}). */
    public int flowOf(int source) {
        return flows.bucket(source);
    }

    @Override
    public boolean enqueue(int packet, int band) {
        int idx = flowOf(packets.flow(packet));
        flows.enqueue(packet, idx);
        int acct = packets.acct(packet);
        acctBytes[idx] += acct;
        byteCount += acct;
        packetCount++;
        if (packetCount > limit) {
            flows.dropFromFattest();
        }
        return true;
    }

    /** {@code fq_codel_dequeue}: the next packet by DRR over new, then old flows, through CoDel. */
    @Override
    int dequeueNext() {
        return flows.dequeue(now());
    }

    /**
     * The host's packets in the flow queues: stamped as they were offered
     * ({@code codel_set_enqueue_time}); a packet taken out stays in the qdisc's totals until it is
     * sent or dropped.
     */
    private final class HostPackets implements FqCodelFlows.Items {
        @Override
        public int len(int packet) {
            return packets.len(packet);
        }

        @Override
        public long enqueueTime(int packet) {
            return packets.offeredNs(packet);
        }

        @Override
        public void leftFlow(int packet, int flow) {
            acctBytes[flow] -= packets.acct(packet);
        }

        @Override
        public void codelDrop(int packet) {
            release(packet);
            drops.dropped(packet, QdiscDrops.Cause.CODEL);
        }

        @Override
        public void overlimitDrop(int packet) {
            release(packet);
            drops.dropped(packet, QdiscDrops.Cause.OVERLIMIT);
        }
    }

    // --- reading ---------------------------------------------------------------------------------

    @Override
    public int bandCount() {
        return 1 + flows.newFlowsLength() + flows.oldFlowsLength();
    }

    /** The flow queue band {@code band} (from 1) shows, new_flows first. */
    @Override
    public int flowOfBand(int band) {
        int i = band - 1;
        int news = flows.newFlowsLength();
        return i < news ? flows.newFlows()[i] : flows.oldFlows()[i - news];
    }

    /** True when the flow of band {@code band} (from 1) is on new_flows. */
    public boolean bandIsNewFlow(int band) {
        return band >= 1 && band - 1 < flows.newFlowsLength();
    }

    @Override
    int flowPackets(int flow) {
        return flows.flowPackets(flow);
    }

    @Override
    long flowBytes(int flow) {
        return acctBytes[flow];
    }

    @Override
    int[] flowContents(int flow) {
        return flows.flowContents(flow);
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
        return flows.deficit(flow);
    }

    /** The flow's CoDel state, or null before its first packet. */
    public CodelVars codelVars(int flow) {
        return flows.codelVars(flow);
    }

    /** Flows that became busy and joined new_flows ({@code new_flow_count}). */
    public long newFlowCount() {
        return flows.newFlowCount();
    }

    /** Packets dropped over the limit ({@code drop_overlimit}). */
    public long overlimitDrops() {
        return flows.overlimitDrops();
    }

    public Codel codel() {
        return flows.codel();
    }
}
