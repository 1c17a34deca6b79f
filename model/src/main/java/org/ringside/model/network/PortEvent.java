package org.ringside.model.network;

/**
 * The latest drop or mark at a {@link BottleneckPort}: when, whose frame and where, a holder the
 * port overwrites (a frame allocates nothing).
 */
public final class PortEvent {
    private long atNs = -1;
    private int source = -1;
    private int len;
    private boolean atHead;
    private boolean byAqm;

    void set(long nowNs, int frameSource, int frameLen, boolean head, boolean aqm) {
        atNs = nowNs;
        source = frameSource;
        len = frameLen;
        atHead = head;
        byAqm = aqm;
    }

    /** When it happened, or -1 if it never has. */
    public long atNs() {
        return atNs;
    }

    /** The source whose frame it was, or -1 if it never happened. */
    public int source() {
        return source;
    }

    /** The frame's length ({@code skb->len}). */
    public int len() {
        return len;
    }

    /**
     * At a queue's head (CoDel as the frame would leave, fq_codel's fattest flow) rather than at
     * the buffer's tail (a full buffer, RED as the frame arrives).
     */
    public boolean atHead() {
        return atHead;
    }

    /** The AQM chose it (CoDel, RED, a mark); else the buffer was full (a tail drop, fq_codel's limit). */
    public boolean byAqm() {
        return byAqm;
    }
}
