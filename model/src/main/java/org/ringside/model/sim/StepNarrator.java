package org.ringside.model.sim;

import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.qdisc.FifoQdisc;
import org.ringside.model.sources.Source;
import org.ringside.model.sources.Sources;
import org.ringside.model.sources.WindowCheck;

/**
 * Turns a {@link StepNote} into a sentence a student can read, e.g.
 * "t=12.345 µs clean-up: 3 packets, 4,542 bytes → DQL limit 30,280 → 28,766 (slack applied after
 * the hold time)". Called only when a step's words are wanted. The time is
 * {@link Durations#exact(long)}, other durations {@link Durations#human(double)} and byte counts
 * {@link ByteCounts#exact(long)}.
 * It reads the note's fields of the step's kind by name. With several transmit queues a sentence
 * starts with the queue and the CPU it concerns ("tx-3 on CPU 2: ...").
 */
final class StepNarrator {
    private final Sources sources;
    private final Counters counters;
    /** The device's transmit queues, tx-0 first. */
    private final TxQueue[] queues;
    /** Other hosts' flows into the bottleneck port, or null. */
    private final CrossTraffic cross;

    StepNarrator(Sources sources, Counters counters, TxQueue[] queues, CrossTraffic cross) {
        this.sources = sources;
        this.cross = cross;
        this.counters = counters;
        this.queues = queues;
    }

