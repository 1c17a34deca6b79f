package org.ringside.model.sim;

import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.engine.Packets;
import org.ringside.model.nic.NicFifo;
import org.ringside.model.nic.NicTransmitter;
import org.ringside.model.sources.Sources;

/**
 * The far end of the transmit queues: the NIC serving its queues' rings in turn onto the one wire
 * (round robin by packet; the model's assumption for the arbitration of one traffic class, which
 * the driver sources do not spell out), frames leaving the wire, a packet handed to
 * {@link Delivery} when its last bit leaves, its descriptors marked done, and its queue told
 * ({@link TxQueue#completed}), whose TX interrupt is raised after coalescing.
 *
 * <p>With a NIC FIFO the queues share it, as the 82599's share one packet buffer with DCB off
 * ({@link NicFifo}): the NIC reads the queues' rings into it in turn, one packet per turn, passing
 * over a queue whose next packet does not fit (an assumption too, see docs/model.md), and the wire
 * sends the FIFO in the order it was read, each packet through its own queue's transmitter. A
 * read's end and a packet's last frame are told to the packet's own queue; with
 * {@code completion: fetched} the descriptors are done, and the interrupt path runs, when the read
 * ends rather than when the frame leaves.
 */
final class WireCompletion {
    private final EventQueue events;
    private final TxQueue[] queues;
    /** The queue whose packet is on the wire, or was last. */
    private TxQueue queue;
    /** The queue the NIC looks at first when the wire is next free. */
    private int nextQueue;
    /** The NIC's FIFO, which every queue reads into, or null. */
    private final NicFifo fifo;
    /** The queue whose ring the NIC reads from first when the FIFO next has room. */
    private int fetchNext;
    private final Packets packets;
    private final Counters counters;
    private final StepNote note;
    private final Sources sources;
    private final Delivery delivery;
    private long wireEvent = EventQueue.NO_HANDLE;
    /** Stands for the wire's event while its time waits in {@link #pendingEndNs} instead. */
    private static final long PENDING = -2;
    /**
     * Whether the next frame end, when this event schedules it last, may wait here for the run
     * loop instead of the event queue (see {@link Simulation#runUntil}).
     */
    private boolean deferEnds;
    private long pendingEndNs = -1;
    /** Whether each source sends TCP, whose payload each frame counts (read per frame). */
    private final boolean[] tcpSource;
    private long fetchEvent = EventQueue.NO_HANDLE;
    /** The bottleneck port beyond the wire, which each frame enters as it leaves, or null. */
    private final PortPath port;

    WireCompletion(EventQueue events, TxQueue[] queues, Packets packets, Counters counters, StepNote note,
            Sources sources, Delivery delivery, PortPath port) {
        this.port = port;
        this.events = events;
        this.queues = queues;
        this.queue = queues[0];
        this.fifo = queues[0].fifo;
        this.packets = packets;
        this.counters = counters;
        this.note = note;
        this.sources = sources;
        this.delivery = delivery;
        tcpSource = new boolean[sources.size()];
        for (int s = 0; s < tcpSource.length; s++) {
            tcpSource[s] = sources.get(s).flow().kind().isTcp();
        }
    }

    /** Starts the NIC on the next visible packet if the wire is free (and its reads, with a FIFO). */
    void kickNic(long now) {
        kickNic(now, false);
    }

    /** @param last true when nothing else is scheduled in this event after the frame's end */
    private void kickNic(long now, boolean last) {
        if (fifo != null) {
            startFetches(now);
        }
        if (wireEvent != EventQueue.NO_HANDLE) {
            return;
        }
        if (fifo != null) { // the wire sends the FIFO in order, through the head's own queue
            int head = fifo.headQueue();
            long end = head < 0 ? NicTransmitter.IDLE : queues[head].nic.kick(now);
            if (end != NicTransmitter.IDLE) {
                queue = queues[head];
                frameEndAt(end, last);
            }
            return;
        }
        // Round robin from nextQueue, wrapping by comparison: a division per look costs more
        // than the rest of a frame's end.
        int n = queues.length;
        for (int i = 0, at = nextQueue; i < n; i++, at = at + 1 == n ? 0 : at + 1) {
            TxQueue q = queues[at];
            long end = q.nic.kick(now);
            if (end != NicTransmitter.IDLE) {
                queue = q;
                nextQueue = q.index + 1 == n ? 0 : q.index + 1;
                frameEndAt(end, last);
                return;
            }
        }
    }

    /**
     * The NIC reads what it sees into its FIFO while there is room, the queues taking turns a
     * packet at a time; a queue whose next packet does not fit is passed over. The oldest read's
     * end is an event.
     */
    private void startFetches(long now) {
        int n = queues.length;
        if (n == 1) {
            queue.nic.startFetches(now);
        } else {
            boolean started;
            do {
                started = false;
                for (int i = 0, at = fetchNext; i < n; i++, at = at + 1 == n ? 0 : at + 1) {
                    if (queues[at].nic.fetchOne(now)) {
                        fetchNext = at + 1 == n ? 0 : at + 1;
                        started = true;
                        break;
                    }
                }
            } while (started);
        }
        if (fetchEvent == EventQueue.NO_HANDLE && fifo.fetching()) {
            fetchEvent = events.schedule(fifo.nextFetchDueNs(), EventKind.FETCH_DONE, 0, 0);
        }
    }

