package org.ringside.model.sim;

import java.util.List;
import java.util.function.IntConsumer;
import org.ringside.model.driver.Driver;
import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;
import org.ringside.model.qdisc.QdiscRun;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.sim.CpuTimeline.Job;
import org.ringside.model.sources.PktgenSource;
import org.ringside.model.sources.Sources;

/**
 * What one CPU does, and in which order: the TX clean-up of the queues whose interrupt it takes
 * first, then the qdisc runs asked of it (by a flow on it sending, as {@code __dev_xmit_skb} runs
 * {@code __qdisc_run} on the sending CPU, or by a clean-up on it waking a queue), then pktgen
 * (CPU 0 only), then the copies its flows' applications make into their sockets
 * ({@link SocketCopies}). A busy CPU delays only its own work. A qdisc run hands one unit at a time to the driver, each after its CPU cost, and is not
 * interrupted until it ends; pktgen yields after every packet. A doorbell costs the CPU its time (the
 * barrier and the uncached tail write); the NIC sees the new tail when that time ends. Work takes effect when its CPU time is over.
 */
final class CpuWork {
    private final int index;
    private final CpuTimeline cpu;
    private final TxQueue[] queues;
    /** The queue the CPU's current job concerns. */
    private TxQueue queue;
    private Driver driver;
    private QdiscRun run;
    /** Where the next look for a qdisc run starts, so the CPU's queues take turns. */
    private int nextRun;
    private final Packets packets;
    private final LiveSettings settings;
    private final Counters counters;
    private final StepNote note;
    private final Sources sources;
    /** pktgen sources that have started, in the order they take turns. */
    private final List<PktgenSource> pktgens;
    private final Wakeups wakeups;
    private final IntConsumer freePacket;
    private int cleanupCount;
    /** When the clean-up being finished frees its packets. */
    private long cleanupNs;
    private long doorbellTail;
    private int nextPktgen;
    private PktgenSource pktgenBusy;
    private final SocketCopies copies;
    private final WorkAsked asked;

    CpuWork(CpuTimeline cpu, TxQueue[] queues, WorkAsked asked, Packets packets, LiveSettings settings,
            Counters counters, StepNote note, Sources sources, List<PktgenSource> pktgens, Wakeups wakeups) {
        this.index = cpu.index();
        this.cpu = cpu;
        this.queues = queues;
        this.asked = asked;
        select(queues[0]);
        this.packets = packets;
        this.settings = settings;
        this.counters = counters;
        this.note = note;
        this.sources = sources;
        this.pktgens = pktgens;
        this.wakeups = wakeups;
        this.freePacket = this::freeCleaned;
        this.copies = new SocketCopies(sources);
    }

