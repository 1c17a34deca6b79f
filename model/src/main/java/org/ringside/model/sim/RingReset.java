package org.ringside.model.sim;

import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/**
 * A new ring, as {@code ethtool -G} or {@code ip link set mtu} makes one: every packet in the ring
 * or the NIC's FIFO not yet sent is dropped and counted (its source learns of the loss), and the
 * driver makes the new ring with DQL reset. {@link TxPath#resetRing} first cuts off the frame on
 * the wire ({@link WireCompletion#nicReset}) and afterwards runs the qdisc again
 * ({@link CpuWork#ringReset}).
 */
final class RingReset {
    private final TxQueue queue;
    private final Packets packets;
    private final Counters counters;
    private final Sources sources;
    private final FlowStats[] stats;
    private final Delivery delivery;

    RingReset(TxQueue queue, Packets packets, Counters counters, Sources sources, FlowStats[] stats,
            Delivery delivery) {
        this.queue = queue;
        this.packets = packets;
        this.counters = counters;
        this.sources = sources;
        this.stats = stats;
        this.delivery = delivery;
    }

    /** The packets in the NIC's FIFO, to be read before the NIC is reset: they are lost with it. */
    int[] heldByFifo() {
        return queue.fifo == null ? new int[0] : queue.fifo.heldIds();
    }

    /**
     * Drops what the ring and the FIFO held, then makes the new ring.
     *
     * @param inFifo what {@link #heldByFifo()} said before the NIC was reset
     */
    void reset(int[] inFifo, int ringSize, long now) {
        TxRing ring = queue.ring();
        // With completion fetched the FIFO's packets are done, and those the clean-up has freed
        // already are no longer in the ring.
        for (int packet : inFifo) {
            if (packets.released(packet)) {
                drop(packet, now);
                packets.free(packet);
            }
        }
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int packet = ring.packetAt(pos);
            // Done packets were already counted as sent, unless they were still in the FIFO.
            if (pos >= ring.donePosition() || contains(inFifo, packet)) {
                drop(packet, now);
            }
            packets.free(packet);
        }
        queue.driver.reset(ringSize, now);
    }

    private static boolean contains(int[] ids, int id) {
        for (int i : ids) {
            if (i == id) {
                return true;
            }
        }
        return false;
    }

    private void drop(int packet, long now) {
        int share = packets.acct(packet);
        counters.droppedBytes += share;
        counters.ringDrops++;
        queue.drops++;
        Source source = sources.get(packets.flow(packet));
        stats[source.group()].dropped(1, share);
        int parent = packets.parent(packet);
        if (parent == Packets.NONE) {
            source.onLost(now, packets.payload(packet), packets.seq(packet));
        } else {
            packets.addLostPayload(parent, packets.payload(packet));
            packets.addSegmentsOut(parent, -1);
            delivery.settleParent(parent, now);
        }
    }
}
