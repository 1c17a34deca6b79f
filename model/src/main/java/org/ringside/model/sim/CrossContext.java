package org.ringside.model.sim;

import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Receiver;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.sources.PktgenSource;
import org.ringside.model.sources.SourceContext;

/**
 * What one cross-traffic entry's sources may do at their own hosts: the model's own TCP and UDP
 * sources, run with none of this host's CPUs, qdisc or NIC. A packet they send goes onto its
 * host's access link at once ({@link CrossTraffic#send}); their application copies cost nothing;
 * they send one MSS a packet (no TSO or GSO), pace nothing, and small queues is off, so a window's
 * packets queue on the access link and leave it back to back.
 */
final class CrossContext implements SourceContext {
    private final CrossTraffic links;
    private final Tcp tcp;
    private final Kernel kernel;
    private final Receiver receiver;
    private final int mtu;
    /** A request/response entry's transactions, or null for an entry of another kind. */
    private final Transactions transactions;

    /**
     * @param tcp the host's TCP as the entry's hosts run it: their congestion control, no small queues, no pacing cap
     * @param requestResponse the entry's flows are request/response, whose transactions are counted
     */
    CrossContext(CrossTraffic links, Tcp tcp, Kernel kernel, Receiver receiver, int mtu, boolean requestResponse) {
        this.links = links;
        this.tcp = tcp;
        this.kernel = kernel;
        this.receiver = receiver;
        this.mtu = mtu;
        this.transactions = requestResponse ? new Transactions() : null;
    }

    /** The entry's transactions, or null when its flows are not request/response. */
    Transactions transactions() {
        return transactions;
    }

    @Override
    public Packets packets() {
        return links.packets();
    }

    @Override
    public EventQueue events() {
        return links.events();
    }

    @Override
    public boolean send(int packet, int band, long nowNs) {
        links.send(packet, nowNs);
        return true;
    }

    @Override
    public int mtu() {
        return mtu;
    }

    @Override
    public Tcp tcp() {
        return tcp;
    }

    @Override
    public Kernel kernel() {
        return kernel;
    }

    @Override
    public Receiver receiver() {
        return receiver;
    }

    @Override
    public boolean behindPort() {
        return true;
    }

    /** Not fq: no one paces the other hosts' sockets. */
    @Override
    public QdiscKind qdiscKind() {
        return QdiscKind.PFIFO_FAST;
    }

    @Override
    public long belowTcp(int source) {
        return links.onLink(source);
    }

    @Override
    public boolean superPackets() {
        return false;
    }

    @Override
    public int gsoMaxSize() {
        return 0;
    }

    @Override
    public long perBytePs() {
        return 0;
    }

    @Override
    public long zerocopyPageNs() {
        return 0;
    }

    @Override
    public long zerocopyCompletionNs() {
        return 0;
    }

    /** Never asked: a copy that costs nothing is not asked of a CPU ({@code WriteQueue.copies}). */
    @Override
    public void copyWanted(int source) {
        throw new IllegalStateException("other hosts' flows copy nothing on this host's CPUs");
    }

    @Override
    public void pktgenStarted(PktgenSource source) {
        throw new IllegalStateException("cross traffic has no pktgen");
    }

    /** A request/response flow of the entry had its response: one transaction, counted for the entry. */
    @Override
    public void transactionDone(int group, long latencyNs) {
        transactions.done(latencyNs);
    }
}
