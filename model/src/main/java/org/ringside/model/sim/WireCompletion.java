package org.ringside.model.sim;

import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.metrics.FlowStats;
import org.ringside.model.nic.InterruptModeration;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.NicTransmitter;
import org.ringside.model.sources.Source;

/**
 * The far end of the path: frames leaving the wire, a packet counted as sent (and its latency
 * measured) when its last bit leaves, its source told, its descriptors marked done, and the TX
 * interrupt raised after coalescing. With a NIC FIFO, also the NIC's reads into it; with
 * {@code completion: fetched} the descriptors are done, and the interrupt path runs, when the
 * read ends rather than when the frame leaves.
 */
final class WireCompletion {
    private final TxPath path;
    private final Packets packets;
    private long wireEvent = EventQueue.NO_HANDLE;
    /** Stands for the wire's event while its time waits in {@link #pendingEndNs} instead. */
    private static final long PENDING = -2;
    /**
     * Whether the next frame end, when this event schedules it last, may wait here for the run
     * loop instead of the event queue (see {@link Simulation#runUntil}).
     */
    private boolean deferEnds;
    private long pendingEndNs = -1;
    private long irqTimer = EventQueue.NO_HANDLE;
    private long fetchEvent = EventQueue.NO_HANDLE;
    private long lastInterruptNs = -1;

    WireCompletion(TxPath path) {
        this.path = path;
        this.packets = path.packets;
    }

    /** Starts the NIC on the next visible packet if the wire is free (and its reads, with a FIFO). */
    void kickNic(long now) {
        kickNic(now, false);
    }

    /** @param last true when nothing else is scheduled in this event after the frame's end */
    private void kickNic(long now, boolean last) {
        if (path.fifo != null) {
            startFetches(now);
        }
        if (wireEvent != EventQueue.NO_HANDLE) {
            return;
        }
        long end = path.nic.kick(now);
        if (end != NicTransmitter.IDLE) {
            frameEndAt(end, last);
        }
    }

    /** The NIC reads what it sees into its FIFO while there is room; the oldest read's end is an event. */
    private void startFetches(long now) {
        path.nic.startFetches(now);
        if (fetchEvent == EventQueue.NO_HANDLE && path.fifo.fetching()) {
            fetchEvent = path.events.schedule(path.fifo.nextFetchDueNs(), EventKind.FETCH_DONE, 0, 0);
        }
    }

    /** A packet's data is in the NIC's FIFO. */
    void onFetchDone(long now) {
        fetchEvent = EventQueue.NO_HANDLE;
        int packet = path.nic.fetchDone();
        StepNote note = path.note;
        note.kind = StepKind.FETCHED;
        note.packet = packet;
        note.source = packets.flow(packet);
        note.v[0] = packets.len(packet);
        note.v[1] = path.fifo.heldBytes();
        note.v[2] = 0;
        if (path.fifo.completesAtFetch()) {
            note.v[3] = 1;
            completed(now);
        }
        kickNic(now, true);
    }

    private void frameEndAt(long ns, boolean last) {
        if (last && deferEnds) {
            pendingEndNs = ns;
            wireEvent = PENDING;
        } else {
            wireEvent = path.events.schedule(ns, EventKind.WIRE_DONE, 0, 0);
        }
    }

    /**
     * Lets the frame end an event schedules last wait for the run loop rather than go through
     * the event queue: the loop then handles it at once if nothing comes before it, or queues it.
     * Either way the order of events is the same, since no event was scheduled after it.
     */
    void deferFrameEnds(boolean on) {
        deferEnds = on;
    }

    /** The frame end waiting for the run loop, or -1. */
    long pendingFrameEndNs() {
        return pendingEndNs;
    }

    /** Hands the waiting frame end to the event queue after all. */
    void queuePendingFrameEnd() {
        if (pendingEndNs >= 0) {
            wireEvent = path.events.schedule(pendingEndNs, EventKind.WIRE_DONE, 0, 0);
            pendingEndNs = -1;
        }
    }

    /** The waiting frame end has come: the run loop handles it as the event it stands for. */
    void takePendingFrameEnd() {
        pendingEndNs = -1;
    }

    void onWireDone(long now) {
        wireEvent = EventQueue.NO_HANDLE;
        NicTransmitter nic = path.nic;
        NicFifo fifo = path.fifo;
        StepNote note = path.note;
        int packet = nic.onWire();
        note.packet = packet;
        note.v[0] = nic.frameIndex() + 1;
        note.v[1] = nic.frameCount();
        note.v[2] = nic.frameBytes();
        if (path.sources.get(packets.flow(packet)).flow().kind().isTcp()) {
            // Per frame, not per packet, so that a TSO packet's payload leaves as its frames do.
            path.counters.tcpPayloadBytes += nic.frameBytes() - packets.headerBytes(packet);
        }
        long next = nic.frameDone();
        if (fifo != null) {
            startFetches(now); // the frame's bytes made room; its reads are scheduled before the next frame's end
        }
        if (next != NicTransmitter.IDLE) {
            note.kind = StepKind.FRAME_SENT;
            frameEndAt(next, true);
            return;
        }
        note.kind = StepKind.PACKET_SENT;
        note.source = packets.flow(packet);
        note.v[0] = packets.len(packet);
        note.v[1] = now - packets.offeredNs(packet);
        note.v[2] = 0;
        packetLeftWire(packet, now);
        if (fifo != null && fifo.completesAtFetch()) {
            // Done when it was read in; freed already if the clean-up has been since.
            if (packets.released(packet)) {
                packets.free(packet);
            }
        } else {
            completed(now);
        }
        kickNic(now, true);
    }

