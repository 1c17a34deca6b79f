package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.qdisc.QdiscDrops;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.PktgenSource;
import org.ringside.model.sources.SourceContext;

/**
 * Where sources meet the stack ({@code dev_queue_xmit}): a packet is counted as offered, queued in
 * its qdisc band or dropped at the tail, and a qdisc run is asked for unless one is under way or
 * the queue is stopped. Sources enqueue at no CPU cost.
 */
final class StackEntry implements SourceContext, QdiscDrops {
    private final TxPath path;
    private final List<PktgenSource> pktgens = new ArrayList<>();
    private long nowNs;

    StackEntry(TxPath path) {
        this.path = path;
    }

    void setNow(long t) {
        nowNs = t;
    }

    @Override
    public Packets packets() {
        return path.packets;
    }

    @Override
    public EventQueue events() {
        return path.events;
    }

    @Override
    public int mtu() {
        return path.nicSettings().mtu();
    }

    @Override
    public Tcp tcp() {
        return path.tcpSettings();
    }

    @Override
    public Kernel kernel() {
        return path.kernel;
    }

    @Override
    public long belowTcp(int source) {
        return path.packets.heldBytes(source);
    }

    @Override
    public boolean superPackets() {
        return path.nicSettings().tso() || path.nicSettings().gso();
    }

    @Override
    public int gsoMaxSize() {
        return path.nicSettings().gsoMaxSize();
    }

    @Override
    public boolean send(int packet, int band, long now) {
        Packets packets = path.packets;
        Counters counters = path.counters;
        int len = packets.len(packet);
        packets.setOfferedNs(packet, now);
        counters.offeredBytes += len;
        counters.offeredPackets++;
        if (!path.qdisc.enqueue(packet, path.qdisc.bandFor(band))) {
            counters.droppedBytes += len;
            counters.qdiscDrops++;
            counters.overlimitDrops++;
            path.statsOf(path.sources.get(packets.flow(packet))).dropped(1, len);
            packets.free(packet);
            return false;
        }
        path.work.qdiscHasWork(now);
        return true;
    }

    /**
     * The qdisc dropped a packet it had accepted (fq_codel over its limit, or CoDel): counted as a
     * qdisc drop, and its source learns of the loss as it does of a tail drop.
     */
    @Override
    public void dropped(int packet, Cause cause) {
        Packets packets = path.packets;
        Counters counters = path.counters;
        int share = packets.acct(packet);
        counters.droppedBytes += share;
        counters.qdiscDrops++;
        if (cause == Cause.CODEL) {
            counters.codelDrops++;
        } else {
            counters.overlimitDrops++;
        }
        Source source = path.sources.get(packets.flow(packet));
        path.statsOf(source).dropped(1, share);
        int payload = packets.payload(packet);
        long seq = packets.seq(packet);
        packets.free(packet);
        source.onLost(nowNs, payload, seq);
    }

    @Override
    public void pktgenStarted(PktgenSource source) {
        pktgens.add(source);
        path.work.pktgenReady(nowNs);
    }

    /** pktgen sources that have started, in the order they take turns. */
    List<PktgenSource> pktgens() {
        return pktgens;
    }

    @Override
    public void transactionDone(int group, long latencyNs) {
        path.counters.transactions++;
        path.stats[group].transactionDone(latencyNs);
        path.note.v[4] = latencyNs;
    }
}
