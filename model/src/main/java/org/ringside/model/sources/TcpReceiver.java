package org.ringside.model.sources;

import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Receiver;

/**
 * The far end of one bulk TCP flow deciding when to ACK, as {@code __tcp_ack_snd_check}
 * ({@code net/ipv4/tcp_input.c}, the same test from 3.3 to 6.18) decides it: at once when more
 * than one full-sized segment arrived since the last ACK ({@code rcv_nxt - rcv_wup > rcv_mss};
 * the receiving application is taken to read at once, so the window always advances), or while
 * in quickack mode; else the delayed-ACK timer sends it. The unit that arrives is one GRO skb:
 * with {@code receiver.gro} the segments of one of the sender's skbs, which its NIC sends back to
 * back, merged up to {@code gro_max_size} (65536, as large as the largest skb the sender makes);
 * without, each segment.
 *
 * <p>Each ACK carries the window the receive buffer leaves ({@link ReceiveQueue}). When the receiving
 * application falls behind, that window closes; as it reads, {@code tcp_cleanup_rbuf} sends a
 * window update once the window it could offer is at least twice what is left of the one it
 * advertised ({@code new_window >= 2 * rcv_window_now}, while that is at most half the
 * buffer's).
 *
 * <p>The times are the sender's wire: a unit arrives when its last bit left the sender's wire, and
 * an ACK reaches the sender {@code remote_rtt} after the receiver sent it.
 */
final class TcpReceiver {
    /**
     * {@code TCP_DELACK_MIN}, {@code HZ / 25}: the delayed-ACK timer's least timeout and, as
     * {@code TCP_ATO_MIN}, where {@code ato} starts. The model keeps it there (Linux doubles
     * {@code ato} after a timer fires, up to the RTO, and shrinks it again as segments arrive).
     */
    static final long DELACK_NS = 40_000_000L;
    /**
     * {@code TCP_MAX_QUICKACKS}: the first data segment puts the receiver in quickack mode for up
     * to 16 ACKs ({@code tcp_incr_quickack}, {@code min(rcv_wnd / (2 * rcv_mss), 16)}: 16 with the
     * 64 KB initial window of 4.20 on, a337531b942b; the model takes 16 on every release).
     */
    static final int MAX_QUICKACKS = 16;

    /** Where the receiver's ACKs go. */
    interface Acks {
        /**
         * An ACK leaves the receiver at {@code nowNs}.
         *
         * @param bytes payload it acknowledges ({@code rcv_nxt - rcv_wup})
         * @param skbs the sender's skbs it acknowledges whole
         * @param offeredNs when the oldest byte it acknowledges was handed to the qdisc
         * @param window the window it advertises, in bytes beyond what it acknowledges
         */
        void ack(long nowNs, long bytes, int skbs, long offeredNs, long window);
    }

    private final Receiver settings;
    private final int mss;
    private final Acks acks;
    /** {@code rcv_nxt - rcv_wup}: payload received and not yet acknowledged. */
    private long unacked;
    /** The sender's skbs received whole and not yet acknowledged. */
    private int skbs;
    private long oldestOfferedNs;
    /** {@code icsk_ack.quick}: ACKs left to send at once. */
    private int quick = MAX_QUICKACKS;
    /** {@code ICSK_ACK_TIMER}: when the delayed-ACK timer would send, or -1 when it is not pending. */
    private long delackDueNs = -1;
    /** The last ACK's size in segments, for the step's words. */
    private long segmentsAcked;
    /** The receiving application's reads and the window they leave. */
    private final ReceiveQueue reads;
    /** {@code rcv_nxt}: payload received, counted from the start. */
    private long rcvNxt;
    /** {@code rcv_wup + rcv_wnd}: where the window the latest ACK advertised ends. */
    private long advertisedEnd = Long.MAX_VALUE;
    /** The window the latest ACK advertised. */
    private long lastWindow;

    TcpReceiver(Receiver settings, Kernel kernel, int mss, Acks acks) {
        this.settings = settings;
        this.mss = mss;
        this.acks = acks;
        this.reads = new ReceiveQueue(settings, kernel, mss);
    }

