package org.ringside.model.sim;

import java.util.List;
import org.ringside.model.driver.Driver;
import org.ringside.model.engine.Packets;
import org.ringside.model.sim.CpuTimeline.Job;
import org.ringside.model.sources.PktgenSource;
import org.ringside.model.sources.Sources;

/**
 * One CPU's scheduler, the role of {@code softnet_data}: which work it takes next, and in which
 * order. First the TX clean-up of the queues whose interrupt it takes (NAPI, the softirq's poll
 * list), then the ACKs that arrived on it (the receive softirq; their effect is already taken,
 * their time is owed: {@code tcp_ack} freeing what they cover, so the sends they allowed run
 * after it), then the qdisc runs asked of it (by a flow on it sending, as {@code __dev_xmit_skb} runs
 * {@code __qdisc_run} on the sending CPU, or by a clean-up on it waking a queue: the output
 * queue {@code __netif_schedule} fills), then pktgen (CPU 0 only), then the copies its flows'
 * applications make into their sockets ({@link SocketCopies}). A busy CPU delays only its own
 * work. The queue's own work runs in the queue ({@link QueueCleanup}, {@link QueueXmit}), handed
 * the CPU; pktgen and the copies are the CPU's. pktgen yields after every packet. Work takes
 * effect when its CPU time is over.
 */
final class CpuWork {
    private final int index;
    private final CpuTimeline cpu;
    private final TxQueue[] queues;
    private final WorkAsked asked;
    /** The queue the CPU's current job works for, set when the job starts. */
    private TxQueue subject;
    /** Where the next look for a qdisc run starts, so the CPU's queues take turns. */
    private int nextRun;
    private final Packets packets;
    private final LiveSettings settings;
    private final Counters counters;
    private final StepNote note;
    /** pktgen sources that have started, in the order they take turns. */
    private final List<PktgenSource> pktgens;
    private int nextPktgen;
    private PktgenSource pktgenBusy;
    private final SocketCopies copies;
    /** CPU time owed for ACKs received on this CPU and not yet worked. */
    private long ackNsOwed;
    /** ACKs whose time is owed, and those the ACK job under way works. */
    private int acksOwed;
    private int acksWorking;

    CpuWork(CpuTimeline cpu, TxQueue[] queues, WorkAsked asked, Packets packets, LiveSettings settings,
            Counters counters, StepNote note, Sources sources, List<PktgenSource> pktgens) {
        this.index = cpu.index();
        this.cpu = cpu;
        this.queues = queues;
        this.asked = asked;
        this.packets = packets;
        this.settings = settings;
        this.counters = counters;
        this.note = note;
        this.pktgens = pktgens;
        this.copies = new SocketCopies(sources);
    }

    // --- requests --------------------------------------------------------------------------------

    /**
     * A packet was queued on {@code q} by a flow on this CPU: ask for a qdisc run here unless one
     * is under way or asked for (on any CPU) or the queue is stopped.
     */
    void qdiscHasWork(long now, TxQueue q) {
        if (!q.run.running() && !asked.runAsked(q) && !q.driver.stopped()) {
            asked.askRun(q, index);
            dispatch(now);
        }
    }

    /** {@code q}'s TX interrupt, which this CPU takes, fired: ask for a clean-up. */
    void cleanupWanted(long now, TxQueue q) {
        asked.askCleanup(q);
        dispatch(now);
    }

    /** An ACK arrived on this CPU: {@code costNs} of work ({@code cpu.per_ack} and the skbs it frees). */
    void ackArrived(long now, long costNs) {
        if (costNs > 0) {
            ackNsOwed += costNs;
            acksOwed++;
            dispatch(now);
        }
    }

    /** A flow on this CPU wants to copy bytes into its socket. */
    void copyWanted(long now, int source) {
        copies.want(source);
        dispatch(now);
    }

    /** A pktgen source started. */
    void pktgenReady(long now) {
        dispatch(now);
    }

