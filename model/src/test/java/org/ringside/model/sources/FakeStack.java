package org.ringside.model.sources;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.scenario.TcpCongestion;

/** A stack for testing sources alone: records what they send and drops on request. */
final class FakeStack implements SourceContext {
    final Packets packets = new Packets();
    final EventQueue events = new EventQueue();
    final List<Integer> sent = new ArrayList<>();
    final List<Long> transactions = new ArrayList<>();
    final List<PktgenSource> pktgens = new ArrayList<>();
    int mtu = 1500;
    boolean superPackets;
    int gsoMaxSize = 65_536;
    /** TCP as 2011 ran it by default in these tests: no small queues, no autosizing, no options. */
    Tcp tcp = new Tcp(false, 131_072, 1L << 30, false, false, TcpCongestion.RENO);
    Kernel kernel = Kernel.CURRENT;
    QdiscKind qdiscKind = QdiscKind.PFIFO_FAST;
    /** {@code cpu.per_byte}: 0, so the sources copy nothing unless a test says so. */
    long perBytePs;
    long zerocopyPageNs;
    long zerocopyCompletionNs;
    /** The sources that asked for a copy, in order. */
    final List<Integer> copiesWanted = new ArrayList<>();
    /** Drop the next this many packets. */
    int dropNext;

    @Override
    public Packets packets() {
        return packets;
    }

    @Override
    public EventQueue events() {
        return events;
    }

    @Override
    public boolean send(int packet, int band, long nowNs) {
        if (dropNext > 0) {
            dropNext--;
            packets.free(packet);
            return false;
        }
        sent.add(packet);
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
    public QdiscKind qdiscKind() {
        return qdiscKind;
    }

    @Override
    public Kernel kernel() {
        return kernel;
    }

    @Override
    public long belowTcp(int source) {
        return packets.heldBytes(source);
    }

    @Override
    public boolean superPackets() {
        return superPackets;
    }

    @Override
    public int gsoMaxSize() {
        return gsoMaxSize;
    }

    @Override
    public long perBytePs() {
        return perBytePs;
    }

    @Override
    public long zerocopyPageNs() {
        return zerocopyPageNs;
    }

    @Override
    public long zerocopyCompletionNs() {
        return zerocopyCompletionNs;
    }

    @Override
    public void copyWanted(int source) {
        copiesWanted.add(source);
    }

    @Override
    public void pktgenStarted(PktgenSource source) {
        pktgens.add(source);
    }

    @Override
    public void transactionDone(int group, long latencyNs) {
        transactions.add(latencyNs);
    }

    long payloadSent() {
        long total = 0;
        for (int p : sent) {
            total += packets.payload(p);
        }
        return total;
    }
}
