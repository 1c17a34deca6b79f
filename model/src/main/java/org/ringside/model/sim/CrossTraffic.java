package org.ringside.model.sim;

import java.util.List;
import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.network.PortFrame;
import org.ringside.model.nic.Wire;
import org.ringside.model.scenario.CrossFlow;
import org.ringside.model.scenario.CrossKind;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Tcp;
import org.ringside.model.sources.AckArg;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/**
 * Other hosts' flows into the bottleneck port ({@code network.cross_traffic}): the model's own
 * {@code BulkTcpSource}, {@code UdpCbrSource} and {@code RequestResponseSource}, each at a host of its own ({@link CrossContext}),
 * numbered after this host's sources so that their packets, timers and ACKs are told apart. Each
 * flow's host sends its frames over its own access link at the entry's access rate, back to back
 * ({@link Wire}'s exact clock), and a frame enters the port when its last bit has crossed the
 * link ({@link EventKind#CROSS_FRAME}, one chain a flow: its frames come in order). The port's
 * verdicts reach the flows as this host's reach its own ({@link PortPath}).
 */
final class CrossTraffic {
    private final EventQueue events;
    /** The other hosts' packets: a pool apart from this host's, so its runs stay as they were. */
    private final Packets packets = new Packets(256);
    /** The first cross source's index: this host's sources come before. */
    private final int first;
    private final List<CrossFlow> entries;
    /** By index less {@link #first}: the source, its entry, its number within the entry (from 1). */
    private final Source[] sources;
    private final int[] entryOf;
    private final int[] numberInEntry;
    /** Each flow's access link, its frames' chain, and the bytes and frames on it. */
    private final Wire[] links;
    private final int[] chains;
    private final long[] bytesOnLink;
    private final int[] framesOnLink;
    /** Whether each flow's frames are ECN-capable: bulk TCP when its hosts' TCP asks for ECN. */
    private final boolean[] ect;
    /** Each entry's hosts: what they may do, and the transactions of a request/response entry. */
    private final CrossContext[] contexts;
    private PortPath port;

    CrossTraffic(Scenario scenario, EventQueue events, int first) {
        this.events = events;
        this.first = first;
        this.entries = scenario.network().crossTraffic();
        int n = scenario.network().crossFlows();
        sources = new Source[n];
        entryOf = new int[n];
        numberInEntry = new int[n];
        links = new Wire[n];
        chains = new int[n];
        bytesOnLink = new long[n];
        framesOnLink = new int[n];
        ect = new boolean[n];
        contexts = new CrossContext[entries.size()];
        long portRate = scenario.network().bottleneck().rateBps();
        int made = 0;
        for (int e = 0; e < entries.size(); e++) {
            CrossFlow c = entries.get(e);
            // The other hosts run this host's release and TCP, with the entry's congestion control;
            // no SO_MAX_PACING_RATE, no small queues (nothing below TCP but the access link).
            Tcp tcp = scenario.tcp().withCongestion(c.congestion()).withSmallQueues(false).withMaxPacingRateBps(0);
            CrossContext ctx = new CrossContext(this, tcp, scenario.kernel(), scenario.receiver(), scenario.nic().mtu(),
                    c.kind() == CrossKind.REQUEST_RESPONSE);
            contexts[e] = ctx;
            // A seed of the entry's own, so the host's sources draw their starts as they did.
            Sources made1 = new Sources(List.of(flow(c)), scenario.seed() + 1 + e, ctx, first + made);
            for (int i = 0; i < c.count(); i++) {
                sources[made] = made1.get(first + made);
                entryOf[made] = e;
                numberInEntry[made] = i + 1;
                links[made] = new Wire(c.accessRate(portRate));
                chains[made] = events.newChain(EventKind.CROSS_FRAME, first + made);
                ect[made] = c.kind() == CrossKind.BULK_TCP && tcp.ecn();
                made++;
            }
        }
    }

