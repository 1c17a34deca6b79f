package org.ringside.model.sources;

import org.ringside.model.engine.IntFifo;

/**
 * The receiver's window as a bulk TCP sender holds it: {@code snd_wnd} from the latest ACK, which
 * lets it send up to {@code snd_una + snd_wnd} ({@code tcp_snd_wnd_test} in
 * {@code tcp_write_xmit}), and how long it held the sender back, as {@code tcp_info}'s
 * {@code tcpi_rwnd_limited} counts it (the chronograph {@code TCP_CHRONO_RWND_LIMITED}, started
 * when {@code tcp_write_xmit} stops at the window and stopped when it stops for anything else,
 * 5615f88614a4 "tcp: instrument how long TCP is limited by receive window", 4.10).
 *
 * <p>A flow's ACKs reach it in the order the receiver sent them (one chain of the event queue), so
 * the window each carries waits here in the same order until its ACK arrives. Before the first
 * ACK the window holds nothing back: the receiver's initial window covers the initial cwnd.
 */
final class SendWindow {
    /** Windows of ACKs on their way (at most three quarters of a 1 GB buffer: an int). */
    private final IntFifo onTheWay = new IntFifo(8);
    /** {@code snd_una + snd_wnd}: the sequence number the window ends at. */
    private long end = Long.MAX_VALUE;
    /** When the sender began waiting for the window, or -1 while it is not waiting. */
    private long limitedSinceNs = -1;
    private long limitedNs;

    /** An ACK left the receiver advertising {@code window} bytes. */
    void sent(long window) {
        onTheWay.addLast(Math.toIntExact(window));
    }

    /**
     * The oldest ACK on its way arrived; the sender has acknowledged up to {@code sndUna}. An ACK
     * no receiver sent (one a test hands the sender) leaves the window as it was.
     */
    void arrived(long sndUna) {
        if (!onTheWay.isEmpty()) {
            end = sndUna + onTheWay.removeFirst();
        }
    }

    /** Payload the window still lets the sender send past {@code sndNxt}. */
    long room(long sndNxt) {
        return end == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, end - sndNxt);
    }

    /** The sender stopped at {@code nowNs}, held back by the window or by something else. */
    void stopped(long nowNs, boolean byWindow) {
        if (byWindow && limitedSinceNs < 0) {
            limitedSinceNs = nowNs;
        } else if (!byWindow && limitedSinceNs >= 0) {
            limitedNs += nowNs - limitedSinceNs;
            limitedSinceNs = -1;
        }
    }

    /** Time the window held the sender back up to {@code nowNs} ({@code tcpi_rwnd_limited}). */
    long limitedNs(long nowNs) {
        return limitedNs + (limitedSinceNs < 0 ? 0 : nowNs - limitedSinceNs);
    }
}
