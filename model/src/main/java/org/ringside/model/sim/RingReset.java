package org.ringside.model.sim;

import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;
import org.ringside.model.sources.Source;

/**
 * A new ring, as {@code ethtool -G} or {@code ip link set mtu} makes one: the frame on the wire is
 * cut off, every packet in the ring or the NIC's FIFO not yet sent is dropped and counted (its
 * source learns of the loss), DQL is reset, and the qdisc is run again.
 */
final class RingReset {
    private RingReset() {
    }

    static void reset(TxPath path, int ringSize, long now) {
        TxRing ring = path.ring();
        Packets packets = path.packets;
        // The FIFO's packets are lost with it. With completion fetched they are done, and those
        // the clean-up has freed already are no longer in the ring.
        int[] inFifo = path.fifo == null ? new int[0] : path.fifo.heldIds();
        path.completion.nicReset(now);
        for (int packet : inFifo) {
            if (packets.released(packet)) {
                drop(path, packet, now);
                packets.free(packet);
            }
        }
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int packet = ring.packetAt(pos);
            // Done packets were already counted as sent, unless they were still in the FIFO.
            if (pos >= ring.donePosition() || contains(inFifo, packet)) {
                drop(path, packet, now);
            }
            packets.free(packet);
        }
        path.driver.reset(ringSize, now);
        path.work.ringReset();
        if (!path.qdisc.isEmpty() && !path.run.running()) {
            path.cpu.qdiscWanted = true;
        }
        path.work.dispatch(now);
    }

    private static boolean contains(int[] ids, int id) {
        for (int i : ids) {
            if (i == id) {
                return true;
            }
        }
        return false;
    }

    private static void drop(TxPath path, int packet, long now) {
        Packets packets = path.packets;
        int share = packets.acct(packet);
        path.counters.droppedBytes += share;
        path.counters.ringDrops++;
        Source source = path.sources.get(packets.flow(packet));
        path.statsOf(source).dropped(1, share);
        int parent = packets.parent(packet);
        if (parent == Packets.NONE) {
            source.onLost(now, packets.payload(packet), packets.seq(packet));
        } else {
            packets.addLostPayload(parent, packets.payload(packet));
            packets.addSegmentsOut(parent, -1);
            path.completion.settleParent(parent, now);
        }
    }
}
