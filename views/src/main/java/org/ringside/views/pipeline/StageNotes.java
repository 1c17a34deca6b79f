package org.ringside.views.pipeline;

import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.BqlBytes;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Red;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.TxCompletion;
import org.ringside.model.sim.PathView;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SocketPacing;
import org.ringside.model.sim.Stage;

/**
 * What happens at each stage of the transmit path, one paragraph each, in Linux's own words, for
 * the path the snapshot's run has: its qdisc ({@link QdiscNote}), its driver's functions and
 * constants, its kernel release and who paces its sockets. A snapshot made without its path
 * ({@link SimSnapshot#path()} null, as tests make them) gets the paragraphs that hold for any path.
 */
public final class StageNotes {
    private StageNotes() {
    }

    /** The paragraph for a stage of the path {@code snapshot} shows. */
    public static String paragraph(Stage stage, SimSnapshot snapshot) {
        PathView path = snapshot == null ? null : snapshot.path();
        if (path == null) {
            return anyPath(stage, snapshot == null ? null : snapshot.qdiscName());
        }
        Scenario s = path.settings();
        return switch (stage) {
            case SOCKET -> sockets(s, path);
            case QDISC -> QdiscNote.paragraph(s, path.txQueues());
            case DRIVER -> driver(s);
            case RING -> ring(s);
            case WIRE, COMPLETION -> wire(s);
            case PORT -> port(s);
            default -> cpu(s);
        };
    }

    private static String sockets(Scenario s, PathView path) {
        StringBuilder b = new StringBuilder("Sockets (Linux ").append(s.kernel()).append("). ").append(SOCKETS);
        if (s.tcp().smallQueues()) {
            // tcp_small_queue_check, net/ipv4/tcp_output.c (3.6, 46d3ceabd8d9).
            b.append(" TCP Small Queues (tcp_small_queue_check, 3.6) stop a socket while too many of its bytes "
                    + "wait below TCP, until the TX clean-up frees them.");
        }
        long byTcp = path.pacing().stream().filter(p -> p.by() == SocketPacing.By.TCP).count();
        long byFq = path.pacing().stream().filter(p -> p.by() == SocketPacing.By.FQ).count();
        if (byTcp > 0) {
            // tcp_internal_pacing / tcp_pacing_check (4.13, 218af599fa63); tcp_wstamp_ns from 4.20.
            b.append(" TCP paces ").append(byTcp == 1 ? "a socket" : byTcp + " sockets").append(" itself here "
                    + "(no fq below it, SK_PACING_NEEDED, from 4.13): after each packet its pacing timer holds the next "
                    + "one (tcp_pacing_check) until len / pacing rate has passed.");
        }
        if (byFq > 0) {
            b.append(" fq paces ").append(byFq == 1 ? "a socket" : byFq + " sockets").append(" (SK_PACING_FQ): ")
                    .append(s.kernel().atLeast(LinuxHistory.EDT)
                            ? "TCP stamps each packet's departure time (tcp_wstamp_ns, 4.20) and hands it down at once."
                            : "before 4.20 TCP hands each packet down at once and fq times the flow.");
        }
        if (s.tcp().maxPacingRateBps() > 0) {
            b.append(" SO_MAX_PACING_RATE caps each socket's pacing rate at ").append(Rates.human(s.tcp().maxPacingRateBps()))
                    .append('.');
        }
        return b.toString();
    }