    /**
     * One of the sender's skbs arrived whole at {@code nowNs}.
     *
     * @return when the delayed-ACK timer must fire, or -1 when no ACK waits for it
     */
    long arrived(long nowNs, int payload, long offeredNs) {
        int unit = settings.gro() ? payload : mss;
        reads.arrived(nowNs, payload);
        for (int left = payload; left > 0; left -= unit) {
            int len = Math.min(unit, left);
            take(nowNs, len, left == len, offeredNs, false);
        }
        return delackDueNs;
    }

    /**
     * One segment arrived on its own, as it does behind a bottleneck port, which spaces a
     * super-packet's frames out (the model merges nothing there; a real receiver's GRO merges what
     * one interrupt gathers).
     *
     * @param endsSkb it completes one of the sender's skbs
     * @param ackNow ACK at once whatever the delayed-ACK rules say: out-of-order data, or a hole
     *     filled ({@code __tcp_ack_snd_check}'s out-of-order test, {@code ICSK_ACK_NOW} in
     *     {@code tcp_data_queue})
     * @return when the delayed-ACK timer must fire, or -1 when no ACK waits for it
     */
    long segmentArrived(long nowNs, int payload, boolean endsSkb, long offeredNs, boolean ackNow) {
        reads.arrived(nowNs, payload);
        take(nowNs, payload, endsSkb, offeredNs, ackNow);
        return delackDueNs;
    }

    private void take(long nowNs, int len, boolean endsSkb, long offeredNs, boolean ackNow) {
        if (unacked == 0) {
            oldestOfferedNs = offeredNs;
        }
        unacked += len;
        rcvNxt += len;
        if (endsSkb) {
            skbs++;
        }
        if (ackNow || !settings.delayedAck() || settings.quickack() || quick > 0 || unacked > mss) {
            send(nowNs);
        } else if (delackDueNs < 0) {
            delackDueNs = nowNs + DELACK_NS; // tcp_send_delayed_ack
        }
    }

    /**
     * The delayed-ACK timer fired ({@code tcp_delack_timer_handler}): it ACKs what waits, unless an
     * ACK sent since took it (Linux leaves the timer running and finds nothing pending).
     *
     * @return when the timer must fire again (it was moved later), or -1
     */
    long timerFired(long nowNs) {
        if (delackDueNs > nowNs) {
            return delackDueNs;
        }
        if (delackDueNs >= 0 && unacked > 0) {
            send(nowNs);
        }
        return -1;
    }

    /**
     * When the application will have read enough for a window update ({@code tcp_cleanup_rbuf}),
     * or -1 when none will be due: the window it could offer reaches twice what is left of the
     * advertised one, whole segments and at least one.
     */
    long windowUpdateNs() {
        long left = Math.max(0, advertisedEnd - rcvNxt); // tcp_receive_window
        if (advertisedEnd == Long.MAX_VALUE || 2 * left > reads.space()) {
            return -1;
        }
        long target = Math.max(mss, (2 * left + mss - 1) / mss * mss);
        return reads.windowReachesNs(target);
    }

    /**
     * The application read enough: the receiver sends a window update, an ACK of what it holds
     * with the wider window, unless one is no longer due.
     *
     * @return whether it sent one
     */
    boolean windowUpdate(long nowNs) {
        long due = windowUpdateNs();
        if (due < 0 || due > nowNs) {
            return false;
        }
        send(nowNs);
        return true;
    }

    private void send(long nowNs) {
        segmentsAcked = (unacked + mss - 1) / mss;
        lastWindow = reads.window(nowNs);
        advertisedEnd = rcvNxt + lastWindow;
        acks.ack(nowNs, unacked, skbs, oldestOfferedNs, lastWindow);
        unacked = 0;
        skbs = 0;
        delackDueNs = -1; // tcp_event_ack_sent clears ICSK_ACK_TIMER
        if (quick > 0) {
            quick--; // tcp_dec_quickack_mode
        }
    }

    /** Segments the latest ACK covered. */
    long segmentsAcked() {
        return segmentsAcked;
    }

    /** Payload received and not yet acknowledged. */
    long unacked() {
        return unacked;
    }

    /** The window the latest ACK advertised. */
    long lastWindow() {
        return lastWindow;
    }
}
