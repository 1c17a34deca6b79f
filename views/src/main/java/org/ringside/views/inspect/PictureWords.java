package org.ringside.views.inspect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringside.model.driver.SlotState;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.BqlView;
import org.ringside.model.sim.SimSnapshot.SocketView;

/**
 * What one lane's picture shows, in sentences a student who cannot see it can follow: where the
 * packets wait, which limit stops them, what the senders are held by, and what the last step did.
 * Every number is the snapshot's; a sender's state is the model's own line, the last step the
 * step narrator's sentence.
 */
public final class PictureWords {
    private PictureWords() {
    }

    /**
     * The sentences for {@code s}, its transmit queue {@code queue} (the one the picture shows)
     * told; the last one the snapshot has where it has fewer.
     *
     * @param lastStep the last step's sentence, or the line that counted steps run without one,
     *     or "" before the first
     * @param qdiscDrops the packets the qdisc dropped since the last description
     */
    public static String of(SimSnapshot s, int queue, String lastStep, long qdiscDrops) {
        QueueDetail q = s.queue(Math.max(0, Math.min(queue, s.queues().size() - 1)));
        List<String> sentences = new ArrayList<>(4);
        sentences.add(where(s, q));
        sentences.add("What stops them: " + String.join("; ", stops(s, q, qdiscDrops)) + ".");
        String senders = senders(s);
        if (!senders.isEmpty()) {
            sentences.add(senders);
        }
        sentences.add(lastStep.isEmpty() ? "No step taken yet." : "Last step: " + lastStep + ".");
        return String.join(" ", sentences);
    }

    /** Where the packets wait: the qdisc, the ring and BQL, the NIC's FIFO, the wire. */
    static String where(SimSnapshot s, QueueDetail q) {
        StringBuilder b = new StringBuilder(200);
        b.append("At ").append(Durations.human(s.timeNs())).append(": ");
        if (s.queues().size() > 1) {
            b.append("on queue tx-").append(q.index()).append(" of ").append(s.queues().size()).append(", ");
        }
        long qdiscPackets = 0;
        long qdiscBytes = 0;
        for (List<SimSnapshot.PacketView> band : q.qdiscBands()) {
            qdiscPackets += band.size();
            for (SimSnapshot.PacketView p : band) {
                qdiscBytes += p.lenBytes();
            }
        }
        String qdisc = s.qdiscName() == null ? "the qdisc" : "the qdisc (" + s.qdiscName() + ")";
        b.append(qdisc).append(qdiscPackets == 0 ? " is empty" : " holds " + plural(qdiscPackets, "packet") + ", "
                + ByteCounts.exact(qdiscBytes));
        int size = q.ringSize();
        int inUse = size - q.ring().count(SlotState.FREE);
        b.append("; the TX ring has ").append(inUse).append(" of ").append(size).append(" descriptors in use");
        BqlView bql = q.bql();
        if (bql.on()) {
            b.append(", BQL inflight ").append(ByteCounts.grouped(bql.inflight())).append(" of limit ")
                    .append(ByteCounts.exact(bql.limit()));
        } else {
            b.append(", ").append(ByteCounts.exact(bql.inflight())).append(" (BQL off)");
        }
        if (q.fifo() != null) {
            b.append("; the NIC's FIFO holds ").append(ByteCounts.grouped(q.fifo().bytes())).append(" of ")
                    .append(ByteCounts.exact(q.fifo().capacityBytes()));
        }
        SimSnapshot.WireView wire = s.wire();
        if (wire.busy()) {
            b.append("; on the wire: packet #").append(wire.packetId()).append(", frame ").append(wire.frame())
                    .append(" of ").append(wire.frames()).append(" (").append(ByteCounts.exact(wire.frameBytes()))
                    .append(')');
        } else {
            b.append("; the wire is idle");
        }
        if (s.port() != null) {
            // Beyond the wire: the switch port's buffer, where the queue builds when the port is the bottleneck.
            b.append("; beyond the wire the switch port's buffer holds ").append(plural(s.port().queuedFrames(), "frame"))
                    .append(", ").append(ByteCounts.exact(s.port().queuedBytes())).append(" of ")
                    .append(s.port().inPackets() ? plural(s.port().bufferPackets(), "frame")
                            : ByteCounts.exact(s.port().bufferBytes()))
                    .append(", and it has dropped ").append(plural(s.port().drops(), "frame"));
        }
        if (s.queues().size() > 1) {
            b.append("; all queues together: ").append(plural(s.totals().qdiscPackets(), "packet"))
                    .append(" in their qdiscs, ").append(ByteCounts.exact(s.totals().ringBytes())).append(" in their rings");
        }
        return b.append('.').toString();
    }

    /** Each limit that holds packets back now, most telling first; one clause when none does. */
    static List<String> stops(SimSnapshot s, QueueDetail q, long qdiscDrops) {
        List<String> out = new ArrayList<>(4);
        BqlView bql = q.bql();
        // netdev_tx_sent_queue sets __QUEUE_STATE_STACK_XOFF once dql_avail < 0 (BQL, Linux 3.3).
        if (bql.stackXoff()) {
            out.add("BQL stopped the queue (stack XOFF): its inflight reached the limit, so packets wait in the"
                    + " qdisc until a clean-up completes bytes");
        }
        // The driver's netif_stop_queue when fewer descriptors are free than a packet may need.
        if (q.driverXoff()) {
            out.add("the ring is full: the driver stopped the queue (driver XOFF) until a clean-up frees"
                    + " descriptors");
        }
        int streams = 0;
        int held = 0;
        for (SocketView socket : s.sockets()) {
            if (socket.kind() == FlowKind.BULK_TCP) {
                streams++;
                held += socket.smallQueuesThrottled() ? 1 : 0;
            }
        }
        // tcp_small_queue_check (Linux 3.6): too many bytes of the socket's below TCP.
        if (held > 0) {
            out.add("TCP small queues holds back " + (streams == 1 ? "the sender" : held + " of " + streams
                    + " TCP senders") + " until the clean-up frees their packets");
        }
        if (qdiscDrops > 0) {
            out.add("the qdisc is full: it dropped " + plural(qdiscDrops, "packet") + " since the last description");
        }
        if (out.isEmpty()) {
            out.add("neither BQL nor the ring has stopped the queue");
        }
        return out;
    }

    /** Each TCP flow entry's state as the model says it, its first stream's when it has several. */
    static String senders(SimSnapshot s) {
        Map<String, List<SocketView>> byFlow = new LinkedHashMap<>();
        for (SocketView socket : s.sockets()) {
            if (socket.kind() == FlowKind.BULK_TCP) {
                byFlow.computeIfAbsent(socket.flow(), f -> new ArrayList<>()).add(socket);
            }
        }
        List<String> out = new ArrayList<>(byFlow.size());
        byFlow.forEach((flow, sockets) -> out.add(flow + (sockets.size() == 1 ? "" : " (first of "
                + sockets.size() + " streams)") + ": " + sockets.get(0).state()));
        return out.isEmpty() ? "" : "TCP senders: " + String.join("; ", out) + ".";
    }

    private static String plural(long n, String word) {
        return ByteCounts.grouped(n) + " " + word + (n == 1 ? "" : "s");
    }
}