    private static String driver(Scenario s) {
        Nic nic = s.nic();
        NicDriver d = nic.driver();
        StringBuilder b = new StringBuilder("Driver, ").append(d.yamlName()).append(" (Linux ").append(s.kernel())
                .append("). ").append(xmitFunction(d));
        if (d.countsWqebbs()) {
            // mlx5e_sq_xmit_wqe, en_tx.c: control and Ethernet segments, then a data segment per buffer.
            b.append(" maps the packet and writes a send WQE into the ring in 64-byte blocks: a control segment, an "
                    + "Ethernet segment holding a TSO packet's headers, and one data segment per buffer");
        } else {
            b.append(" maps the packet, writes one TX descriptor per buffer (at most ").append(nic.maxDescBytes())
                    .append(" bytes each) into the ring");
        }
        if (s.bql().mode().limits()) {
            // netdev_tx_sent_queue / netdev_tx_completed_queue, include/linux/netdevice.h (3.3).
            b.append(" and calls netdev_tx_sent_queue(), which adds ")
                    .append(nic.bqlBytes() == BqlBytes.SEGMENTS
                            ? "the bytes of every segment, headers included ("
                                    + (d.countsWqebbs() ? "attr->num_bytes" : "first->bytecount") + "),"
                            : "skb->len")
                    .append(" to BQL's inflight count. When inflight reaches BQL's limit the stack stops the queue "
                            + "(__QUEUE_STATE_STACK_XOFF).");
        } else if (s.bql().mode() == BqlMode.UNLIMITED) {
            // limit_min at DQL_MAX_LIMIT ("echo max > limit_min"): counted, never a stop.
            b.append(". BQL is unlimited here (limit_min at its maximum): netdev_tx_sent_queue() counts the bytes "
                    + "but never stops the queue, so only the ring's room limits them.");
        } else {
            // A driver without BQL never calls netdev_tx_sent_queue().
            b.append(". BQL is off here (a driver without it: netdev_tx_sent_queue() is never called), so only "
                    + "the ring's room limits the bytes in it.");
        }
        b.append(" With fewer than ").append(nic.stopLevel()).append(d.countsWqebbs() ? " blocks" : " descriptors")
                .append(" free the driver stops the queue "
                + "itself (netif_stop_queue, __QUEUE_STATE_DRV_XOFF); its clean-up wakes it at ")
                .append(nic.wakeLevel()).append(" free.");
        b.append(doorbell(nic));
        return b.toString();
    }

    /** The driver's transmit routine ({@code ndo_start_xmit}) by name. */
    private static String xmitFunction(NicDriver d) {
        return switch (d) {
            case E1000 -> "Its ndo_start_xmit, e1000_xmit_frame(),";
            case IGB -> "Its ndo_start_xmit, igb_xmit_frame_ring(),";
            case IXGBE -> "Its ndo_start_xmit, ixgbe_xmit_frame_ring(),";
            case MLX5 -> "Its ndo_start_xmit, mlx5e_xmit(),";
            case GENERIC -> "Its ndo_start_xmit (the model's own driver rules)";
        };
    }

    private static String doorbell(Nic nic) {
        return switch (nic.doorbell()) {
            // xmit_more, 0b725a2ca61b (3.18).
            case XMIT_MORE -> " It writes the tail register (the doorbell) once per list the qdisc hands it "
                    + "(xmit_more, 3.18).";
            case DISPATCH_LIMIT -> " It writes the tail register (the doorbell) every " + nic.dispatchLimit()
                    + " packets.";
            case IMMEDIATE -> " It writes the tail register (the doorbell) for every packet.";
        };
    }

    private static String ring(Scenario s) {
        Nic nic = s.nic();
        String clean = switch (nic.driver()) {
            case E1000 -> "e1000_clean_tx_irq()";
            case IGB -> "igb_clean_tx_irq()";
            case IXGBE -> "ixgbe_clean_tx_irq()";
            case MLX5 -> "mlx5e_poll_tx_cq()";
            case GENERIC -> "the TX clean-up";
        };
        String slots = nic.driver().countsWqebbs() ? " 64-byte WQE blocks (a send queue, ethtool -G tx)"
                : " descriptors (ethtool -G tx)";
        return "TX descriptor ring, " + nic.ringSize() + slots + ". A circular array shared "
                + "with the NIC: the driver writes at next_to_use; the NIC reads up to the tail, which the doorbell "
                + "moves (an MMIO write). The NIC fetches the descriptors and data by DMA, sends them and marks them "
                + "done; NAPI's " + clean + " later frees done descriptors from next_to_clean on"
                + (nic.txCleanBudget() > 0 ? ", at most " + nic.txCleanBudget() + " packets a round" : "")
                + ", unmaps and frees the skbs" + (s.bql().mode().limits() ? " and reports the bytes to BQL "
                + "(netdev_tx_completed_queue), which lets DQL move the limit." : ".");
    }