    private void select(TxQueue q) {
        queue = q;
        driver = q.driver;
        run = q.run;
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
                select(queues[i]);
                startCleanup(now);
                return;
            }
        }
        int n = asked.runWaits(index) ? queues.length : 0; // round robin from nextRun, no division
        for (int i = 0, at = nextRun; i < n; i++, at = at + 1 == n ? 0 : at + 1) {
            TxQueue q = queues[at];
            if (asked.takeRun(q, index)) {
                if (!q.driver.stopped() && !q.qdisc.isEmpty()) {
                    nextRun = q.index + 1 == n ? 0 : q.index + 1;
                    select(q);
                    run.begin(queue.bulkDequeue);
                    startXmit(now);
                    return;
                }
            }
        }
        TxQueue first = queues[0];
        if (index == 0 && !pktgens.isEmpty() && !first.driver.driverXoff()) {
            select(first);
            pktgenBusy = pktgens.get(nextPktgen);
            nextPktgen = (nextPktgen + 1) % pktgens.size();
            cpu.start(Job.PKTGEN_XMIT, now, settings.costs().pktgenPerPacketNs());
            return;
        }
        long copyNs = copies.start(settings.costs().perBytePs());
        if (copyNs >= 0) {
            cpu.start(Job.SENDMSG_COPY, now, copyNs);
        }
    }

    private void startCleanup(long now) {
        cleanupCount = Math.min(cleanBudget(), driver.ring().donePackets());
        Cpu costs = settings.costs();
        cpu.start(Job.CLEANUP, now, costs.perInterruptNs() + cleanupCount * costs.perCompletionNs());
    }

    void onCpuDone(long now) {
        switch (cpu.finish(now)) {
            case QDISC_XMIT:
                qdiscXmitDone(now);
                break;
            case QDISC_DOORBELL:
                doorbellLanded(now);
                continueRun(now);
                break;
            case CLEANUP:
                cleanupDone(now);
                break;
            case CLEANUP_DOORBELL:
                doorbellLanded(now);
                note.cleanupFlush = true;
                dispatch(now);
                break;
            case PKTGEN_XMIT:
                pktgenXmitDone(now);
                break;
            case SENDMSG_COPY:
                copies.done(now, note, counters);
                dispatch(now);
                break;
            case PKTGEN_DOORBELL:
                doorbellLanded(now);
                dispatch(now);
                break;
            default:
                throw new IllegalStateException("CPU_DONE while idle");
        }
    }

    // --- qdisc runs ------------------------------------------------------------------------------

    private void startXmit(long now) {
        boolean tso = settings.nic().tso();
        Cpu costs = settings.costs();
        long cost;
        if (run.nextIsFirstSegment(tso)) {
            cost = costs.perPacketNs() + costs.perSegmentNs();
        } else if (run.nextIsSegment(tso)) {
            cost = costs.perSegmentNs();
        } else {
            cost = costs.perPacketNs();
        }
        cpu.start(Job.QDISC_XMIT, now, cost);
    }

    private void qdiscXmitDone(long now) {
        boolean tso = settings.nic().tso();
        // The queue can stop, or the qdisc empty, only through knob changes between steps.
        if (halted() || queue.qdisc.isEmpty()
                || !driver.fitsOrStop(driver.descriptorsFor(run.nextFlow(), run.nextHeaderBytes(),
                        run.nextPayload(tso), run.nextIsTso(tso)))) {
            note.kind = StepKind.XMIT_REFUSED;
            endRun(now);
            return;
        }
        int unit = run.take(tso, driver.bql().bulkLimit());
        int finished = run.finishedPacket();
        if (finished != Packets.NONE) {
            queue.qdiscSojourn.record(now - packets.offeredNs(finished)); // offered to handed to the driver
        }
        // xmit_more: more of the list follows. Without bulk dequeue the model keeps its older
        // reading, more of this qdisc run follows, as a driver that flushes per drain does.
        boolean more = queue.bulkDequeue ? run.listOpen() : run.hasWork();
        boolean wasStackXoff = driver.bql().stackXoff();
        boolean wasDriverXoff = driver.driverXoff();
        boolean ring = driver.xmit(unit, packets.tso(unit), more);
        packets.setRingNs(unit, now);
        noteXmit(StepKind.QDISC_XMIT, unit, ring, wasStackXoff, wasDriverXoff);
        if (ring) {
            startDoorbell(Job.QDISC_DOORBELL, now);
            return;
        }
        continueRun(now);
    }

    /**
     * Whether the queue stops the run now: a full ring always does; BQL between lists, or within
     * one where the kernel aborts lists on BQL status (before 4.20, commit fe60faa50638).
     */
    private boolean halted() {
        return run.haltsOnBql() ? driver.stopped() : driver.driverXoff();
    }

    private void continueRun(long now) {
        if (!halted() && run.hasWork()) {
            startXmit(now);
        } else {
            endRun(now);
        }
    }

    private void endRun(long now) {
        if (driver.tailPending() && driver.doorbell().mode() == DoorbellMode.XMIT_MORE) {
            // The batch ended without its last packet ringing (the next unit did not fit): flush.
            driver.ringNow();
            note.doorbell = true;
            startDoorbell(Job.QDISC_DOORBELL, now);
            return;
        }
        run.end();
        note.runEnded = true;
        if (!queue.qdisc.isEmpty() && !driver.stopped()) {
            asked.askRun(queue, index); // quota used up: __netif_schedule
        }
        dispatch(now);
    }

    private void noteXmit(StepKind kind, int unit, boolean ring, boolean wasStackXoff, boolean wasDriverXoff) {
        if (!note.wanted) {
            return;
        }
        note.kind = kind;
        note.packet = unit;
        note.source = packets.flow(unit);
        int parent = packets.parent(unit);
        long segment = 0;
        long segments = 0;
        if (parent != Packets.NONE) {
            segment = packets.segmentsMade(unit);
            segments = packets.segmentsMade(parent)
                    + (packets.payload(parent) + packets.gsoSize(parent) - 1) / packets.gsoSize(parent);
        }
        note.xmit(packets.len(unit), packets.descriptors(unit), driver.ring().inUse(), driver.bql().inflight(),
                driver.bql().limit(), segment, segments);
        note.doorbell = ring;
        note.stackXoff = !wasStackXoff && driver.bql().stackXoff();
        note.driverXoff = !wasDriverXoff && driver.driverXoff();
    }

    // --- doorbells -------------------------------------------------------------------------------

    private void startDoorbell(Job job, long now) {
        doorbellTail = driver.ring().writePosition();
        cpu.start(job, now, settings.costs().doorbellNs());
    }

    private void doorbellLanded(long now) {
        TxRing ring = driver.ring();
        long before = ring.visiblePosition();
        int descsBefore = ring.writtenDescriptors();
        ring.makeVisible(doorbellTail, now);
        if (note.wanted) {
            note.kind = StepKind.DOORBELL;
            note.doorbellLanded(ring.visiblePosition() - before, descsBefore - ring.writtenDescriptors(), ring.nextSlot());
        }
        wakeups.kickNic(now);
    }

    // --- clean-up --------------------------------------------------------------------------------

    private void cleanupDone(long now) {
        counters.cleanups++;
        cleanupNs = now;
        int n = driver.cleanUp(cleanupCount, now, freePacket);
        if (note.wanted) {
            note.kind = StepKind.CLEANUP;
            note.cleanup(n, driver.lastCleanUpBytes(), driver.lastLimitBefore(), driver.bql().limit());
            note.rule = driver.lastCleanUpBytes() > 0 ? driver.bql().lastRule() : null;
            note.stackXoff = driver.lastStackWoken();
            note.driverXoff = driver.lastDriverWoken();
        }
        if ((driver.lastStackWoken() || driver.lastDriverWoken()) && !queue.qdisc.isEmpty() && !driver.stopped()
                && !asked.runAsked(queue) && !run.running()) {
            asked.askRun(queue, index); // the queue woke: netif_schedule_queue, on the clean-up's CPU
        }
        if (n == cleanBudget() && driver.ring().donePackets() > 0) {
            asked.askCleanup(queue); // work limit reached: NAPI polls again, the interrupt still masked
        } else {
            if (wakeups.cleanupEnded(now, queue.index)) { // napi_complete_done: the interrupt is unmasked
                asked.askCleanup(queue); // and fired at once; the dispatch below serves it
            }
        }
        if (driver.doorbell().onCleanup(driver.tailPending())) {
            driver.ringNow();
            note.doorbell = true;
            startDoorbell(Job.CLEANUP_DOORBELL, now);
            return;
        }
        dispatch(now);
    }

    /** Packets one clean-up frees at most: the driver's work limit, or the whole ring. */
    private int cleanBudget() {
        int budget = settings.nic().txCleanBudget();
        return budget > 0 ? budget : driver.ring().size();
    }

    // tcp_wfree: freeing a packet lowers its socket's bytes below TCP, which may wake it. With
    // completion fetched the NIC may still hold the packet's data in its FIFO: the driver frees
    // the buffer all the same, and the packet lives on until its last frame has left.
    private void freeCleaned(int packet) {
        int source = packets.flow(packet);
        if (queue.fifo != null && queue.fifo.cleanedWhileHeld()) {
            packets.release(packet);
        } else {
            packets.free(packet);
        }
        sources.get(source).onFreed(cleanupNs);
    }

    /**
     * The ring was reset: a clean-up in progress frees nothing, and a qdisc with packets not
     * being run is run again.
     */
    void ringReset(long now) {
        cleanupCount = 0;
        for (TxQueue q : queues) {
            if (q.irqCpu == index && !q.qdisc.isEmpty() && !q.run.running()) {
                asked.askRun(q, index);
            }
        }
        dispatch(now);
    }

    // --- pktgen ----------------------------------------------------------------------------------

    private void pktgenXmitDone(long now) {
        PktgenSource source = pktgenBusy;
        pktgenBusy = null;
        int payload = source.flow().size() - PktgenSource.HEADERS;
        if (driver.driverXoff() || !driver.fitsOrStop(driver.descriptorsFor(source.index(),
                PktgenSource.HEADERS, payload, false))) {
            note.kind = StepKind.XMIT_REFUSED;
            dispatch(now);
            return;
        }
        int packet = source.makePacket();
        packets.setOfferedNs(packet, now);
        counters.offeredBytes += packets.len(packet);
        counters.offeredPackets++;
        boolean wasStackXoff = driver.bql().stackXoff();
        boolean wasDriverXoff = driver.driverXoff();
        boolean ring = driver.xmit(packet, false, false);
        packets.setRingNs(packet, now);
        noteXmit(StepKind.PKTGEN_XMIT, packet, ring, wasStackXoff, wasDriverXoff);
        if (ring) {
            startDoorbell(Job.PKTGEN_DOORBELL, now);
            return;
        }
        dispatch(now);
    }
}
