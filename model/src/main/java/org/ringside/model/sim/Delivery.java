package org.ringside.model.sim;

import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/**
 * What a packet's end means to its flow: counted as sent (and its latency measured) when its last
 * bit leaves the wire, its source told; counted as dropped, its source told of the loss, when a
 * ring reset drops it; a GSO packet reported whole once every segment has left or been dropped.
 */
final class Delivery {
    private final Packets packets;
    private final Counters counters;
    private final Sources sources;
    private final FlowStats[] stats;
    private final long[] payloadSent;
    /** Whether the far end sees a packet as it leaves the wire; with a bottleneck port it sees it later. */
    private final boolean farEndAtWire;

    /**
     * @param payloadSent payload bytes per source that have left the wire, added to here
     * @param farEndAtWire false when a bottleneck port lies beyond the wire ({@link PortPath} tells the sources)
     */
    Delivery(Packets packets, Counters counters, Sources sources, FlowStats[] stats, long[] payloadSent,
            boolean farEndAtWire) {
        this.farEndAtWire = farEndAtWire;
        this.packets = packets;
        this.counters = counters;
        this.sources = sources;
        this.stats = stats;
        this.payloadSent = payloadSent;
    }

    /** A packet's (or a GSO segment's) last bit left the wire: it counts as sent now. */
    void packetLeftWire(int packet, long now) {
        int share = packets.acct(packet);
        counters.sentBytes += share;
        payloadSent[packets.flow(packet)] += packets.payload(packet);
        Source source = sources.get(packets.flow(packet));
        FlowStats flow = stats[source.group()];
        flow.bytesSent(share);
        int parent = packets.parent(packet);
        if (parent == Packets.NONE) {
            counters.sentPackets++;
            flow.packetSent(now - packets.offeredNs(packet));
            if (farEndAtWire) {
                source.onSent(now, packets.payload(packet), packets.offeredNs(packet));
            }
        } else {
            packets.addDeliveredPayload(parent, packets.payload(packet));
            packets.addSegmentsOut(parent, -1);
            settleParent(parent, now);
        }
    }

    /**
     * A ring reset dropped a packet (or a GSO segment) not yet sent: counted as a ring drop, and
     * its source learns of the loss.
     */
    void droppedFromRing(int packet, long now) {
        int share = packets.acct(packet);
        counters.droppedBytes += share;
        counters.ringDrops++;
        Source source = sources.get(packets.flow(packet));
        stats[source.group()].dropped(1, share);
        int parent = packets.parent(packet);
        if (parent == Packets.NONE) {
            source.onLost(now, packets.payload(packet), packets.seq(packet));
        } else {
            packets.addLostPayload(parent, packets.payload(packet));
            packets.addSegmentsOut(parent, -1);
            settleParent(parent, now);
        }
    }

    /** When every segment of a split packet has left the wire or been dropped, report it whole. */
    void settleParent(int parent, long now) {
        if (packets.payload(parent) > 0 || packets.segmentsOut(parent) > 0) {
            return; // still being split, or segments still in the ring
        }
        Source source = sources.get(packets.flow(parent));
        int delivered = packets.deliveredPayload(parent);
        int lost = packets.lostPayload(parent);
        if (lost == 0) {
            counters.sentPackets++;
            stats[source.group()].packetSent(now - packets.offeredNs(parent));
        }
        if (delivered > 0 && farEndAtWire) {
            source.onSent(now, delivered, packets.offeredNs(parent));
        }
        if (lost > 0) {
            source.onLost(now, lost, packets.seq(parent));
        }
        packets.free(parent);
    }
}