    /** A packet's descriptors are done: the interrupt it is owed, at once or after moderation. */
    private void completed(long now) {
        StepNote note = path.note;
        long due = path.irq.onCompletion(now);
        if (due == now) {
            note.flag = true;
            raiseInterrupt(now);
        } else if (due != InterruptModeration.NOT_DUE) {
            irqTimer = path.events.schedule(due, EventKind.IRQ_TIMER, 0, 0);
            note.v[2] = due - now;
        }
    }

    void onIrqTimer(long now) {
        irqTimer = EventQueue.NO_HANDLE;
        path.note.kind = StepKind.INTERRUPT;
        path.note.v[0] = path.ring().donePackets();
        fireInterrupt(now);
    }

    private void fireInterrupt(long now) {
        signal(now);
        path.work.cleanupWanted(now);
    }

    /** The interrupt fires: every pending completion is signalled, and it stays masked. */
    private void signal(long now) {
        lastInterruptNs = now;
        path.irq.fire(now);
    }

    /** Fires the interrupt now, in place of any timer that was to fire it later. */
    private void raiseInterrupt(long now) {
        path.events.cancel(irqTimer);
        irqTimer = EventQueue.NO_HANDLE;
        fireInterrupt(now);
    }

    /**
     * The clean-up has ended and unmasks the interrupt: completions that came while it ran are
     * owed one, at once or when the moderation allows.
     *
     * @return true when the interrupt fired at once (a clean-up is then wanted; the caller
     *     dispatches it)
     */
    boolean cleanupEnded(long now) {
        long due = path.irq.unmask(now);
        if (due == now) {
            // The CPU is between jobs: the caller gives it its next one.
            path.events.cancel(irqTimer);
            irqTimer = EventQueue.NO_HANDLE;
            signal(now);
            path.cpu.cleanupWanted = true;
            return true;
        }
        if (due != InterruptModeration.NOT_DUE && irqTimer == EventQueue.NO_HANDLE) {
            irqTimer = path.events.schedule(due, EventKind.IRQ_TIMER, 0, 0);
        }
        return false;
    }

    /** When the latest TX interrupt fired, or -1 before the first. */
    long lastInterruptNs() {
        return lastInterruptNs;
    }

    /** A packet's (or a GSO segment's) last bit left the wire: it counts as sent now. */
    private void packetLeftWire(int packet, long now) {
        int share = packets.acct(packet);
        path.counters.sentBytes += share;
        path.payloadSent[packets.flow(packet)] += packets.payload(packet);
        Source source = path.sources.get(packets.flow(packet));
        FlowStats flow = path.statsOf(source);
        flow.bytesSent(share);
        int parent = packets.parent(packet);
        if (parent == Packets.NONE) {
            path.counters.sentPackets++;
            flow.packetSent(now - packets.offeredNs(packet));
            source.onSent(now, packets.payload(packet), packets.offeredNs(packet));
        } else {
            packets.addDeliveredPayload(parent, packets.payload(packet));
            packets.addSegmentsOut(parent, -1);
            settleParent(parent, now);
        }
    }

    /** When every segment of a split packet has left the wire or been dropped, report it whole. */
    void settleParent(int parent, long now) {
        if (packets.payload(parent) > 0 || packets.segmentsOut(parent) > 0) {
            return; // still being split, or segments still in the ring
        }
        Source source = path.sources.get(packets.flow(parent));
        int delivered = packets.deliveredPayload(parent);
        int lost = packets.lostPayload(parent);
        if (lost == 0) {
            path.counters.sentPackets++;
            path.statsOf(source).packetSent(now - packets.offeredNs(parent));
        }
        if (delivered > 0) {
            source.onSent(now, delivered, packets.offeredNs(parent));
        }
        if (lost > 0) {
            source.onLost(now, lost, packets.seq(parent));
        }
        packets.free(parent);
    }

    /**
     * The NIC is reset: the frame on the wire is cut off, reads into the FIFO stop and no
     * interrupt is pending. The caller has dealt with the FIFO's packets first.
     */
    void nicReset(long now) {
        if (path.nic.onWire() != Packets.NONE || path.fifo != null) {
            path.nic.abort(now);
            path.events.cancel(wireEvent);
            wireEvent = EventQueue.NO_HANDLE;
            pendingEndNs = -1;
        }
        path.events.cancel(fetchEvent);
        fetchEvent = EventQueue.NO_HANDLE;
        path.irq.reset();
        path.events.cancel(irqTimer);
        irqTimer = EventQueue.NO_HANDLE;
    }
}
