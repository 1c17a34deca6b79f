package org.ringside.model.network;

/**
 * One frame crossing the port, as the far end and the sender's loss recovery need it: a mutable
 * holder the port fills and reuses, so that a frame allocates nothing.
 */
public final class PortFrame {
    /** The source (socket) whose frame it is. */
    public int source;
    /** The TCP sequence number (payload offset) of its first payload byte. */
    public long seq;
    /** Payload bytes it carries. */
    public int payload;
    /** Its length as the buffer counts it: the Ethernet frame without FCS ({@code skb->len}). */
    public int len;
    /** Whether it is the last frame of one of the sender's skbs. */
    public boolean endsSkb;
    /** When its skb was handed to the qdisc, for the RTT sample the ACK carries. */
    public long offeredNs;
    /** Its place among its source's frames entering the port: 0, 1, 2, ... */
    public long order;
    /** When it entered the port's buffer. */
    public long enqueuedNs;
    /** How long it waited there before the port began sending it (set when it begins). */
    public long sojournNs;
    /** ECN-capable transport: its flow negotiated ECN, so an AQM may mark it rather than drop it. */
    public boolean ect;
    /** Congestion Experienced: the port's AQM marked it. */
    public boolean ce;

    void copyFrom(PortFrame o) {
        source = o.source;
        seq = o.seq;
        payload = o.payload;
        len = o.len;
        endsSkb = o.endsSkb;
        offeredNs = o.offeredNs;
        order = o.order;
        enqueuedNs = o.enqueuedNs;
        sojournNs = o.sojournNs;
        ect = o.ect;
        ce = o.ce;
    }
}
