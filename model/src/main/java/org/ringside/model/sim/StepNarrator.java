package org.ringside.model.sim;

import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;

/**
 * Turns a {@link StepNote} into a sentence a student can read, e.g.
 * "t=12.345 µs clean-up: 3 packets, 4,542 bytes → DQL limit 30,280 → 28,766 (slack applied after
 * the hold time)". Called only when a step's words are wanted. The time is
 * {@link Durations#exact(long)}, other durations {@link Durations#human(double)} and byte counts
 * {@link ByteCounts#exact(long)}.
 *
 * <p>What the note's numbers mean, by kind:
 * <ul>
 *   <li>source steps: v4 = bytes acknowledged (ACK) or transaction time (reply), v5/v6 = cwnd
 *       before/after;</li>
 *   <li>QDISC_XMIT, PKTGEN_XMIT: v0 = length, v1 = descriptors, v2 = descriptors in use,
 *       v3 = BQL inflight, v4 = BQL limit, v5/v6 = segment number and count (GSO);</li>
 *   <li>DOORBELL: v0 = packets and v1 = descriptors made visible, v2 = the new tail slot;</li>
 *   <li>CLEANUP: v0 = packets, v1 = bytes, v2/v3 = BQL limit before/after;</li>
 *   <li>FRAME_SENT: v0 = frame number, v1 = frames, v2 = frame bytes;</li>
 *   <li>PACKET_SENT: v0 = length, v1 = latency, v2 = interrupt timer started for;</li>
 *   <li>FETCHED: v0 = length, v1 = bytes in the FIFO, v2 = interrupt timer started for, v3 = 1
 *       when the descriptors are done now ({@code completion: fetched});</li>
 *   <li>INTERRUPT: v0 = packets done.</li>
 * </ul>
 */
final class StepNarrator {
    private StepNarrator() {
    }

    static String sentence(StepNote n, TxPath path) {
        StringBuilder s = new StringBuilder(120);
        s.append("t=").append(Durations.exact(n.timeNs)).append(' ');
        switch (n.kind) {
            case FLOW_START:
                s.append(flowName(path, n.source)).append(" starts");
                queued(s, n, path);
                break;
            case PKTGEN_START:
                s.append(flowName(path, n.source)).append(" starts handing packets to the driver as fast as the CPU allows");
                break;
            case UDP_SEND:
                s.append(flowName(path, n.source)).append(" sends its next datagram");
                queued(s, n, path);
                break;
            case TCP_ACK:
                s.append("ACK for ").append(flowName(path, n.source)).append(": ").append(ByteCounts.exact(n.v[4]))
                        .append(" acknowledged, cwnd ").append(ByteCounts.grouped(n.v[5])).append(" → ")
                        .append(ByteCounts.exact(n.v[6]));
                queued(s, n, path);
                break;
            case TCP_WAKE:
                if (n.v[4] > 0) {
                    s.append("clean-up freed ").append(n.v[4]).append(" of ").append(flowName(path, n.source))
                            .append("'s packets: it may send again");
                } else {
                    s.append(flowName(path, n.source)).append(" looks again at its TCP limits");
                }
                queued(s, n, path);
                break;
            case TCP_RETRY:
                s.append(flowName(path, n.source)).append(" retries after a drop left nothing in flight");
                queued(s, n, path);
                break;
            case RR_REPLY:
                s.append("reply for ").append(flowName(path, n.source)).append(": transaction took ")
                        .append(Durations.human(n.v[4])).append("; next request");
                queued(s, n, path);
                break;
            case RR_RETRY:
                s.append(flowName(path, n.source)).append(" sends its request again");
                queued(s, n, path);
                break;
            case QDISC_XMIT:
            case PKTGEN_XMIT:
                xmit(s, n, path);
                break;
            case XMIT_REFUSED:
                s.append("the TX queue is stopped: nothing handed to the driver");
                break;
            case DOORBELL:
                s.append(n.flag ? "clean-up flushes the doorbell" : "doorbell").append(": the NIC now sees ")
                        .append(n.v[1]).append(" more descriptors (").append(plural(n.v[0], "packet"))
                        .append("), tail at slot ").append(n.v[2]);
                break;
            case CLEANUP:
                cleanup(s, n, path);
                break;
            case FRAME_SENT:
                s.append("frame ").append(n.v[0]).append(" of ").append(n.v[1]).append(" of packet #").append(n.packet)
                        .append(" left the wire (").append(ByteCounts.exact(n.v[2])).append(')');
                break;
            case PACKET_SENT:
                s.append("packet #").append(n.packet).append(" (").append(flowName(path, n.source)).append(", ")
                        .append(ByteCounts.exact(n.v[0])).append(") left the wire ").append(Durations.human(n.v[1]))
                        .append(" after it was queued");
                if (n.flag) {
                    s.append("; TX interrupt now");
                } else if (n.v[2] > 0) {
                    s.append("; TX interrupt due in ").append(Durations.human(n.v[2]));
                }
                break;
            case FETCHED:
                s.append("packet #").append(n.packet).append(" (").append(flowName(path, n.source)).append(", ")
                        .append(ByteCounts.exact(n.v[0])).append(") read into the NIC's FIFO, ")
                        .append(ByteCounts.grouped(n.v[1])).append(" of ").append(ByteCounts.exact(path.fifo.capacity()))
                        .append(" held");
                if (n.v[3] == 0) {
                    s.append("; done when it has left the wire");
                } else {
                    s.append("; its descriptors are done before it is on the wire");
                    if (n.flag) {
                        s.append("; TX interrupt now");
                    } else if (n.v[2] > 0) {
                        s.append("; TX interrupt due in ").append(Durations.human(n.v[2]));
                    }
                }
                break;
            case INTERRUPT:
                s.append("TX interrupt: ").append(plural(n.v[0], "packet")).append(" done, clean-up scheduled");
                break;
            default:
                s.append("nothing left to happen");
                break;
        }
        // CoDel drops as a packet leaves its queue, which any step that starts a qdisc run may do.
        long codel = path.counters.codelDrops - n.codelDropsBefore;
        if (codel > 0) {
            s.append("; CoDel dropped ").append(plural(codel, "packet")).append(" that waited too long");
        }
        return s.toString();
    }