    String sentence(StepNote n) {
        StringBuilder s = new StringBuilder(120);
        s.append("t=").append(Durations.exact(n.timeNs)).append(' ');
        where(s, n);
        switch (n.kind) {
            case FLOW_START:
                s.append(flowName(n.source)).append(" starts");
                queued(s, n);
                break;
            case PKTGEN_START:
                s.append(flowName(n.source)).append(" starts handing packets to the driver as fast as the CPU allows");
                break;
            case UDP_SEND:
                s.append(flowName(n.source)).append(" sends its next datagram");
                queued(s, n);
                break;
            case TCP_ACK:
                if (n.ackedBytes == 0) {
                    s.append("window update for ").append(flowName(n.source))
                            .append(": its receiver's application read, the window opens");
                    queued(s, n);
                    break;
                }
                s.append("ACK for ").append(flowName(n.source)).append(": ");
                if (n.ackedSegments > 1) {
                    s.append(n.ackedSegments).append(" segments (").append(ByteCounts.exact(n.ackedBytes)).append(")");
                } else {
                    s.append(ByteCounts.exact(n.ackedBytes));
                }
                s.append(" acknowledged, cwnd ").append(ByteCounts.grouped(n.cwndBefore)).append(" → ")
                        .append(ByteCounts.exact(n.cwndAfter));
                queued(s, n);
                break;
            case TCP_WAKE:
                if (n.freedAtWake > 0) {
                    s.append("clean-up freed ").append(n.freedAtWake).append(" of ").append(flowName(n.source))
                            .append("'s packets: it may send again");
                } else {
                    s.append(flowName(n.source)).append(" looks again at its TCP limits");
                }
                queued(s, n);
                break;
            case SENDMSG_COPY:
                if (sources.get(n.source).flow().zerocopy()) {
                    s.append(flowName(n.source)).append("'s sendmsg pinned ").append(ByteCounts.exact(n.copiedBytes))
                            .append(" of its application's pages (MSG_ZEROCOPY)");
                } else {
                    s.append(flowName(n.source)).append("'s application copied ").append(ByteCounts.exact(n.copiedBytes))
                            .append(" into its socket (sendmsg)");
                }
                queued(s, n);
                break;
            case TCP_ACK_WORK:
                s.append(n.acksWorked).append(n.acksWorked == 1 ? " ACK processed" : " ACKs processed")
                        .append(" (tcp_ack, freeing the skbs acknowledged)");
                break;
            case TCP_PACED:
                s.append(flowName(n.source)).append("'s pacing timer fires: it may send again");
                queued(s, n);
                break;
            case QDISC_WATCHDOG:
                s.append("the qdisc's watchdog fires: a flow fq held back for its departure time may send");
                break;
            case TCP_DELACK:
                s.append("the receiver's delayed-ACK timer for ").append(flowName(n.source));
                if (n.ackedBytes > 0) {
                    s.append(" fires: it ACKs the ").append(ByteCounts.exact(n.ackedBytes)).append(" that waited");
                } else {
                    s.append(" fires with nothing left to ACK");
                }
                break;
            case TCP_WINDOW_UPDATE:
                windowCheck(s, n);
                break;
            case TCP_RTO:
                s.append(flowName(n.source)).append("'s retransmission timer fires");
                queued(s, n);
                break;
            case TCP_RETRY:
                s.append(flowName(n.source)).append(" retries after a drop left nothing in flight");
                queued(s, n);
                break;
            case RR_REPLY:
                s.append("reply for ").append(flowName(n.source)).append(": transaction took ")
                        .append(Durations.human(n.transactionNs)).append("; next request");
                queued(s, n);
                break;
            case RR_RETRY:
                s.append(flowName(n.source)).append(" sends its request again");
                queued(s, n);
                break;
            case QDISC_XMIT:
            case PKTGEN_XMIT:
                xmit(s, n);
                break;
            case XMIT_REFUSED:
                s.append("the TX queue is stopped: nothing handed to the driver");
                break;
            case DOORBELL:
                s.append(n.cleanupFlush ? "clean-up flushes the doorbell" : "doorbell").append(": the NIC now sees ")
                        .append(n.madeVisibleDescriptors).append(" more descriptors (")
                        .append(plural(n.madeVisiblePackets, "packet")).append("), tail at slot ").append(n.tailSlot);
                break;
            case CLEANUP:
                cleanup(s, n);
                break;
            case FRAME_SENT:
                s.append("frame ").append(n.frame).append(" of ").append(n.frames).append(" of packet #").append(n.packet)
                        .append(" left the wire (").append(ByteCounts.exact(n.frameBytes)).append(')');
                portDrop(s, n);
                break;
            case PACKET_SENT:
                s.append("packet #").append(n.packet).append(" (").append(flowName(n.source)).append(", ")
                        .append(ByteCounts.exact(n.length)).append(") left the wire ").append(Durations.human(n.latencyNs))
                        .append(" after it was queued");
                portDrop(s, n);
                interrupt(s, n);
                break;
            case PORT_SENT:
                s.append("a frame of ").append(flowName(n.source)).append(" (").append(ByteCounts.exact(n.length))
                        .append(") left the bottleneck port after waiting ").append(Durations.human(n.portSojournNs))
                        .append(" in its buffer; ").append(ByteCounts.grouped(n.portQueuedBytes)).append(" bytes wait behind it");
                if (n.portMarked) {
                    // INET_ECN_set_ce in codel_dequeue: the receiver echoes ECE, the sender cuts once (tcp_enter_cwr).
                    s.append("; CoDel marked it Congestion Experienced instead of dropping it: the far end echoes"
                            + " the mark and the sender cuts its window");
                }
                if (n.portAqmDrops > 0) {
                    s.append("; CoDel dropped ").append(plural(n.portAqmDrops, "frame"))
                            .append(" at the head first: the queue stood above its 5 ms target for 100 ms");
                }
                break;
            case CROSS_ARRIVED:
                s.append("a frame of ").append(flowName(n.source)).append(" (").append(ByteCounts.exact(n.length))
                        .append(") reached the bottleneck port from its own host's link");
                if (n.portDropLimit < 0) {
                    s.append("; ").append(ByteCounts.grouped(n.portQueuedBytes)).append(" bytes wait in its buffer");
                } else {
                    s.append("; the switch port drops it: its ").append(bufferWords(n)).append(" buffer is full");
                }
                break;
            case CROSS_HOST:
                s.append(flowName(n.source)).append(" at its own host: ").append(crossHost(n));
                if (n.cwndAfter > 0) {
                    s.append(", cwnd ").append(ByteCounts.grouped(n.cwndBefore));
                    if (n.cwndAfter != n.cwndBefore) {
                        s.append(" → ").append(ByteCounts.grouped(n.cwndAfter));
                    }
                }
                break;
            case FETCHED:
                s.append("packet #").append(n.packet).append(" (").append(flowName(n.source)).append(", ")
                        .append(ByteCounts.exact(n.length)).append(") read into the NIC's FIFO, ")
                        .append(ByteCounts.grouped(n.fifoBytes)).append(" of ").append(ByteCounts.exact(queueOf(n).fifo.capacity()))
                        .append(" held");
                if (!n.doneAtFetch) {
                    s.append("; done when it has left the wire");
                } else {
                    s.append("; its descriptors are done before it is on the wire");
                    interrupt(s, n);
                }
                break;
            case INTERRUPT:
                s.append("TX interrupt: ").append(plural(n.donePackets, "packet")).append(" done, clean-up scheduled");
                break;
            default:
                s.append("nothing left to happen");
                break;
        }
        // CoDel drops as a packet leaves its queue, which any step that starts a qdisc run may do.
        long codel = counters.codelDrops - n.codelDropsBefore;
        if (codel > 0) {
            s.append("; CoDel dropped ").append(plural(codel, "packet")).append(" that waited too long");
        }
        return s.toString();
    }

