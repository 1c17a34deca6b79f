package org.ringside.model.sim;

import java.util.function.IntConsumer;
import org.ringside.model.driver.Driver;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Cpu;
import org.ringside.model.sim.CpuTimeline.Job;
import org.ringside.model.sources.Sources;

/**
 * A transmit queue's NAPI TX clean-up on its interrupt's CPU (the driver's poll, e.g.
 * {@code ixgbe_clean_tx_irq}): the done descriptors freed up to the work limit, BQL told what
 * completed ({@code netdev_tx_completed_queue}), a stopped queue woken, then NAPI polls again or
 * completes and unmasks the interrupt ({@code napi_complete_done}).
 */
final class QueueCleanup {
    private final TxQueue queue;
    private final Driver driver;
    private final Packets packets;
    private final LiveSettings settings;
    private final Counters counters;
    private final StepNote note;
    private final Sources sources;
    private final WorkAsked asked;
    private final IntConsumer freePacket;
    private final Wakeups wakeups;
    /** Packets the clean-up under way frees. */
    private int count;
    /** When and on which CPU the clean-up being finished frees its packets. */
    private long cleanupNs;
    private int cleanupCpu;

    QueueCleanup(TxQueue queue, Packets packets, LiveSettings settings, Counters counters, StepNote note,
            Sources sources, WorkAsked asked, Wakeups wakeups) {
        this.queue = queue;
        this.driver = queue.driver;
        this.packets = packets;
        this.settings = settings;
        this.counters = counters;
        this.note = note;
        this.sources = sources;
        this.asked = asked;
        this.wakeups = wakeups;
        this.freePacket = this::freeCleaned;
    }

    /** The CPU takes the clean-up: the interrupt's cost, and each completion's. */
    void start(CpuTimeline cpu, long now) {
        count = Math.min(budget(), driver.ring().donePackets());
        Cpu costs = settings.costs();
        cpu.start(Job.CLEANUP, now, costs.perInterruptNs() + count * costs.perCompletionNs());
    }

    /**
     * The clean-up's time is over: its packets are freed, and the queue woken, polled again or its
     * interrupt unmasked.
     *
     * @return whether the CPU has a job of this queue's still (the doorbell a dispatch limit
     *     leaves to the clean-up); false when it is free for other work
     */
    boolean done(CpuTimeline cpu, long now) {
        counters.cleanups++;
        cleanupNs = now;
        cleanupCpu = cpu.index();
        int n = driver.cleanUp(count, now, freePacket);
        if (note.wanted) {
            note.kind = StepKind.CLEANUP;
            note.cleanup(n, driver.lastCleanUpBytes(), driver.lastLimitBefore(), driver.bql().limit());
            note.rule = driver.lastCleanUpBytes() > 0 ? driver.bql().lastRule() : null;
            note.stackXoff = driver.lastStackWoken();
            note.driverXoff = driver.lastDriverWoken();
        }
        if ((driver.lastStackWoken() || driver.lastDriverWoken()) && !queue.qdisc.isEmpty() && !driver.stopped()
                && !asked.runAsked(queue) && !queue.run.running()) {
            asked.askRun(queue, cpu.index()); // the queue woke: netif_schedule_queue, on the clean-up's CPU
        }
        if (n == budget() && driver.ring().donePackets() > 0) {
            asked.askCleanup(queue); // work limit reached: NAPI polls again, the interrupt still masked
        } else if (queue.cleanupEnded(now)) { // napi_complete_done: the interrupt is unmasked
            asked.askCleanup(queue); // and fired at once; the CPU's next dispatch serves it
        }
        if (driver.doorbell().onCleanup(driver.tailPending())) {
            driver.ringNow();
            note.doorbell = true;
            queue.xmit.ringDoorbell(cpu, Job.CLEANUP_DOORBELL, now);
            return true;
        }
        return false;
    }

    /** Packets one clean-up frees at most: the driver's work limit, or the whole ring. */
    private int budget() {
        int budget = settings.nic().txCleanBudget();
        return budget > 0 ? budget : driver.ring().size();
    }

    // tcp_wfree: freeing a packet lowers its socket's bytes below TCP, which may wake it, on this
    // CPU's tsq_tasklet (per CPU since TCP small queues came, 3.6). With
    // completion fetched the NIC may still hold the packet's data in its FIFO: the driver frees
    // the buffer all the same, and the packet lives on until its last frame has left.
    private void freeCleaned(int packet) {
        int source = packets.flow(packet);
        if (queue.fifo != null && queue.fifo.cleanedWhileHeld(queue.index)) {
            packets.release(packet);
        } else {
            packets.free(packet);
        }
        if (sources.get(source).onFreed(cleanupNs)) {
            wakeups.tsqQueued(source, cleanupCpu);
        }
    }

    /** The ring was reset: a clean-up in progress frees nothing. */
    void ringReset() {
        count = 0;
    }
}
