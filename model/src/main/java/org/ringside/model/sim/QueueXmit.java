package org.ringside.model.sim;

import org.ringside.model.driver.Driver;
import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;
import org.ringside.model.qdisc.QdiscRun;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.sim.CpuTimeline.Job;

/**
 * A transmit queue's qdisc run on the CPU it was handed to ({@code __qdisc_run}, then
 * {@code sch_direct_xmit} into the driver's {@code ndo_start_xmit}), and the queue's doorbell.
 * The run hands one unit at a time to the driver, each after its CPU cost, and is not
 * interrupted until it ends; the CPU is free again when a step says so. A doorbell costs the CPU
 * its time (the barrier and the uncached tail write); the NIC sees the new tail when that time
 * ends.
 */
final class QueueXmit {
    private final TxQueue queue;
    private final Driver driver;
    private final QdiscRun run;
    private final Packets packets;
    private final LiveSettings settings;
    private final StepNote note;
    private final WorkAsked asked;
    private final Wakeups wakeups;

    QueueXmit(TxQueue queue, Packets packets, LiveSettings settings, StepNote note, WorkAsked asked, Wakeups wakeups) {
        this.queue = queue;
        this.driver = queue.driver;
        this.run = queue.run;
        this.packets = packets;
        this.settings = settings;
        this.note = note;
        this.asked = asked;
        this.wakeups = wakeups;
    }

    /** The CPU takes the run asked of it: the first unit's xmit starts. */
    void startRun(CpuTimeline cpu, long now) {
        run.begin(queue.bulkDequeue);
        startXmit(cpu, now);
    }

    private void startXmit(CpuTimeline cpu, long now) {
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

    /**
     * A unit's xmit time is over: it goes to the driver, then the doorbell, the next unit or the
     * run's end.
     *
     * @return whether the CPU has its next job of this run; false when the run ended and the CPU
     *     is free for other work
     */
    boolean xmitDone(CpuTimeline cpu, long now) {
        boolean tso = settings.nic().tso();
        // The queue can stop, or the qdisc empty, only through knob changes between steps.
        if (halted() || queue.qdisc.isEmpty()
                || !driver.fitsOrStop(driver.descriptorsFor(run.nextFlow(), run.nextHeaderBytes(),
                        run.nextPayload(tso), run.nextIsTso(tso)))) {
            note.kind = StepKind.XMIT_REFUSED;
            return endRun(cpu, now);
        }
        int unit = run.take(tso, driver.bql().bulkLimit());
        int finished = run.finishedPacket();
        if (finished != Packets.NONE) {
            queue.stats.leftQdisc(now - packets.offeredNs(finished)); // offered to handed to the driver
        }
        // xmit_more: more of the list follows. Without bulk dequeue the model keeps its older
        // reading, more of this qdisc run follows, as a driver that flushes per drain does.
        boolean more = queue.bulkDequeue ? run.listOpen() : run.hasWork();
        if (handOver(StepKind.QDISC_XMIT, unit, packets.tso(unit), more, now)) {
            ringDoorbell(cpu, Job.QDISC_DOORBELL, now);
            return true;
        }
        return continueRun(cpu, now);
    }

    /**
     * Hands a unit to the driver ({@code ndo_start_xmit}) and notes the step.
     *
     * @return whether the driver rings the doorbell for it
     */
    boolean handOver(StepKind kind, int unit, boolean tso, boolean more, long now) {
        boolean wasStackXoff = driver.bql().stackXoff();
        boolean wasDriverXoff = driver.driverXoff();
        boolean ring = driver.xmit(unit, tso, more);
        packets.setRingNs(unit, now);
        noteXmit(kind, unit, ring, wasStackXoff, wasDriverXoff);
        return ring;
    }

    /**
     * Whether the queue stops the run now: a full ring always does; BQL between lists, or within
     * one where the kernel aborts lists on BQL status (before 4.20, commit fe60faa50638).
     */
    private boolean halted() {
        return run.haltsOnBql() ? driver.stopped() : driver.driverXoff();
    }

    /** The qdisc's doorbell landed: the NIC sees the tail, and the run goes on. */
    boolean doorbellDone(CpuTimeline cpu, long now) {
        doorbellLanded(cpu.doorbellTail(), now);
        return continueRun(cpu, now);
    }

    private boolean continueRun(CpuTimeline cpu, long now) {
        if (!halted() && run.hasWork()) {
            startXmit(cpu, now);
            return true;
        }
        return endRun(cpu, now);
    }

    private boolean endRun(CpuTimeline cpu, long now) {
        if (driver.tailPending() && driver.doorbell().mode() == DoorbellMode.XMIT_MORE) {
            // The batch ended without its last packet ringing (the next unit did not fit): flush.
            driver.ringNow();
            note.doorbell = true;
            ringDoorbell(cpu, Job.QDISC_DOORBELL, now);
            return true;
        }
        run.end();
        note.runEnded = true;
        if (!queue.qdisc.isEmpty() && !driver.stopped()) {
            asked.askRun(queue, cpu.index()); // quota used up: __netif_schedule
        }
        return false;
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

    // --- the doorbell ----------------------------------------------------------------------------

    /** The CPU writes the ring's tail to the NIC: a job of its own, which carries the tail. */
    void ringDoorbell(CpuTimeline cpu, Job job, long now) {
        cpu.startDoorbell(job, now, settings.costs().doorbellNs(), driver.ring().writePosition());
    }

    /** The doorbell's write is done: the NIC sees the ring up to {@code tail} and is kicked. */
    void doorbellLanded(long tail, long now) {
        TxRing ring = driver.ring();
        long before = ring.visiblePosition();
        int descsBefore = ring.writtenDescriptors();
        ring.makeVisible(tail, now);
        if (note.wanted) {
            note.kind = StepKind.DOORBELL;
            note.doorbellLanded(ring.visiblePosition() - before, descsBefore - ring.writtenDescriptors(), ring.nextSlot());
        }
        wakeups.kickNic(now);
    }
}
