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

    void set(long nowNs, int frameSource, int frameLen, boolean head) {
        atNs = nowNs;
        source = frameSource;
        len = frameLen;
        atHead = head;
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
}