    private static void queued(StringBuilder s, StepNote n, TxPath path) {
        long packets = path.counters.offeredPackets - n.offeredPacketsBefore;
        long bytes = path.counters.offeredBytes - n.offeredBytesBefore;
        long drops = path.counters.qdiscDrops - n.dropsBefore;
        if (packets > 0) {
            s.append("; ").append(plural(packets, "packet")).append(" (").append(ByteCounts.exact(bytes))
                    .append(") handed to the qdisc");
        }
        if (drops > 0) {
            s.append(", ").append(drops).append(path.qdisc.kind() == QdiscKind.FQ_CODEL
                    ? " dropped: over fq_codel's limit, from the head of the fattest flow" : " dropped: band full");
        }
    }

    private static void xmit(StringBuilder s, StepNote n, TxPath path) {
        if (n.kind == StepKind.PKTGEN_XMIT) {
            s.append("pktgen hands packet #").append(n.packet);
        } else if (n.v[6] > 0) {
            s.append("GSO segment ").append(n.v[5]).append(" of ").append(n.v[6]).append(" goes as packet #").append(n.packet);
        } else {
            s.append("qdisc hands packet #").append(n.packet);
        }
        s.append(" (").append(flowName(path, n.source)).append(", ").append(ByteCounts.exact(n.v[0])).append(") to the driver: ")
                .append(n.v[1]).append(" descriptors, ").append(n.v[2]).append(" of ").append(path.ring().size())
                .append(" in use");
        if (path.driver.bql().mode().limits()) {
            s.append(", BQL inflight ").append(ByteCounts.grouped(n.v[3])).append(" of limit ")
                    .append(ByteCounts.grouped(n.v[4]));
        }
        s.append(n.doorbell ? "; doorbell" : "; doorbell deferred");
        if (n.stackXoff) {
            s.append("; stack XOFF (BQL limit reached)");
        }
        if (n.driverXoff) {
            s.append("; driver XOFF (ring nearly full)");
        }
        if (n.runEnded) {
            s.append("; qdisc run ends");
        }
    }

    private static void cleanup(StringBuilder s, StepNote n, TxPath path) {
        s.append("clean-up: ").append(plural(n.v[0], "packet")).append(", ").append(ByteCounts.exact(n.v[1]));
        if (!path.driver.bql().mode().limits()) {
            s.append(" freed (BQL ").append(path.driver.bql().mode().yamlName()).append(")");
        } else if (n.rule == null) {
            s.append(" (nothing reported to DQL)");
        } else {
            s.append(" → DQL limit ").append(ByteCounts.grouped(n.v[2])).append(" → ")
                    .append(ByteCounts.grouped(n.v[3])).append(" (").append(n.rule.words()).append(')');
        }
        if (n.stackXoff) {
            s.append("; stack XOFF cleared");
        }
        if (n.driverXoff) {
            s.append("; driver wakes the queue");
        }
        if (n.doorbell) {
            s.append("; flushes the doorbell");
        }
    }

    /** A source's name: its flow's name, with its number when the flow has several. */
    static String flowName(TxPath path, int sourceIndex) {
        if (sourceIndex < 0) {
            return "?";
        }
        Sources sources = path.sources;
        Source s = sources.get(sourceIndex);
        if (s.flow().count() == 1) {
            return s.flow().name();
        }
        int first = sourceIndex;
        while (first > 0 && sources.get(first - 1).group() == s.group()) {
            first--;
        }
        return s.flow().name() + "#" + (sourceIndex - first + 1);
    }

    private static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
