package org.ringside.model.sim;

import java.util.function.ToLongFunction;
import org.ringside.model.driver.Driver;
import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.nic.InterruptModeration;
import org.ringside.model.nic.NetDim;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.NicTransmitter;
import org.ringside.model.qdisc.QdiscRun;
import org.ringside.model.qdisc.QueueDiscipline;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;

/**
 * One transmit queue of the device and everything Linux keeps per queue: its qdisc and the run
 * that drains it (under mq each TX queue has its own child qdisc, {@code mq_init}), the driver's
 * ring with its BQL state ({@code struct netdev_queue}'s {@code dql}) and its stop/wake state,
 * the NIC's reading of that ring (into the NIC's FIFO, if it has one, which the queues share) and the queue's interrupt
 * moderation with its timer (the queue's NAPI context: the interrupt masked from firing until its
 * clean-up ends), and what the queue waits for: a clean-up on the CPU its interrupt runs on, a
 * qdisc run on the CPU that asked for it (kept by {@link WorkAsked}). Its work runs here, on the
 * CPU that {@link CpuWork} hands it to: the qdisc run and the doorbell ({@link QueueXmit}), the
 * clean-up ({@link QueueCleanup}), the interrupt, and the reset a new ring makes. Nobody else
 * writes its state.
 */
final class TxQueue {
    /** The queue's number ({@code tx-N}). */
    final int index;
    /** The CPU the queue's interrupt, and so its clean-up, runs on. */
    final int irqCpu;
    final QueueDiscipline qdisc;
    final QdiscRun run;
    /** Whether the qdisc dequeues lists of packets (fixed when the qdisc is built). */
    final boolean bulkDequeue;
    final Driver driver;
    /** The NIC's own FIFO, shared by every queue, or null when it has none ({@code nic.fifo_bytes} 0). */
    final NicFifo fifo;
    final NicTransmitter nic;
    final InterruptModeration irq;
    /** Its drops, its qdisc's sojourn times, its interrupts, its samples. */
    final QueueStats stats;
    /** Its qdisc run and doorbell, on the CPU the run was asked of. */
    final QueueXmit xmit;
    /** Its NAPI clean-up, on its interrupt's CPU. */
    final QueueCleanup cleanup;
    private final Packets packets;
    private final Delivery delivery;
    private final EventQueue events;
    private final StepNote note;
    private final Wakeups wakeups;
    /** The interrupt moderation's timer event, if one is set. */
    private long irqTimer = EventQueue.NO_HANDLE;
    /** net_dim moving the moderation ({@link Nic#dimMoves()}), or null when it is fixed. */
    private NetDim dim;

    /**
     * @param qdisc its own qdisc ({@link org.ringside.model.qdisc.Qdiscs#leafFor})
     * @param shared what it shares with the device's other queues: the wire its frames go to, the
     *     NIC's FIFO, where a ring reset's drops are counted, how its interrupt asks its CPU for a clean-up
     */
    TxQueue(int index, int irqCpu, Scenario scenario, QueueDiscipline qdisc, QueueShared shared) {
        this.index = index;
        this.irqCpu = irqCpu;
        this.qdisc = qdisc;
        this.packets = shared.packets();
        this.delivery = shared.delivery();
        this.events = shared.events();
        this.note = shared.note();
        this.wakeups = shared.wakeups();
        stats = new QueueStats(scenario.txQueues() > 1);
        Nic settings = scenario.nic();
        bulkDequeue = scenario.qdisc().bulkDequeue();
        run = new QdiscRun(qdisc, packets, scenario.qdisc().drainBudgetBytes(), scenario.qdisc().bqlAbortsList());
        driver = new Driver(packets, settings, scenario.bql());
        fifo = shared.fifo();
        nic = new NicTransmitter(packets, driver.ring(), shared.wire(), fifo, index);
        irq = new InterruptModeration(settings.moderation(), settings.txUsecsNs(), settings.txFrames());
        moderate(settings);
        xmit = new QueueXmit(this, packets, shared.settings(), note, shared.asked(), wakeups);
        cleanup = new QueueCleanup(this, packets, shared.settings(), shared.counters(), note, shared.sources(),
                shared.asked(), wakeups);
    }

    TxRing ring() {
        return driver.ring();
    }

    /** New NIC settings for the driver (stop and wake levels, doorbell) and the moderation. */
    void configure(Nic settings) {
        driver.configure(settings);
        moderate(settings);
    }

    /**
     * The moderation the settings give: fixed, or net_dim's, which starts afresh when adaptive
     * moderation is turned on ({@code mlx5e_dim_tx_change} makes a new {@code struct dim}) and
     * keeps its state while it stays on.
     */
    private void moderate(Nic settings) {
        if (!settings.dimMoves()) {
            dim = null;
            irq.configure(settings.moderation(), settings.txUsecsNs(), settings.txFrames());
        } else if (dim == null) {
            restartDim();
        }
    }

    /** A new {@code struct dim}, and the CQ at net_dim's default profile ({@code mlx5e_reset_tx_moderation}). */
    private void restartDim() {
        dim = new NetDim();
        irq.configure(irq.mode(), dim.usecs() * Units.US, dim.pkts());
    }

    /** The profile net_dim runs this queue's CQ with, or -1 when the moderation is fixed. */
    int dimProfile() {
        return dim == null ? -1 : dim.profile();
    }

    // --- the TX interrupt -------------------------------------------------------------------------

