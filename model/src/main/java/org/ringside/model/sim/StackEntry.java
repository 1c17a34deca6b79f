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
 *
 * <p>The qdisc run is asked of the CPU that sends ({@code __dev_xmit_skb} runs
 * {@code __qdisc_run} there): the socket's for the application's own sends ({@code sendmsg}), the
 * CPU that received the ACK for a send the ACK clocked ({@code tcp_ack} then
 * {@code tcp_data_snd_check} in the receive softirq), the CPU whose clean-up freed the packet for
 * a send TCP small queues woke ({@code tcp_wfree} queues the socket on that CPU's
 * {@code tsq_tasklet}). {@link #sendFrom} says which while such a send runs.
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
    /** By source: the CPU its ACKs are received on, and the CPU its TCP small queues wake was queued on. */
    private int[] ackCpu;
    private int[] tsqCpu;
    /** The CPU whose softirq or tasklet is sending for a socket now, or -1 for the socket's own. */
    private int sendingCpu = -1;
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
     * CPU and queue are picked now and kept, as a socket keeps its queue, and so is the CPU its
     * ACKs come in on (its receive queue's interrupt CPU, {@link QueuePick#rxQueueOf}).
     *
     * @param atr whether the driver steers a TCP flow's received packets to its transmit queue's
     *     receive queue: ixgbe's ATR ({@code ixgbe_atr}, on from {@code ixgbe_sw_init} with
     *     {@code IXGBE_FLAG_FDIR_HASH_CAPABLE}; the model takes the flow's filter as set from its
     *     first packet, where the driver samples one packet in {@code atr_sample_rate}, 20)
     */
    void connect(TxQueue[] txQueues, Sources allSources, QueuePick pick, boolean atr) {
        if (queues != null) {
            throw new IllegalStateException("the stack is connected already");
        }
        queues = txQueues;
        sources = allSources;
        sourceQueue = new int[sources.size()];
        sourceCpu = new int[sources.size()];
        ackCpu = new int[sources.size()];
        tsqCpu = new int[sources.size()];
        for (int i = 0; i < sourceQueue.length; i++) {
            if (sources.get(i).flow().kind() == FlowKind.PKTGEN) {
                continue; // pktgen's thread: CPU 0, queue 0 (queue_map_min)
            }
            sourceCpu[i] = pick.cpuOf(i, sources.get(i).flow().cpu());
            sourceQueue[i] = pick.queueOf(i, sourceCpu[i]);
            boolean tcp = sources.get(i).flow().kind().isTcp();
            ackCpu[i] = pick.irqCpuOf(pick.rxQueueOf(i, atr && tcp, sourceQueue[i]));
            tsqCpu[i] = sourceCpu[i];
        }
    }

    /** The CPU source {@code source}'s ACKs are received on. */
    int ackCpuOf(int source) {
        return ackCpu[source];
    }

    /** The CPU source {@code source}'s latest TCP small queues wake was queued on. */
    int tsqCpuOf(int source) {
        return tsqCpu[source];
    }

    /** A clean-up on {@code cpu} queued source {@code source} for its TCP small queues tasklet. */
    void tsqQueuedOn(int source, int cpu) {
        tsqCpu[source] = cpu;
    }

    /**
     * What sends from now on runs on {@code cpu}'s softirq or tasklet (an ACK's, a TCP small
     * queues wake's), or with -1 on each socket's own CPU again.
     */
    void sendFrom(int cpu) {
        sendingCpu = cpu;
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
    public boolean behindPort() {
        return settings.behindPort();
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
        wakeups.qdiscHasWork(now, queue.index, sendingCpu >= 0 ? sendingCpu : sourceCpu[source]);
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
    public long zerocopyPageNs() {
        return settings.costs().zerocopyPageNs();
    }

    @Override
    public long zerocopyCompletionNs() {
        return settings.costs().zerocopyCompletionNs();
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