    /** The entry as a host flow: what its sources are made from. */
    private static Flow flow(CrossFlow c) {
        if (c.kind() == CrossKind.BULK_TCP) {
            return Flow.defaults(FlowKind.BULK_TCP).withName(c.name()).withCount(c.count()).withRemoteRttNs(c.remoteRttNs());
        }
        if (c.kind() == CrossKind.REQUEST_RESPONSE) {
            return Flow.defaults(FlowKind.REQUEST_RESPONSE).withName(c.name()).withCount(c.count())
                    .withRemoteRttNs(c.remoteRttNs()).withRequest(c.request());
        }
        return Flow.defaults(FlowKind.UDP_CBR).withName(c.name()).withCount(c.count()).withSize(c.size())
                .withIntervalNs(c.intervalNs());
    }

    /** The port their frames enter; before the first start. */
    void connect(PortPath path) {
        this.port = path;
    }

    void scheduleStarts() {
        for (Source s : sources) {
            s.schedule();
        }
    }

    // --- the hosts' events -----------------------------------------------------------------------

    void onTimer(long now, int index, long what) {
        sources[index - first].onTimer(now, what);
    }

    void onAck(long now, int index, long ack) {
        sources[index - first].onAck(now, AckArg.bytes(ack), AckArg.skbs(ack), AckArg.offeredNs(ack));
    }

    /** A source sent a packet: its host puts it on its access link behind what waits there. */
    void send(int packet, long now) {
        int i = packets.flow(packet) - first;
        packets.setOfferedNs(packet, now);
        int len = packets.len(packet);
        links[i].finishFrame();
        long end = links[i].startFrame(len, now);
        bytesOnLink[i] += len;
        framesOnLink[i]++;
        events.scheduleInChain(chains[i], end, packet);
    }

    /** A frame's last bit crossed its access link: it enters the port, and its packet is done with. */
    void frameReady(long now, int index, int packet) {
        int i = index - first;
        int len = packets.len(packet);
        bytesOnLink[i] -= len;
        framesOnLink[i]--;
        PortFrame f = port.arriving();
        f.source = index;
        f.len = len;
        f.payload = len - packets.headerBytes(packet);
        f.seq = packets.seq(packet);
        f.endsSkb = true;
        f.offeredNs = packets.offeredNs(packet);
        f.ect = ect[i];
        packets.free(packet);
        port.crossArrives(now);
    }

    // --- reading -----------------------------------------------------------------------------------

    Packets packets() {
        return packets;
    }

    EventQueue events() {
        return events;
    }

    /** Whether the source with this index is another host's. */
    boolean owns(int index) {
        return index >= first;
    }

    /** The first cross source's index. */
    int first() {
        return first;
    }

    /** Other hosts' flows. */
    int size() {
        return sources.length;
    }

    Source source(int index) {
        return sources[index - first];
    }

    /** The entry the flow belongs to. */
    int entryOf(int index) {
        return entryOf[index - first];
    }

    List<CrossFlow> entries() {
        return entries;
    }

    /** A request/response entry's transactions so far, or null for an entry of another kind. */
    Transactions transactions(int entry) {
        return contexts[entry].transactions();
    }

    /** Bytes of the flow's frames on its access link. */
    long onLink(int index) {
        return bytesOnLink[index - first];
    }

    /** Frames on every access link: the other hosts' packets alive. */
    int framesOnLinks() {
        int n = 0;
        for (int f : framesOnLink) {
            n += f;
        }
        return n;
    }

    /**
     * "others' stream 2", "web's client 3": the entry's name, what one of its kind is called, and
     * the flow's number when the entry has several.
     */
    String name(int index) {
        int i = index - first;
        CrossFlow entry = entries.get(entryOf[i]);
        String owner = entry.name().endsWith("s") ? entry.name() + "'" : entry.name() + "'s";
        String one = owner + " " + entry.kind().oneWord();
        return entry.count() == 1 ? one : one + " " + numberInEntry[i];
    }
}
