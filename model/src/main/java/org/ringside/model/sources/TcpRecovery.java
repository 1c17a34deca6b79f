package org.ringside.model.sources;

import java.util.Arrays;

/**
 * A bulk sender's recovery from losses in the network beyond its wire (a bottleneck port's drops),
 * which it learns of only from the ACKs of later data, as Linux does:
 *
 * <ul>
 *   <li><b>The scoreboard.</b> The segments the network dropped are kept here as they drop, standing
 *       for what the SACK blocks of later ACKs tell a Linux sender; the sender acts on one only when
 *       an ACK shows that {@code TCP_FASTRETRANS_THRESH} (3) segments that entered the network after
 *       it have arrived (the classic three duplicate ACKs, RFC 6675's DupThresh). A retransmission
 *       dropped again is found the same way, by the segments sent after it, as RACK finds it.</li>
 *   <li><b>Fast retransmit.</b> A segment found lost leaves the pipe and is sent again, ahead of new
 *       data, one segment a packet, as the window lets it; the window is cut once per window of data
 *       (the sender's part). While any found-lost segment has not arrived the sender is in recovery
 *       and its window does not grow.</li>
 *   <li><b>The far end.</b> It ACKs at once while it holds data beyond a hole, and when a
 *       retransmission fills one ({@code __tcp_ack_snd_check}'s out-of-order test,
 *       {@code ICSK_ACK_NOW} in {@code tcp_data_queue}).</li>
 *   <li><b>ECN.</b> A segment the network marked Congestion Experienced makes the far end ACK at
 *       once with ECE; the sender cuts its window as {@code tcp_enter_cwr} does, once per window
 *       of data, with nothing lost. Linux's receiver echoes ECE until the sender's CWR; the model
 *       echoes each mark once, which comes to the same cut.</li>
 *   <li><b>The retransmission timer.</b> When no ACK brings news for an RTO, srtt plus
 *       {@code TCP_RTO_MIN} (200 ms; Linux's {@code rttvar} never goes below it, so the mean
 *       deviation is left out), doubled on each timeout in a row up to {@code TCP_RTO_MAX}
 *       (120 s), {@code TCP_TIMEOUT_INIT} (1 s) before the first RTT sample, every dropped segment
 *       counts as lost and the sender enters loss ({@code tcp_enter_loss}).</li>
 * </ul>
 */
final class TcpRecovery {
    /** {@code TCP_FASTRETRANS_THRESH}: segments arriving after a hole that show it is a loss. */
    static final int DUP_THRESH = 3;
    /** {@code TCP_RTO_MIN}, {@code HZ / 5}. */
    static final long RTO_MIN_NS = 200_000_000L;
    /** {@code TCP_RTO_MAX}, {@code 120 * HZ}. */
    static final long RTO_MAX_NS = 120_000_000_000L;
    /** {@code TCP_TIMEOUT_INIT}, {@code 1 * HZ}: the RTO before any RTT sample (RFC 6298). */
    static final long TIMEOUT_INIT_NS = 1_000_000_000L;

    /** A scoreboard entry: dropped and not yet found lost; found lost, to send again; sent again. */
    private static final byte DROPPED = 0;
    private static final byte LOST = 1;
    private static final byte RESENT = 2;

    /** What the sender does when the scoreboard finds a loss. */
    interface Sender {
        /** A segment is found lost: it leaves the pipe ({@code payload} bytes, one skb if it ended one). */
        void foundLost(long nowNs, long seq, int payload, boolean endsSkb);

        /** An ACK echoed a Congestion Experienced mark (ECE) on the segment at {@code markedSeq}. */
        void ecnEcho(long nowNs, long markedSeq);

        /**
         * The retransmission timer expired: {@code payload} bytes in {@code skbs} skbs are now lost.
         *
         * @param recovering it was already in recovery (or loss), so its ssthresh stands
         */
        void timedOut(long nowNs, long payload, int skbs, boolean recovering);
    }

