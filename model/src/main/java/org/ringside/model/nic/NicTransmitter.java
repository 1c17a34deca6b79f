package org.ringside.model.nic;

import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;

/**
 * The NIC's transmit engine: takes the packets the doorbell has made visible, in ring order, and
 * puts their frames on the wire one after another. A TSO packet becomes
 * {@code ceil(payload / MSS)} frames, each with its own copy of the headers. Without a FIFO the
 * NIC reads a packet as it sends it, and when its last frame has left the wire its descriptors
 * are done.
 *
 * <p>With a {@link NicFifo}, the NIC reads visible packets into the FIFO ahead of the wire
 * ({@link #startFetches}, {@link #fetchDone}) and the wire sends from the FIFO. Descriptors are
 * then done when the packet is in the FIFO ({@code completion: fetched}) or when its last frame
 * has left ({@code sent}).
 *
 * <p>A FIFO may be shared by several queues' transmitters ({@link NicFifo}): each reads its own
 * ring into it under the queue's number, and each sends only when the FIFO's head is its own.
 *
 * <p>The caller schedules the returned end times as events and calls {@link #frameDone} for them,
 * and likewise the FIFO's read ends and {@link #fetchDone}.
 */
public final class NicTransmitter {
    /** Returned by {@link #kick} when no frame was started. */
    public static final long IDLE = -1;

    private final Packets packets;
    private final TxRing ring;
    private final Wire wire;
    /** The NIC's FIFO, or null when it has none. */
    private final NicFifo fifo;
    /** The transmit queue whose ring this reads, as the FIFO knows it. */
    private final int queue;
    private int packet = Packets.NONE;
    private int lastDone = Packets.NONE;
    private int frameIndex;
    private int frameCount;
    private int payloadLeft;
    private int frameBytes;
    /** The bytes of the packet the frame on the wire carries (its headers only in the first). */
    private int frameShare;
    private long framesSent;
    private long frameBytesSent;

    public NicTransmitter(Packets packets, TxRing ring, Wire wire) {
        this(packets, ring, wire, null);
    }

    /** @param fifo the NIC's FIFO, or null for none */
    public NicTransmitter(Packets packets, TxRing ring, Wire wire, NicFifo fifo) {
        this(packets, ring, wire, fifo, 0);
    }

    /**
     * @param fifo the NIC's FIFO, or null for none
     * @param queue the transmit queue whose ring this reads (its number in a shared FIFO)
     */
    public NicTransmitter(Packets packets, TxRing ring, Wire wire, NicFifo fifo, int queue) {
        this.queue = queue;
        this.packets = packets;
        this.ring = ring;
        this.wire = wire;
        this.fifo = fifo;
    }

    public Wire wire() {
        return wire;
    }

    /** The NIC's FIFO, or null when it has none. */
    public NicFifo fifo() {
        return fifo;
    }

    // --- the FIFO --------------------------------------------------------------------------------

    /**
     * Starts reading visible packets into the FIFO, in ring order, while it has room for the
     * next one. Only with a FIFO.
     *
     * @return packets whose read started
     */
    public int startFetches(long nowNs) {
        int n = 0;
        while (fetchOne(nowNs)) {
            n++;
        }
        return n;
    }

    /**
     * Starts reading the ring's next visible packet into the FIFO if it has room for it. Only
     * with a FIFO.
     *
     * @return whether a read started
     */
    public boolean fetchOne(long nowNs) {
        if (!ring.hasUnfetched() || !fifo.hasRoomFor(packets.len(ring.nextToFetch()))) {
            return false;
        }
        int p = ring.nextToFetch();
        ring.markFetchStarted();
        fifo.startFetch(p, queue, nowNs);
        return true;
    }

    /**
     * The oldest read has ended: the packet is in the FIFO, and with {@code completion: fetched}
     * its descriptors are done.
     *
     * @return the packet
     */
    public int fetchDone() {
        int p = fifo.finishFetch();
        if (fifo.completesAtFetch()) {
            ring.markHeadDone();
        }
        return p;
    }

    // --- the wire --------------------------------------------------------------------------------

    /**
     * Starts the next packet if the wire is free: without a FIFO the next visible one (from when
     * the doorbell made it visible), with one the FIFO's head (from {@code nowNs}) if it is this
     * queue's.
     *
     * @return the end time of the frame started, or {@link #IDLE}
     */
    public long kick(long nowNs) {
        if (fifo == null) {
            return kick();
        }
        if (packet != Packets.NONE || fifo.headQueue() != queue) {
            return IDLE;
        }
        return begin(fifo.head(), nowNs);
    }

    /**
     * Starts the next visible packet if the wire is free (a NIC without a FIFO).
     *
     * @return the end time of the frame started, or {@link #IDLE}
     */
    public long kick() {
        if (packet != Packets.NONE || !ring.hasVisibleUnsent()) {
            return IDLE;
        }
        int p = ring.nicHead();
        return begin(p, packets.visibleNs(p));
    }

    private long begin(int p, long earliestNs) {
        packet = p;
        int payload = packets.payload(packet);
        frameCount = packets.gsoSegs(packet);
        frameIndex = 0;
        payloadLeft = payload;
        long end = startFrame(earliestNs);
        packets.setWireNs(packet, wire.frameStartNs());
        return end;
    }

    private long startFrame(long earliestNs) {
        int headers = packets.headerBytes(packet);
        int piece = frameCount == 1 ? payloadLeft : Math.min(packets.gsoSize(packet), payloadLeft);
        payloadLeft -= piece;
        frameBytes = headers + piece;
        frameShare = frameIndex == 0 ? frameBytes : piece;
        return wire.startFrame(frameBytes, earliestNs);
    }

    /**
     * The current frame's last bit has left the wire.
     *
     * @return the end time of the packet's next frame, or {@link #IDLE} when that was its last
     *     frame (then {@link #packetDone} names it until the next kick)
     */
    public long frameDone() {
        wire.finishFrame();
        framesSent++;
        frameBytesSent += frameBytes;
        frameIndex++;
        if (fifo != null) {
            fifo.frameSent(frameShare);
        }
        if (frameIndex < frameCount) {
            return startFrame(0);
        }
        if (fifo == null) {
            ring.markHeadDone();
        } else {
            fifo.packetSent();
            if (!fifo.completesAtFetch()) {
                ring.markHeadDone();
            }
        }
        lastDone = packet;
        packet = Packets.NONE;
        return IDLE;
    }

    /** The packet whose last frame the latest {@link #frameDone} finished. */
    public int packetDone() {
        return lastDone;
    }

    /** The NIC is reset: the frame on the wire is cut off at {@code nowNs}, the FIFO emptied (every queue's). */
    public void abort(long nowNs) {
        wire.abort(nowNs);
        packet = Packets.NONE;
        if (fifo != null) {
            fifo.clear();
        }
    }

    /** The packet on the wire, or {@link Packets#NONE}. */
    public int onWire() {
        return packet;
    }

    /** Frame number (from 0) of the frame on the wire. */
    public int frameIndex() {
        return frameIndex;
    }

    public int frameCount() {
        return frameCount;
    }

    /** Bytes of the frame on the wire, or of the one just finished. */
    public int frameBytes() {
        return frameBytes;
    }

    /** Frames sent so far. */
    public long framesSent() {
        return framesSent;
    }

    /** Bytes of frames sent so far, Ethernet header to end of payload (no FCS, preamble, gap). */
    public long frameBytesSent() {
        return frameBytesSent;
    }
}