    /**
     * If the CPU is free, gives it the most urgent work: clean-up, a qdisc run, pktgen, then an
     * application's copy into its socket.
     */
    void dispatch(long now) {
        if (!cpu.idle()) {
            return;
        }
        for (int i = 0; i < queues.length && asked.cleanupWaits(index); i++) {
            if (asked.takeCleanup(queues[i], index)) {
                subject = queues[i];
                subject.cleanup.start(cpu, now);
                return;
            }
        }
        if (ackNsOwed > 0) {
            acksWorking = acksOwed;
            cpu.start(Job.TCP_ACK, now, ackNsOwed);
            ackNsOwed = 0;
            acksOwed = 0;
            return;
        }
        int n = asked.runWaits(index) ? queues.length : 0; // round robin from nextRun, no division
        for (int i = 0, at = nextRun; i < n; i++, at = at + 1 == n ? 0 : at + 1) {
            TxQueue q = queues[at];
            if (asked.takeRun(q, index)) {
                if (!q.driver.stopped() && !q.qdisc.isEmpty()) {
                    nextRun = q.index + 1 == n ? 0 : q.index + 1;
                    subject = q;
                    q.xmit.startRun(cpu, now);
                    return;
                }
            }
        }
        TxQueue first = queues[0];
        if (index == 0 && !pktgens.isEmpty() && !first.driver.driverXoff()) {
            subject = first; // pktgen's queue_map_min
            pktgenBusy = pktgens.get(nextPktgen);
            nextPktgen = (nextPktgen + 1) % pktgens.size();
            cpu.start(Job.PKTGEN_XMIT, now, settings.costs().pktgenPerPacketNs());
            return;
        }
        long copyNs = copies.start();
        if (copyNs >= 0) {
            cpu.start(Job.SENDMSG_COPY, now, copyNs);
        }
    }

    /** The current job's CPU time is over: it takes effect, and the CPU takes its next job. */
    void onCpuDone(long now) {
        Job job = cpu.finish(now);
        if (note.wanted) {
            note.at(job.forQueue() ? subject.index : -1, index);
        }
        boolean busy = switch (job) {
            case QDISC_XMIT -> subject.xmit.xmitDone(cpu, now);
            case QDISC_DOORBELL -> subject.xmit.doorbellDone(cpu, now);
            case CLEANUP -> subject.cleanup.done(cpu, now);
            case CLEANUP_DOORBELL -> {
                subject.xmit.doorbellLanded(cpu.doorbellTail(), now);
                note.cleanupFlush = true;
                yield false;
            }
            case PKTGEN_XMIT -> pktgenXmitDone(now);
            case SENDMSG_COPY -> {
                copies.done(now, note, counters);
                yield false;
            }
            case TCP_ACK -> {
                if (note.wanted) {
                    note.kind = StepKind.TCP_ACK_WORK;
                    note.acksWorked = acksWorking;
                }
                yield false;
            }
            case PKTGEN_DOORBELL -> {
                subject.xmit.doorbellLanded(cpu.doorbellTail(), now);
                yield false;
            }
            case IDLE -> throw new IllegalStateException("CPU_DONE while idle");
        };
        if (!busy) {
            dispatch(now);
        }
    }

    /**
     * The ring was reset: a qdisc with packets not being run, of a queue whose interrupt this CPU
     * takes, is run again.
     */
    void ringReset(long now) {
        for (TxQueue q : queues) {
            if (q.irqCpu == index && !q.qdisc.isEmpty() && !q.run.running()) {
                asked.askRun(q, index);
            }
        }
        dispatch(now);
    }

    // --- pktgen ----------------------------------------------------------------------------------

    /** @return whether the CPU rings the doorbell for the packet now */
    private boolean pktgenXmitDone(long now) {
        PktgenSource source = pktgenBusy;
        pktgenBusy = null;
        Driver driver = subject.driver;
        int payload = source.flow().size() - PktgenSource.HEADERS;
        if (driver.driverXoff() || !driver.fitsOrStop(driver.descriptorsFor(source.index(),
                PktgenSource.HEADERS, payload, false))) {
            note.kind = StepKind.XMIT_REFUSED;
            return false;
        }
        int packet = source.makePacket();
        packets.setOfferedNs(packet, now);
        counters.offeredBytes += packets.len(packet);
        counters.offeredPackets++;
        if (subject.xmit.handOver(StepKind.PKTGEN_XMIT, packet, false, false, now)) {
            subject.xmit.ringDoorbell(cpu, Job.PKTGEN_DOORBELL, now);
            return true;
        }
        return false;
    }
}