    private final Sender sender;
    // The scoreboard: holes at the far end, in the order they dropped.
    private long[] seq = new long[16];
    private int[] payload = new int[16];
    private long[] order = new long[16];
    private boolean[] endsSkb = new boolean[16];
    private byte[] state = new byte[16];
    private int size;
    /** The far end: the latest frame to arrive, as its place among this flow's frames entering the network. */
    private long arrivedOrder = -1;
    /** The far end: the latest segment marked CE since its last ACK, or -1 ({@code TCP_ECN_DEMAND_CWR}). */
    private long ceSeq = -1;
    /**
     * What each ACK in flight reports, oldest first (ACKs come back in order), two longs an ACK:
     * the latest frame that had arrived, and the CE-marked segment it echoes (ECE) or -1.
     */
    private long[] acksInFlight = new long[32];
    private int ackHead;
    private int ackCount;
    /** When the retransmission timer expires, or -1 when nothing is outstanding. */
    private long rtoDueNs = -1;
    /** Consecutive timeouts: the RTO's doubling ({@code icsk_backoff}). */
    private int backoff;
    private long retransmits;
    private long timeouts;

    TcpRecovery(Sender sender) {
        this.sender = sender;
    }

    // --- the network and the far end -------------------------------------------------------------

    /**
     * The network dropped a segment; a retransmission dropped again is dropped anew, as the frame
     * it now is: after a smaller MTU the segment is sent again in several frames, the first under
     * its old sequence number, the others new entries of their own.
     */
    void dropped(long s, int len, boolean ends, long o) {
        int i = find(s);
        if (i < 0) {
            if (size == seq.length) {
                grow();
            }
            i = size++;
            seq[i] = s;
        }
        payload[i] = len;
        endsSkb[i] = ends;
        order[i] = o;
        state[i] = DROPPED;
    }

    /**
     * A segment reached the far end.
     *
     * @param ce the network marked it Congestion Experienced
     * @return whether the far end ACKs at once: it holds data beyond a hole, this filled one, or it
     *     was marked ({@code __tcp_ecn_check_ce} enters quickack mode)
     */
    boolean arrived(long s, long o, boolean ce) {
        arrivedOrder = o;
        if (ce) {
            ceSeq = s;
        }
        boolean beyondHole = false;
        boolean filled = false;
        for (int i = 0; i < size; i++) {
            if (seq[i] == s && state[i] == RESENT) {
                remove(i);
                filled = true;
                i--;
            } else if (order[i] < o) {
                beyondHole = true;
            }
        }
        return beyondHole || filled || ce;
    }

    /** The far end sent an ACK: it tells what has arrived so far. */
    void ackSent() {
        if (2 * ackCount == acksInFlight.length) {
            long[] bigger = new long[acksInFlight.length * 2];
            for (int i = 0; i < 2 * ackCount; i++) {
                bigger[i] = acksInFlight[(ackHead + i) % acksInFlight.length];
            }
            acksInFlight = bigger;
            ackHead = 0;
        }
        int at = (ackHead + 2 * ackCount) % acksInFlight.length;
        acksInFlight[at] = arrivedOrder;
        acksInFlight[at + 1] = ceSeq; // the ECE flag on this ACK; the model echoes each mark once
        ceSeq = -1;
        ackCount++;
    }

    // --- the sender --------------------------------------------------------------------------------

    /**
     * An ACK arrived: every dropped segment that {@link #DUP_THRESH} later ones have passed is found
     * lost. An ACK that acknowledged data restarts the retransmission timer.
     */
    void acked(long nowNs, long bytes, long srttNs) {
        long seen = acksInFlight[ackHead];
        long echoed = acksInFlight[ackHead + 1];
        ackHead = (ackHead + 2) % acksInFlight.length;
        ackCount--;
        if (echoed >= 0) {
            sender.ecnEcho(nowNs, echoed);
        }
        for (int i = 0; i < size; i++) {
            if (state[i] == DROPPED && order[i] + DUP_THRESH <= seen) {
                state[i] = LOST;
                sender.foundLost(nowNs, seq[i], payload[i], endsSkb[i]);
            }
        }
        if (bytes > 0) {
            backoff = 0;
            rtoDueNs = nowNs + rto(srttNs);
        }
    }

