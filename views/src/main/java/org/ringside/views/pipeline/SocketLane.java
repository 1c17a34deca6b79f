package org.ringside.views.pipeline;

import org.ringside.model.format.ByteCounts;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.SocketView;

/**
 * What one flow entry's sockets hold below TCP, summed over its streams, for the socket lane:
 * the bytes TCP small queues counts, and how many of the streams it holds back now.
 *
 * @param wmemAllocBytes bytes of the entry's packets in the qdisc and ring, not yet freed
 * @param throttled streams TCP small queues holds back until the clean-up frees their packets
 */
record SocketLane(long wmemAllocBytes, int throttled) {

    /** The lane of flow entry {@code entry}. */
    static SocketLane of(SimSnapshot s, PacketPlacement placement, int entry) {
        long bytes = 0;
        int held = 0;
        for (SocketView socket : s.sockets()) {
            if (placement.entryOf(socket.index()) == entry) {
                bytes += socket.wmemAllocBytes();
                held += socket.smallQueuesThrottled() ? 1 : 0;
            }
        }
        return new SocketLane(bytes, held);
    }

    /** "262 KB below TCP": what TCP small queues counts of a TCP flow's bytes. */
    String belowTcpText() {
        return ByteCounts.readable(wmemAllocBytes) + " below TCP";
    }

    /** Which of the entry's {@code streams} TCP small queues holds back, or "" for none. */
    String throttledText(int streams) {
        if (throttled == 0) {
            return "";
        }
        String who = streams == 1 ? "" : throttled + " of " + streams + " ";
        return who + "held by small queues";
    }
}