    private static final String PORT_NOTE = "Switch port. Beyond the wire a switch or router port, slower than "
            + "the host or shared, queues the frames in its buffer and sends them at its own rate; a frame that finds "
            + "the buffer full is dropped, and the sender learns of it only from later ACKs.";

    /** The bottleneck port: its rate, its buffer as the fifo qdisc that counts it, its AQM. */
    private static String port(Scenario s) {
        Bottleneck b = s.network().bottleneck();
        if (!b.present()) {
            return PORT_NOTE;
        }
        boolean fq = b.aqm() == Aqm.FQ_CODEL;
        StringBuilder t = new StringBuilder("Switch port, ").append(Rates.human(b.rateBps())).append(", a buffer of ")
                .append(b.bufferPackets() > 0 ? b.bufferPackets() + (fq ? " frames (fq_codel's limit)"
                        : " frames (as pfifo counts them)") : ByteCounts.shortened(b.bufferBytes())
                        + (fq ? " (fq_codel's memory_limit)" : " (as bfifo counts bytes)"));
        String codel = Durations.human(b.targetNs()) + " for " + Durations.human(b.intervalNs());
        String marks = b.ecn() ? "; a frame of an ECN-capable flow is marked Congestion Experienced instead "
                + "(INET_ECN_set_ce), and its sender cuts its window as for a loss." : ".";
        if (fq) {
            // fq_codel_enqueue, fq_codel_dequeue, fq_codel_drop: net/sched/sch_fq_codel.c.
            return t.append(". fq_codel hashes each flow into one of " + Bottleneck.FQ_CODEL_FLOWS + " queues and "
                    + "serves them in turn, a full frame's bytes (its quantum) at a time, a flow that has just become "
                    + "busy first; CoDel in each queue drops at its head once the wait there has stood above ")
                    .append(codel).append(marks).append(" Over its limit it drops from the head of the flow with the "
                            + "most bytes (fq_codel_drop), so one stream's backlog does not delay the others.")
                    .toString();
        }
        t.append(". Each frame enters when its last bit leaves the host's wire, waits first in, first out, and "
                + "leaves at the port's rate. A frame that does not fit is dropped (bfifo_enqueue, "
                + "net/sched/sch_fifo.c); the sender finds it lost when three later segments are ACKed (fast "
                + "retransmit) or when its retransmission timer fires.");
        if (b.aqm() == Aqm.CODEL) {
            // codel_dequeue, include/net/codel_impl.h; RFC 8289's defaults in codel_params_init.
            t.append(" CoDel at its head drops a frame once the queue has stood above ").append(codel)
                    .append(", then more often").append(marks);
        } else if (b.aqm() == Aqm.RED) {
            // red_calc_qavg and red_action, include/net/red.h; tc's defaults in tc/q_red.c.
            Red r = b.red();
            long limit = b.bufferBytes();
            t.append(" RED averages the queue as frames arrive; between ").append(ByteCounts.shortened(r.minFor(limit)))
                    .append(" and ").append(ByteCounts.shortened(r.maxFor(limit)))
                    .append(" it drops an arriving frame with a chance that grows to ").append(r.probabilityPct())
                    .append(" % at the top, above it every one").append(marks);
        }
        return t.toString();
    }

