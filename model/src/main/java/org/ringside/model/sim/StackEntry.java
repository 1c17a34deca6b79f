package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.qdisc.QdiscDrops;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Receiver;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.PktgenSource;
import org.ringside.model.sources.Sources;
import org.ringside.model.sources.SourceContext;

/**
 * Where sources meet the stack ({@code dev_queue_xmit}): a packet is counted as offered, queued in
 * its qdisc band or dropped at the tail, and a qdisc run is asked for unless one is under way or
 * the queue is stopped. Handing a packet over costs no CPU here: what a bulk TCP flow's application
 * copies into its socket is charged on its CPU ({@link #copyWanted}), the qdisc run after it by
 * {@link CpuWork}.
 */
final class StackEntry implements SourceContext, QdiscDrops {
    private final Packets packets;
    private final EventQueue events;
    private final Counters counters;
    private final LiveSettings settings;
    private final FlowStats[] stats;
    private final StepNote note;
    private final Wakeups wakeups;
    private final List<PktgenSource> pktgens = new ArrayList<>();
    // The sources send here and the qdisc reports its drops here, so both are made after this
    // and connected once.
    private TxQueue[] queues;
    private Sources sources;
    /** Each source's queue ({@code sk_tx_queue_mapping}) and CPU. */
    private int[] sourceQueue;
    private int[] sourceCpu;
    private long nowNs;

    StackEntry(Packets packets, EventQueue events, Counters counters, LiveSettings settings, FlowStats[] stats,
            StepNote note, Wakeups wakeups) {
        this.packets = packets;
        this.events = events;
        this.counters = counters;
        this.settings = settings;
        this.stats = stats;
        this.note = note;
        this.wakeups = wakeups;
    }

    /**
     * The queues packets go to and the sources they come from, once both are made; each source's
     * CPU and queue are picked now and kept, as a socket keeps its queue.
     */
    void connect(TxQueue[] txQueues, Sources allSources, QueuePick pick) {
        if (queues != null) {
            throw new IllegalStateException("the stack is connected already");
        }
        queues = txQueues;
        sources = allSources;
        sourceQueue = new int[sources.size()];
        sourceCpu = new int[sources.size()];
        for (int i = 0; i < sourceQueue.length; i++) {
            if (sources.get(i).flow().kind() == FlowKind.PKTGEN) {
                continue; // pktgen's thread: CPU 0, queue 0 (queue_map_min)
            }
            sourceCpu[i] = pick.cpuOf(i, sources.get(i).flow().cpu());
            sourceQueue[i] = pick.queueOf(i, sourceCpu[i]);
        }
    }

    /** The queue source {@code source} sends to. */
    int queueOf(int source) {
        return sourceQueue[source];
    }

    /** The CPU source {@code source} sends from. */
    int cpuOf(int source) {
        return sourceCpu[source];
    }

    void setNow(long t) {
        nowNs = t;
    }

    @Override
    public Packets packets() {
        return packets;
    }

    @Override
    public EventQueue events() {
        return events;
    }

    @Override
    public int mtu() {
        return settings.nic().mtu();
    }

    @Override
    public Tcp tcp() {
        return settings.tcp();
    }

    @Override
    public Kernel kernel() {
        return settings.kernel();
    }

    @Override
    public Receiver receiver() {
        return settings.receiver();
    }

    @Override
    public QdiscKind qdiscKind() {
        return settings.qdiscKind();
    }

    @Override
    public long belowTcp(int source) {
        return packets.heldBytes(source);
    }

    @Override
    public boolean superPackets() {
        return settings.superPackets();
    }

    @Override
    public int mss() {
        return settings.mss();
    }

    @Override
    public int tcpHeaders() {
        return settings.tcpHeaders();
    }

    @Override
    public int gsoMaxSize() {
        return settings.nic().gsoMaxSize();
    }

    @Override
    public boolean send(int packet, int band, long now) {
        int len = packets.len(packet);
        packets.setOfferedNs(packet, now);
        counters.offeredBytes += len;
        counters.offeredPackets++;
        int source = packets.flow(packet);
        TxQueue queue = queues[sourceQueue[source]];
        if (!queue.qdisc.enqueue(packet, queue.qdisc.bandFor(band))) {
            counters.droppedBytes += len;
            counters.qdiscDrops++;
            counters.overlimitDrops++;
            queue.stats.dropped();
            stats[sources.get(source).group()].dropped(1, len);
            packets.free(packet);
            return false;
        }
        wakeups.qdiscHasWork(now, queue.index, sourceCpu[source]);
        return true;
    }

    /**
     * The qdisc dropped a packet it had accepted (fq_codel over its limit, or CoDel): counted as a
     * qdisc drop, and its source learns of the loss as it does of a tail drop.
     */
    @Override
    public void dropped(int packet, Cause cause) {
        int share = packets.acct(packet);
        counters.droppedBytes += share;
        counters.qdiscDrops++;
        if (cause == Cause.CODEL) {
            counters.codelDrops++;
        } else {
            counters.overlimitDrops++;
        }
        Source source = sources.get(packets.flow(packet));
        queues[sourceQueue[source.index()]].stats.dropped();
        stats[source.group()].dropped(1, share);
        int payload = packets.payload(packet);
        long seq = packets.seq(packet);
        packets.free(packet);
        source.onLost(nowNs, payload, seq);
    }

    @Override
    public long perBytePs() {
        return settings.costs().perBytePs();
    }

    @Override
    public void copyWanted(int source) {
        wakeups.copyWanted(nowNs, sourceCpu[source], source);
    }

    @Override
    public void pktgenStarted(PktgenSource source) {
        pktgens.add(source);
        wakeups.pktgenReady(nowNs);
    }

    /** pktgen sources that have started, in the order they take turns. */
    List<PktgenSource> pktgens() {
        return pktgens;
    }

    @Override
    public void transactionDone(int group, long latencyNs) {
        counters.transactions++;
        stats[group].transactionDone(latencyNs);
        note.transactionNs = latencyNs;
    }
}
