package org.ringside.model.network;

import org.ringside.model.metrics.Histogram;

/** What a bottleneck port has done: frames and bytes sent, drops, marks and sojourn times. */
public final class PortStats {
    private long framesArrived;
    private long framesSent;
    private long bytesSent;
    private long drops;
    private long droppedBytes;
    private long marks;
    private final Histogram sojourns = new Histogram();
    /** The latest drop and the latest mark, for the picture to show where they happened. */
    private final PortEvent lastDrop = new PortEvent();
    private final PortEvent lastMark = new PortEvent();

    void arrived() {
        framesArrived++;
    }

    void sent(int len) {
        framesSent++;
        bytesSent += len;
    }

    void dropped(PortFrame f, long nowNs, boolean atHead, boolean byAqm) {
        drops++;
        droppedBytes += f.len;
        lastDrop.set(nowNs, f.source, f.len, atHead, byAqm);
    }

    void marked(PortFrame f, long nowNs, boolean atHead) {
        marks++;
        lastMark.set(nowNs, f.source, f.len, atHead, true);
    }

    void sojourn(long ns) {
        sojourns.record(ns);
    }

    /** Frames that entered the port: sent, dropped, waiting or being sent. */
    public long framesArrived() {
        return framesArrived;
    }

    /** Frames that left the port. */
    public long framesSent() {
        return framesSent;
    }

    /** Bytes of frames that left the port, each counted from its Ethernet header ({@code skb->len}). */
    public long bytesSent() {
        return bytesSent;
    }

    /** Frames the port dropped. */
    public long drops() {
        return drops;
    }

    /** Bytes of the frames it dropped. */
    public long droppedBytes() {
        return droppedBytes;
    }

    /** Frames it marked Congestion Experienced instead of dropping them. */
    public long marks() {
        return marks;
    }

    /**
     * The latest frame dropped: at the buffer's entry (a full buffer, RED) or at a queue's head
     * (CoDel, fq_codel's fattest flow).
     */
    public PortEvent lastDrop() {
        return lastDrop;
    }

    /** The latest frame marked Congestion Experienced: at the head by CoDel, at the entry by RED. */
    public PortEvent lastMark() {
        return lastMark;
    }

    /** Each frame's wait in the buffer, ns. */
    public Histogram sojourns() {
        return sojourns;
    }
}