    private static String wire(Scenario s) {
        Nic nic = s.nic();
        StringBuilder b = new StringBuilder("Wire, ").append(Rates.human(s.link().rateBps())).append(". The NIC "
                + "serialises one frame at a time, with preamble and inter-frame gap");
        b.append(nic.tso() ? "; with TSO on it cuts a large packet into MSS-sized frames itself." : ".");
        if (nic.hasFifo()) {
            b.append(" It reads packets into a FIFO of its own (").append(nic.fifoBytes()).append(" bytes) ahead of the "
                    + "wire, and reports a packet's descriptors done ")
                    .append(nic.completion() == TxCompletion.FETCHED
                            ? "as soon as its data is in the FIFO (the RS bit)." : "when its last frame has left.");
        }
        if (nic.dimMoves()) {
            // net_dim's NET_DIM_TX_EQE_PROFILES, each with 128 completions (lib/dim/net_dim.c).
            return b.append(" Its TX completion interrupt comes at least the period net_dim chooses after the last one"
                    + " (1, 8, 32, 64 or 128 µs, moved every 64 interrupts as bytes and packets a millisecond rise or"
                    + " fall; adaptive-tx on), or at 128 completions, and schedules NAPI to run the clean-up.").toString();
        }
        if (nic.txUsecsNs() == 0) {
            return b.append(" It raises a TX completion interrupt for every completion, which schedules NAPI to run "
                    + "the clean-up.").toString();
        }
        b.append(switch (nic.moderation()) {
            case ITR -> " Its TX completion interrupt is throttled (the interrupt throttle rate, "
                    + Durations.human(nic.txUsecsNs()) + " apart at most)";
            case EQE -> " Its TX completion interrupt comes " + Durations.human(nic.txUsecsNs())
                    + " (tx-usecs) after the last one at the earliest, or at " + nic.txFrames()
                    + " completions (tx-frames)";
            case TIMER -> " Its TX completion interrupt waits " + Durations.human(nic.txUsecsNs()) + " (tx-usecs) or "
                    + nic.txFrames() + " completions (tx-frames)";
        });
        return b.append(" and schedules NAPI to run the clean-up.").toString();
    }

    private static String cpu(Scenario s) {
        int cpus = s.cpu().cpus();
        return (cpus == 1 ? "CPU. One core runs" : "CPUs. " + cpus + " cores each run their queues'")
                + " qdisc, the driver's transmit routine, the doorbell writes and the NAPI clean-up, one after "
                + "another; time spent on one is not spent on the others.";
    }

    private static final String SOCKETS = "An application's write() or send() reaches the protocol (TCP or UDP), "
            + "which builds an skb with its headers and passes it down through the IP layer to dev_queue_xmit(). "
            + "TCP sends only what its congestion window allows and, with TSO or GSO on, hands down one large "
            + "packet of up to 64 KB instead of many small ones.";

    /** The paragraphs that hold whatever the qdisc, driver and release, for a snapshot without its path. */
    private static String anyPath(Stage stage, String qdiscName) {
        return switch (stage) {
            case SOCKET -> "Sockets. " + SOCKETS;
            case QDISC -> "Queueing discipline" + (qdiscName == null ? "" : ", " + qdiscName) + ". dev_queue_xmit() "
                    + "enqueues the skb on the qdisc and calls __qdisc_run(), which hands packets to the driver "
                    + "until the qdisc is empty, its quota is used up, or the driver stops the queue.";
            case DRIVER -> "Driver. ndo_start_xmit() writes one TX descriptor per buffer into the ring; with BQL, "
                    + "netdev_tx_sent_queue() counts the bytes in flight and the stack stops the queue at the limit.";
            case RING -> "TX descriptor ring. The driver writes at next_to_use, the doorbell moves the NIC's tail, "
                    + "and NAPI's clean-up frees done descriptors from next_to_clean on.";
            case PORT -> PORT_NOTE;
            case WIRE, COMPLETION -> "Wire. The NIC serialises one frame at a time at the link rate and raises "
                    + "a TX completion interrupt, which schedules NAPI to run the clean-up.";
            default -> "CPU. Each core runs the qdisc, the driver's transmit routine, the doorbell writes and the "
                    + "NAPI clean-up, one after another.";
        };
    }
}