    /**
     * With several queues, the queue and the CPU the step concerns, e.g. "tx-3 on CPU 2: ", "tx-3: "
     * for the NIC's steps, "CPU 2: " for a socket copy; nothing with one queue.
     */
    private void where(StringBuilder s, StepNote n) {
        if (queues.length == 1 || n.queue < 0 && n.cpu < 0) {
            return;
        }
        if (n.queue >= 0) {
            s.append("tx-").append(n.queue).append(n.cpu >= 0 ? " on " : "");
        }
        if (n.cpu >= 0) {
            s.append("CPU ").append(n.cpu);
        }
        s.append(": ");
    }

    /** The step's queue, or tx-0 for a step of none (every queue has the same kind of qdisc and ring). */
    private TxQueue queueOf(StepNote n) {
        return queues[Math.max(0, n.queue)];
    }

    /** The receiver's window-update timer, as what it did. */
    private void windowCheck(StringBuilder s, StepNote n) {
        String flow = flowName(n.source);
        if (n.windowCheck == WindowCheck.SENT) {
            s.append("the receiving application of ").append(flow)
                    .append(" has read enough: its receiver sends a window update");
        } else if (n.windowCheck == WindowCheck.NOT_DUE) {
            s.append("the receiver of ").append(flow).append(" checks its window and sends none:"
                    + " an ACK since has advertised it already");
        } else {
            s.append("a window-update timer of ").append(flow).append("'s receiver that an earlier one replaced"
                    + " sends none: it does nothing");
        }
    }

    private void queued(StringBuilder s, StepNote n) {
        long packets = counters.offeredPackets - n.offeredPacketsBefore;
        long bytes = counters.offeredBytes - n.offeredBytesBefore;
        long drops = counters.qdiscDrops - n.dropsBefore;
        if (packets > 0) {
            s.append("; ").append(plural(packets, "packet")).append(" (").append(ByteCounts.exact(bytes))
                    .append(") handed to the qdisc");
        }
        if (drops > 0) {
            s.append(", ").append(drops).append(switch (queueOf(n).qdisc.kind()) {
                case FQ_CODEL -> " dropped: over fq_codel's limit, from the head of the fattest flow";
                case FQ -> " dropped: its flow or the qdisc full";
                case PFIFO_FAST, PFIFO -> " dropped: " + ((FifoQdisc) queueOf(n).qdisc).full();
                case MQ -> throw new IllegalStateException("mq holds no packets of its own");
            });
        }
    }