    /** A packet went out: the retransmission timer runs if it did not. */
    void sent(long nowNs, long srttNs) {
        if (rtoDueNs < 0) {
            rtoDueNs = nowNs + rto(srttNs);
        }
    }

    /**
     * The timer event fired ({@code tcp_retransmit_timer}).
     *
     * @param outstanding payload sent and neither acknowledged nor found lost
     * @return when the event must fire again, or -1
     */
    long timerFired(long nowNs, long outstanding, long srttNs) {
        if (rtoDueNs < 0) {
            return -1;
        }
        if (nowNs < rtoDueNs) {
            return rtoDueNs;
        }
        if (outstanding <= 0) {
            rtoDueNs = -1;
            return -1;
        }
        boolean recovering = inRecovery();
        long lost = 0;
        int skbs = 0;
        for (int i = 0; i < size; i++) {
            if (state[i] == DROPPED) {
                state[i] = LOST;
                lost += payload[i];
                skbs += endsSkb[i] ? 1 : 0;
            }
        }
        timeouts++;
        backoff++;
        rtoDueNs = nowNs + rto(srttNs);
        sender.timedOut(nowNs, lost, skbs, recovering);
        return rtoDueNs;
    }

    /** When the retransmission timer expires, or -1 when it does not run. */
    long rtoDueNs() {
        return rtoDueNs;
    }

    /** The RTO, backed off: srtt + TCP_RTO_MIN, or TCP_TIMEOUT_INIT before a sample, at most TCP_RTO_MAX. */
    private long rto(long srttNs) {
        long base = srttNs == 0 ? TIMEOUT_INIT_NS : srttNs + RTO_MIN_NS;
        return backoff >= 10 ? RTO_MAX_NS : Math.min(base << backoff, RTO_MAX_NS);
    }

    /** The first segment found lost and not yet sent again, or -1. */
    int nextRetransmission() {
        for (int i = 0; i < size; i++) {
            if (state[i] == LOST) {
                return i;
            }
        }
        return -1;
    }

    long seqOf(int entry) {
        return seq[entry];
    }

    int payloadOf(int entry) {
        return payload[entry];
    }

    /** The entry's segment is sent again. */
    void resent(int entry) {
        state[entry] = RESENT;
        retransmits++;
    }

    /** The host dropped the retransmission before it left (its qdisc): it waits to be sent again. */
    void resendFailed(int entry) {
        state[entry] = LOST;
    }

    /** Whether a segment found lost has not arrived yet: the window does not grow meanwhile. */
    boolean inRecovery() {
        for (int i = 0; i < size; i++) {
            if (state[i] != DROPPED) {
                return true;
            }
        }
        return false;
    }

    /** Segments sent again. */
    long retransmits() {
        return retransmits;
    }

    /** Retransmission timeouts. */
    long timeouts() {
        return timeouts;
    }

    private int find(long s) {
        for (int i = 0; i < size; i++) {
            if (seq[i] == s) {
                return i;
            }
        }
        return -1;
    }

    private void remove(int i) {
        int tail = size - i - 1;
        System.arraycopy(seq, i + 1, seq, i, tail);
        System.arraycopy(payload, i + 1, payload, i, tail);
        System.arraycopy(order, i + 1, order, i, tail);
        System.arraycopy(endsSkb, i + 1, endsSkb, i, tail);
        System.arraycopy(state, i + 1, state, i, tail);
        size--;
    }

    private void grow() {
        int n = seq.length * 2;
        seq = Arrays.copyOf(seq, n);
        payload = Arrays.copyOf(payload, n);
        order = Arrays.copyOf(order, n);
        endsSkb = Arrays.copyOf(endsSkb, n);
        state = Arrays.copyOf(state, n);
    }
}