    /** A packet's data is in the NIC's FIFO: its own queue's descriptors and interrupt. */
    void onFetchDone(long now) {
        fetchEvent = EventQueue.NO_HANDLE;
        TxQueue read = queues[fifo.nextFetchQueue()];
        int packet = read.nic.fetchDone();
        note.kind = StepKind.FETCHED;
        note.at(read.index, -1);
        note.packet = packet;
        note.source = packets.flow(packet);
        note.fetched(packets.len(packet), fifo.heldBytes(), fifo.completesAtFetch());
        if (fifo.completesAtFetch()) {
            read.completed(now);
        }
        kickNic(now, true);
    }

    private void frameEndAt(long ns, boolean last) {
        if (last && deferEnds) {
            pendingEndNs = ns;
            wireEvent = PENDING;
        } else {
            wireEvent = events.schedule(ns, EventKind.WIRE_DONE, 0, 0);
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

    /**
     * Ends the waiting frame and those after it while each is not its packet's last and ends at
     * or before {@code limitNs}: such a frame end frees nothing and schedules nothing, so the run
     * loop may take a packet's frames in one go, with nothing to look at between them (no FIFO:
     * there a frame's end starts reads).
     *
     * @return the frames ended; the waiting frame end is then the next one's
     */
    int endInnerFrames(long limitNs) {
        NicTransmitter nic = queue.nic;
        if (fifo != null || port != null) { // a port takes each frame as an event of its own
            return 0;
        }
        int ended = 0;
        int packet = nic.onWire();
        boolean tcp = packet != Packets.NONE && tcpSource[packets.flow(packet)];
        int headers = tcp ? packets.headerBytes(packet) : 0;
        long tcpPayload = 0;
        while (pendingEndNs >= 0 && pendingEndNs <= limitNs && nic.frameIndex() + 1 < nic.frameCount()) {
            if (tcp) {
                tcpPayload += nic.frameBytes() - headers;
            }
            pendingEndNs = nic.frameDone();
            ended++;
        }
        counters.tcpPayloadBytes += tcpPayload;
        return ended;
    }

    // Per frame, not per packet, so that a TSO packet's payload leaves as its frames do.
    private void countTcpPayload(NicTransmitter nic, int packet) {
        if (tcpSource[packets.flow(packet)]) {
            counters.tcpPayloadBytes += nic.frameBytes() - packets.headerBytes(packet);
        }
    }

    /** Hands the waiting frame end to the event queue after all. */
    void queuePendingFrameEnd() {
        if (pendingEndNs >= 0) {
            wireEvent = events.schedule(pendingEndNs, EventKind.WIRE_DONE, 0, 0);
            pendingEndNs = -1;
        }
    }

    /** The waiting frame end has come: the run loop handles it as the event it stands for. */
    void takePendingFrameEnd() {
        pendingEndNs = -1;
    }

    void onWireDone(long now) {
        wireEvent = EventQueue.NO_HANDLE;
        NicTransmitter nic = queue.nic;
        int packet = nic.onWire();
        if (note.wanted) {
            note.at(queue.index, -1);
            note.packet = packet;
            note.frame(nic.frameIndex() + 1, nic.frameCount(), nic.frameBytes());
        }
        countTcpPayload(nic, packet);
        if (port != null) {
            port.frameLeftWire(now, nic, packet);
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
        if (note.wanted) {
            note.kind = StepKind.PACKET_SENT;
            note.source = packets.flow(packet);
            note.packetSent(packets.len(packet), now - packets.offeredNs(packet));
        }
        delivery.packetLeftWire(packet, now);
        if (fifo != null && fifo.completesAtFetch()) {
            // Done when it was read in; freed already if the clean-up has been since.
            if (packets.released(packet)) {
                packets.free(packet);
            }
        } else {
            queue.completed(now);
        }
        kickNic(now, true);
    }

    /** The queue whose packet is on the wire, or was last. */
    TxQueue onWireQueue() {
        return queue;
    }

    /**
     * The NIC is reset: the frame on the wire is cut off and reads into the FIFO stop (each
     * queue's interrupt is reset by the queue). The caller has dealt with the FIFO's packets first.
     */
    void nicReset(long now) {
        for (TxQueue q : queues) { // the one FIFO is emptied for every queue
            if (q.nic.onWire() != Packets.NONE || fifo != null) {
                q.nic.abort(now);
                events.cancel(wireEvent);
                wireEvent = EventQueue.NO_HANDLE;
                pendingEndNs = -1;
            }
        }
        events.cancel(fetchEvent);
        fetchEvent = EventQueue.NO_HANDLE;
    }
}