    private void xmit(StringBuilder s, StepNote n) {
        if (n.kind == StepKind.PKTGEN_XMIT) {
            s.append("pktgen hands packet #").append(n.packet);
        } else if (n.segments > 0) {
            s.append("GSO segment ").append(n.segment).append(" of ").append(n.segments).append(" goes as packet #").append(n.packet);
        } else {
            s.append("qdisc hands packet #").append(n.packet);
        }
        s.append(" (").append(flowName(n.source)).append(", ").append(ByteCounts.exact(n.length)).append(") to the driver: ")
                .append(n.descriptors).append(" descriptors, ").append(n.inUse).append(" of ").append(queueOf(n).ring().size())
                .append(" in use");
        if (queueOf(n).driver.bql().mode().limits()) {
            s.append(", BQL inflight ").append(ByteCounts.grouped(n.inflight)).append(" of limit ")
                    .append(ByteCounts.grouped(n.limit));
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

    private void cleanup(StringBuilder s, StepNote n) {
        s.append("clean-up: ").append(plural(n.cleanedPackets, "packet")).append(", ").append(ByteCounts.exact(n.cleanedBytes));
        if (!queueOf(n).driver.bql().mode().limits()) {
            s.append(" freed (BQL ").append(queueOf(n).driver.bql().mode().yamlName()).append(")");
        } else if (n.rule == null) {
            s.append(" (nothing reported to DQL)");
        } else {
            s.append(" → DQL limit ").append(ByteCounts.grouped(n.limitBefore)).append(" → ")
                    .append(ByteCounts.grouped(n.limitAfter)).append(" (").append(n.rule.words()).append(')');
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

    /** What a completion did to the TX interrupt: fired it now, or started its timer. */
    /** "the switch port drops a frame of stream: its 1 MB buffer is full" (a tail drop, {@code bfifo_enqueue}). */
    private void portDrop(StringBuilder s, StepNote n) {
        if (n.portDropLimit >= 0) {
            s.append("; the switch port drops a frame of ").append(flowName(n.portDropSource)).append(": its ")
                    .append(bufferWords(n)).append(" buffer is full");
        }
    }

    /** What another host's sender handled, in the words of this host's steps of that kind. */
    private static String crossHost(StepNote n) {
        return switch (n.crossTimer) {
            case TCP_ACK -> n.ackedBytes > 0 ? "ACK for " + ByteCounts.exact(n.ackedBytes) : "a window update";
            case FLOW_START -> "it starts";
            case UDP_SEND -> "it sends its next datagram";
            case TCP_RTO -> "its retransmission timer fires: what the port dropped counts as lost";
            case TCP_DELACK -> "its receiver's delayed-ACK timer fires";
            case TCP_WINDOW_UPDATE -> "its receiver's application read enough for a window update";
            case TCP_RETRY -> "it retries after a drop left nothing in flight";
            default -> "its timer fires";
        };
    }

    /** The port's buffer as its limit counts it: "1 MB", "4-packet". */
    private static String bufferWords(StepNote n) {
        return n.portLimitInPackets ? n.portDropLimit + "-packet" : ByteCounts.shortened(n.portDropLimit);
    }

    private static void interrupt(StringBuilder s, StepNote n) {
        if (n.interruptNow) {
            s.append("; TX interrupt now");
        } else if (n.interruptDueInNs > 0) {
            s.append("; TX interrupt due in ").append(Durations.human(n.interruptDueInNs));
        }
    }

    /** A source's name: its flow's name, with its number when the flow has several. */
    private String flowName(int sourceIndex) {
        if (sourceIndex < 0) {
            return "?";
        }
        if (cross != null && cross.owns(sourceIndex)) {
            return cross.name(sourceIndex);
        }
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
