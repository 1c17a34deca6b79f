package org.ringside.model.sim;

import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;

/**
 * One CPU: what it is doing and until when. Work is serialised: one job at a time, each ending
 * with a {@code CPU_DONE} event that names the CPU. What waits for it is kept by
 * {@link WorkAsked}; {@link CpuWork} picks clean-up first, then qdisc runs, then pktgen.
 */
final class CpuTimeline {
    /** What the CPU is busy with. */
    enum Job {
        IDLE,
        /** Stack + driver work for one unit a qdisc run hands to the driver. */
        QDISC_XMIT,
        /** The MMIO tail write at the end of a qdisc run's unit (or a flush). */
        QDISC_DOORBELL,
        /** The NAPI TX clean-up. */
        CLEANUP,
        /** The clean-up's flush of a dispatch_limit tail. */
        CLEANUP_DOORBELL,
        /** A flow's application copying bytes into its socket ({@code sendmsg}), in process context. */
        SENDMSG_COPY,
        /** Receiving and processing ACKs ({@code tcp_ack}, freeing the skbs they cover), in softirq. */
        TCP_ACK,
        /** pktgen building and handing one packet to the driver. */
        PKTGEN_XMIT,
        /** pktgen's doorbell. */
        PKTGEN_DOORBELL;

        /** Whether the job works for a transmit queue (every job but a socket copy and ACKs). */
        boolean forQueue() {
            return this != IDLE && this != SENDMSG_COPY && this != TCP_ACK;
        }
    }

    private final EventQueue events;
    private final int index;
    private Job job = Job.IDLE;
    private long jobStartNs;
    private long jobEndNs;
    private long busyNsDone;
    /** A doorbell job's tail: the ring position its write makes visible. */
    private long doorbellTail;

    /** @param index the CPU's number, which its {@code CPU_DONE} events carry */
    CpuTimeline(EventQueue events, int index) {
        this.events = events;
        this.index = index;
    }

    int index() {
        return index;
    }

    boolean idle() {
        return job == Job.IDLE;
    }

    Job job() {
        return job;
    }

    long jobEndNs() {
        return jobEndNs;
    }

    /** Starts a job that keeps the CPU busy for {@code costNs}. */
    void start(Job what, long nowNs, long costNs) {
        if (job != Job.IDLE) {
            throw new IllegalStateException("CPU busy with " + job + " while starting " + what);
        }
        job = what;
        jobStartNs = nowNs;
        jobEndNs = nowNs + costNs;
        events.schedule(jobEndNs, EventKind.CPU_DONE, what.ordinal(), index);
    }

    /** Starts a doorbell: the MMIO write of {@code tail}, which the NIC sees when the job ends. */
    void startDoorbell(Job what, long nowNs, long costNs, long tail) {
        start(what, nowNs, costNs);
        doorbellTail = tail;
    }

    /** The tail the latest doorbell job wrote. */
    long doorbellTail() {
        return doorbellTail;
    }

    /** The current job's time is up; returns which job it was. */
    Job finish(long nowNs) {
        Job done = job;
        busyNsDone += nowNs - jobStartNs;
        job = Job.IDLE;
        return done;
    }

    /** CPU time used so far by every CPU together, up to {@code atNs}. */
    static long busyNs(CpuTimeline[] cpus, long atNs) {
        long busy = 0;
        for (CpuTimeline c : cpus) {
            busy += c.busyNs(atNs);
        }
        return busy;
    }

    /** Nanoseconds the CPU has been busy up to {@code atNs}. */
    long busyNs(long atNs) {
        long busy = busyNsDone;
        if (job != Job.IDLE) {
            busy += Math.max(0, Math.min(atNs, jobEndNs) - jobStartNs);
        }
        return busy;
    }
}
