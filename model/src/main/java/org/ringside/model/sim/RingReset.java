package org.ringside.model.sim;

import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;
import org.ringside.model.sources.Source;

/**
 * A new ring, as {@code ethtool -G} or {@code ip link set mtu} makes one: the frame on the wire is
 * cut off, every packet in the ring not yet sent is dropped and counted (its source learns of the
 * loss), DQL is reset, and the qdisc is run again.
 */
final class RingReset {
    private RingReset() {
    }

    static void reset(TxPath path, int ringSize, long now) {
        path.completion.nicReset(now);
        TxRing ring = path.ring();
        Packets packets = path.packets;
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int packet = ring.packetAt(pos);
            if (pos >= ring.donePosition()) {
                drop(path, packet, now); // done packets were already counted as sent
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
