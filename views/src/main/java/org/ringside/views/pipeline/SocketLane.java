package org.ringside.views.pipeline;

import java.util.SortedSet;
import java.util.TreeSet;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.sim.PathView;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.SocketView;
import org.ringside.model.sim.SocketPacing;
import org.ringside.model.sim.SocketRoute;

/**
 * What one flow entry's sockets hold below TCP, summed over its streams, for the socket lane:
 * the bytes TCP small queues counts, how many of the streams it holds back now, who paces them
 * and which transmit queues they send to.
 *
 * @param wmemAllocBytes bytes of the entry's packets in the qdisc and ring, not yet freed
 * @param throttled streams TCP small queues holds back until the clean-up frees their packets
 * @param pacing the pacing of the entry's first paced socket, or null where nobody paces one
 * @param queues the queues the entry's sockets send to, by number (empty on a snapshot without
 *     its path, or on a device with one queue)
 * @param route the entry's first socket's route, for why it sends where it does, or null
 */
record SocketLane(long wmemAllocBytes, int throttled, SocketPacing pacing, SortedSet<Integer> queues,
        SocketRoute route) {

    /** A lane nobody paces, on a device with one queue. */
    SocketLane(long wmemAllocBytes, int throttled) {
        this(wmemAllocBytes, throttled, null, new TreeSet<>(), null);
    }

    /** The lane of flow entry {@code entry}. */
    static SocketLane of(SimSnapshot s, PacketPlacement placement, int entry) {
        long bytes = 0;
        int held = 0;
        SocketPacing pacing = null;
        SortedSet<Integer> queues = new TreeSet<>();
        SocketRoute route = null;
        PathView path = s.path();
        for (SocketView socket : s.sockets()) {
            if (placement.entryOf(socket.index()) == entry) {
                bytes += socket.wmemAllocBytes();
                held += socket.smallQueuesThrottled() ? 1 : 0;
                if (path != null && socket.index() < path.routes().size()) {
                    SocketPacing p = path.pacing().get(socket.index());
                    pacing = pacing == null && p.by() != SocketPacing.By.NONE ? p : pacing;
                    SocketRoute r = path.routes().get(socket.index());
                    route = route == null ? r : route;
                    queues.add(r.queue());
                }
            }
        }
        if (path != null && path.txQueues() == 1) {
            queues.clear();
        }
        return new SocketLane(bytes, held, pacing, queues, route);
    }

    /** "→ tx-7 (XPS)", "→ tx-0 to tx-6 (XPS)": where the entry's packets go, or "" with one queue. */
    String queueText() {
        if (queues.isEmpty()) {
            return "";
        }
        String where = queues.size() == 1 ? "tx-" + queues.first()
                : queues.size() == queues.last() - queues.first() + 1 ? "tx-" + queues.first() + " to tx-" + queues.last()
                : queues.size() + " queues";
        String why = switch (route.why()) {
            case XPS -> " (XPS)";
            case XPS_HASH -> " (XPS, hash)";
            case HASH -> " (hash)";
            default -> "";
        };
        return "→ " + where + why;
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
