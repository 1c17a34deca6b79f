package org.ringside.model.nic;

import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;

/**
 * The NIC's transmit engine: takes the packets the doorbell has made visible, in ring order, and
 * puts their frames on the wire one after another. A TSO packet becomes
 * {@code ceil(payload / MSS)} frames, each with its own copy of the headers. When a packet's last
 * frame has left the wire its descriptors are done.
 *
 * <p>The caller schedules the returned end times as events and calls {@link #frameDone} for them.
 */
public final class NicTransmitter {
    /** Returned by {@link #kick} when no frame was started. */
    public static final long IDLE = -1;

    private final Packets packets;
    private final TxRing ring;
    private final Wire wire;
    private int packet = Packets.NONE;
    private int lastDone = Packets.NONE;
    private int frameIndex;
    private int frameCount;
    private int payloadLeft;
    private int frameBytes;
    private long framesSent;
    private long frameBytesSent;

    public NicTransmitter(Packets packets, TxRing ring, Wire wire) {
        this.packets = packets;
        this.ring = ring;
        this.wire = wire;
    }

    public Wire wire() {
        return wire;
    }

    /**
     * Starts the next visible packet if the wire is free.
     *
     * @return the end time of the frame started, or {@link #IDLE}
     */
    public long kick() {
        if (packet != Packets.NONE || !ring.hasVisibleUnsent()) {
            return IDLE;
        }
        packet = ring.nicHead();
        int payload = packets.payload(packet);
        frameCount = packets.tso(packet) ? Math.max(1, (payload + packets.gsoSize(packet) - 1) / packets.gsoSize(packet)) : 1;
        frameIndex = 0;
        payloadLeft = payload;
        long end = startFrame(packets.visibleNs(packet));
        packets.setWireNs(packet, wire.frameStartNs());
        return end;
    }

    private long startFrame(long earliestNs) {
        int headers = packets.headerBytes(packet);
        int piece = frameCount == 1 ? payloadLeft : Math.min(packets.gsoSize(packet), payloadLeft);
        payloadLeft -= piece;
        frameBytes = headers + piece;
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
        if (frameIndex < frameCount) {
            return startFrame(0);
        }
        ring.markHeadDone();
        lastDone = packet;
        packet = Packets.NONE;
        return IDLE;
    }

    /** The packet whose last frame the latest {@link #frameDone} finished. */
    public int packetDone() {
        return lastDone;
    }

    /** The NIC is reset: the frame on the wire is cut off at {@code nowNs}. */
    public void abort(long nowNs) {
        wire.abort(nowNs);
        packet = Packets.NONE;
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