    /**
     * A packet of this queue has its descriptors done: the interrupt it is owed, at once or after
     * moderation.
     */
    void completed(long now) {
        long due = irq.onCompletion(now);
        if (due == now) {
            note.interruptNow = true;
            raiseInterrupt(now);
        } else if (due != InterruptModeration.NOT_DUE) {
            irqTimer = events.schedule(due, EventKind.IRQ_TIMER, index, 0);
            note.interruptDueInNs = due - now;
        }
    }

    /** The moderation's timer fired: the interrupt fires. */
    void onIrqTimer(long now) {
        irqTimer = EventQueue.NO_HANDLE;
        note.kind = StepKind.INTERRUPT;
        note.at(index, irqCpu);
        note.donePackets = ring().donePackets();
        fireInterrupt(now);
    }

    private void fireInterrupt(long now) {
        signal(now);
        wakeups.cleanupWanted(now, index);
    }

    /** The interrupt fires: every pending completion is signalled, and it stays masked. */
    private void signal(long now) {
        stats.interrupted(now);
        irq.fire(now);
    }

    /** Fires the interrupt now, in place of any timer that was to fire it later. */
    private void raiseInterrupt(long now) {
        events.cancel(irqTimer);
        irqTimer = EventQueue.NO_HANDLE;
        fireInterrupt(now);
    }

    /**
     * The clean-up has ended and unmasks the interrupt ({@code napi_complete_done}): completions
     * that came while it ran are owed one, at once or when the moderation allows.
     *
     * @return true when the interrupt fired at once (a clean-up is then wanted; the caller asks
     *     for it and dispatches it, since the CPU is between jobs)
     */
    boolean cleanupEnded(long now) {
        // mlx5e_napi_poll: mlx5e_handle_tx_dim after napi_complete_done, before mlx5e_cq_arm.
        if (dim != null && dim.sample(irq.interrupts(), driver.xmitFrames(), driver.xmitFrameBytes(), now)) {
            irq.configure(irq.mode(), dim.usecs() * Units.US, dim.pkts());
        }
        long due = irq.unmask(now);
        if (due == now) {
            events.cancel(irqTimer);
            irqTimer = EventQueue.NO_HANDLE;
            signal(now);
            return true;
        }
        if (due != InterruptModeration.NOT_DUE && irqTimer == EventQueue.NO_HANDLE) {
            irqTimer = events.schedule(due, EventKind.IRQ_TIMER, index, 0);
        }
        return false;
    }

    /** The NIC is reset: no interrupt is pending, and the moderation starts afresh. */
    void resetInterrupt() {
        irq.reset();
        events.cancel(irqTimer);
        irqTimer = EventQueue.NO_HANDLE;
    }

    // --- a new ring ---------------------------------------------------------------------------------

    /** This queue's packets in the NIC's FIFO, to be read before the NIC is reset: they are lost with it. */
    int[] heldByFifo() {
        return fifo == null ? new int[0] : fifo.heldIds(index);
    }

    /**
     * A new ring, as {@code ethtool -G} or {@code ip link set mtu} makes one: every packet in the
     * ring or the NIC's FIFO not yet sent is dropped and counted (its source learns of the loss),
     * and the driver makes the new ring with DQL reset; a clean-up under way frees nothing. {@link TxPath#resetRing} first cuts off
     * the frame on the wire ({@link WireCompletion#nicReset}) and afterwards runs the qdisc again
     * ({@link CpuWork#ringReset}).
     *
     * @param inFifo what {@link #heldByFifo()} said before the NIC was reset
     */
    void reset(int[] inFifo, int ringSize, long now) {
        TxRing ring = ring();
        // With completion fetched the FIFO's packets are done, and those the clean-up has freed
        // already are no longer in the ring.
        for (int packet : inFifo) {
            if (packets.released(packet)) {
                dropFromRing(packet, now);
                packets.free(packet);
            }
        }
        for (long pos = ring.cleanPosition(); pos < ring.writePosition(); pos++) {
            int packet = ring.packetAt(pos);
            // Done packets were already counted as sent, unless they were still in the FIFO.
            if (pos >= ring.donePosition() || contains(inFifo, packet)) {
                dropFromRing(packet, now);
            }
            packets.free(packet);
        }
        driver.reset(ringSize, now);
        cleanup.ringReset();
        if (dim != null) {
            restartDim(); // mlx5 reopens its channels for a new ring: a new struct dim with them
        }
    }

    private static boolean contains(int[] ids, int id) {
        for (int i : ids) {
            if (i == id) {
                return true;
            }
        }
        return false;
    }

    private void dropFromRing(int packet, long now) {
        stats.dropped();
        delivery.droppedFromRing(packet, now);
    }

    /** A figure summed over the queues (for one queue, that queue's). */
    static long sum(TxQueue[] queues, ToLongFunction<TxQueue> figure) {
        long total = 0;
        for (TxQueue q : queues) {
            total += figure.applyAsLong(q);
        }
        return total;
    }

    /**
     * Bytes in the queue: in the qdisc, in the ring and not yet sent, or done but still in the
     * NIC's FIFO.
     */
    long bytesInSystem() {
        return qdisc.bytes() + driver.ring().unsentAcctBytes() + (fifo == null ? 0 : fifo.doneUnsentAcctBytes(index));
    }

    /**
     * Bytes the driver has handed over that have not left the wire: in the ring and not yet read
     * by the NIC, being read, or in its FIFO (this queue's packets there; counted as the ring's bytes are, a frame's share
     * leaving when the frame has left).
     */
    long driverToWireBytes() {
        return driver.ring().unfetchedBytes() + (fifo == null ? 0 : fifo.reservedBytes(index));
    }
}
