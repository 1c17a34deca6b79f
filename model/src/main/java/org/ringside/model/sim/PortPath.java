package org.ringside.model.sim;

import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.network.BottleneckPort;
import org.ringside.model.network.PortExit;
import org.ringside.model.network.PortFrame;
import org.ringside.model.nic.NicTransmitter;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Headers;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/**
 * The way from the host's wire to the far end through the {@link BottleneckPort}: each frame that
 * leaves the wire enters the port, each frame the port sends reaches its flow's far end
 * ({@code Source.onArrived}), and each it drops is told to its flow ({@code Source.onNetworkDrop}).
 * Only with {@code network:} in the scenario; without, the far end sees a packet as its last bit
 * leaves the wire ({@link Delivery}).
 */
final class PortPath implements PortExit {
    private final BottleneckPort port;
    private final EventQueue events;
    private final Packets packets;
    private final Sources sources;
    private final StepNote note;
    /** Whether each source's packets are ECN-capable: bulk TCP with {@code tcp.ecn}. */
    private final boolean[] ect;
    /** Other hosts' flows into the port, numbered after this host's sources, or null. */
    private final CrossTraffic cross;
    /** Bytes of each source's frames that left the port, this host's and then other hosts'. */
    private final long[] bytesLeft;

    /**
     * @param tcpEcn {@code tcp.ecn}: the bulk TCP flows negotiated ECN
     * @param seed the scenario's seed, for the port's random drops (RED)
     * @param cross other hosts' flows into the same port, or null
     */
    PortPath(Bottleneck settings, int mtu, boolean tcpEcn, long seed, EventQueue events, Packets packets,
            Sources sources, StepNote note, CrossTraffic cross) {
        int all = sources.size() + (cross == null ? 0 : cross.size());
        this.port = new BottleneckPort(settings, all, mtu + Headers.ETHERNET, seed, this);
        this.events = events;
        this.packets = packets;
        this.sources = sources;
        this.note = note;
        this.cross = cross;
        bytesLeft = new long[all];
        ect = new boolean[sources.size()];
        for (int i = 0; i < ect.length; i++) {
            ect[i] = tcpEcn && sources.get(i).flow().kind() == FlowKind.BULK_TCP;
        }
    }

    /** The holder another host's frame is written into before {@link #crossArrives}. */
    PortFrame arriving() {
        return port.arriving();
    }

    /** Another host's frame, written into {@link #arriving()}, enters the port. */
    void crossArrives(long now) {
        if (note.wanted) {
            note.kind = StepKind.CROSS_ARRIVED;
            note.source = port.arriving().source;
            note.length = port.arriving().len;
        }
        schedule(port.arrive(now));
        if (note.wanted) {
            note.portQueuedBytes = port.queuedBytes();
        }
    }

    /** The frame the NIC is sending has left the wire (called before the NIC moves on): it enters the port. */
    void frameLeftWire(long now, NicTransmitter nic, int packet) {
        PortFrame f = port.arriving();
        f.source = packets.flow(packet);
        f.len = nic.frameBytes();
        f.payload = f.len - packets.headerBytes(packet);
        // A TSO packet's frames each carry one MSS (its gso_size) of the payload, in order.
        f.seq = packets.seq(packet) + (long) nic.frameIndex() * packets.gsoSize(packet);
        int parent = packets.parent(packet);
        boolean last = nic.frameIndex() + 1 == nic.frameCount();
        // A GSO segment ends its skb when it is the last one cut and the last still out.
        f.endsSkb = last && (parent == Packets.NONE
                || packets.payload(parent) == 0 && packets.segmentsOut(parent) == 1);
        f.offeredNs = packets.offeredNs(packet);
        f.ect = ect[f.source];
        schedule(port.arrive(now));
    }

    /** New settings for the running port ({@link BottleneckPort#configure}). */
    void configure(Bottleneck next) {
        port.configure(next);
    }

    void onPortDone(long now) {
        schedule(port.sent(now));
    }

    private void schedule(long endNs) {
        if (endNs != BottleneckPort.IDLE) {
            events.schedule(endNs, EventKind.PORT_DONE, 0, 0);
        }
    }

    @Override
    public void frameLeft(long nowNs, PortFrame f) {
        if (note.wanted) {
            note.kind = StepKind.PORT_SENT;
            note.source = f.source;
            note.portSent(f.len, f.sojournNs, port.queuedBytes(), f.ce);
        }
        bytesLeft[f.source] += f.len;
        source(f.source).onArrived(nowNs, f.seq, f.payload, f.endsSkb, f.order, f.offeredNs, f.ce);
    }

    @Override
    public void frameDropped(long nowNs, PortFrame f, boolean byAqm) {
        if (note.wanted) {
            if (byAqm) {
                note.portAqmDrops++;
            } else {
                Bottleneck settings = port.settings();
                boolean inPackets = settings.bufferPackets() > 0;
                note.portDrop(inPackets ? settings.bufferPackets() : settings.bufferBytes(), inPackets, f.source);
            }
        }
        source(f.source).onNetworkDrop(nowNs, f.seq, f.payload, f.endsSkb, f.order);
    }

    private Source source(int index) {
        return cross != null && cross.owns(index) ? cross.source(index) : sources.get(index);
    }

    /** Bytes of the source's frames that have left the port ({@code skb->len}). */
    long bytesLeft(int source) {
        return bytesLeft[source];
    }

    /** Other hosts' flows into the port, or null. */
    CrossTraffic cross() {
        return cross;
    }

    /** The port itself, for the sampler, the snapshot and the summary. */
    BottleneckPort port() {
        return port;
    }
}
