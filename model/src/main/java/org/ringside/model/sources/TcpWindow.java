package org.ringside.model.sources;

/**
 * A socket's congestion window in the kernel's units, packets: {@code snd_cwnd},
 * {@code snd_ssthresh} and {@code snd_cwnd_cnt}, with the two ways every algorithm grows it.
 */
final class TcpWindow {
    /** {@code TCP_INFINITE_SSTHRESH}: no threshold yet, slow start until something sets one. */
    static final int INFINITE_SSTHRESH = 0x7fff_ffff;

    /** {@code snd_cwnd}, packets. */
    int cwnd;
    /** {@code snd_ssthresh}, packets. */
    int ssthresh = INFINITE_SSTHRESH;
    /** {@code snd_cwnd_cnt}: packets acknowledged towards the next increase. */
    int cwndCnt;

    /** Before 3.13: slow start grows one packet per ACK, whatever the ACK covers. */
    private final boolean perAck;

    TcpWindow(int initialCwnd) {
        this(initialCwnd, false);
    }

    /** @param perAck slow start as before 3.13: one packet per ACK ({@code LinuxHistory.SLOW_START_COUNTS_PACKETS}) */
    TcpWindow(int initialCwnd, boolean perAck) {
        cwnd = initialCwnd;
        this.perAck = perAck;
    }

    /** {@code tcp_in_slow_start}. */
    boolean inSlowStart() {
        return cwnd < ssthresh;
    }

    /**
     * {@code tcp_slow_start}: from 3.13 (9f9843a751d0) one packet per packet acknowledged, up to
     * ssthresh, returning the packets acknowledged beyond it for congestion avoidance (as Linux
     * does from 4.0, e73ebb0881ea; 3.13 to 3.19 stop at ssthresh + 1 and drop them); before, as
     * 3.3's {@code tcp_slow_start(tp)} ({@code snd_cwnd_cnt += snd_cwnd}, then one packet more
     * each time it reaches {@code snd_cwnd}), one packet per ACK however many it covers, and
     * nothing left for congestion avoidance.
     */
    int slowStart(int acked) {
        if (perAck) {
            cwnd = Math.min(cwnd + 1, ssthresh);
            return 0;
        }
        int grown = (int) Math.min((long) cwnd + acked, ssthresh);
        acked -= grown - cwnd;
        cwnd = grown;
        return acked;
    }

    /**
     * What every {@code cong_avoid} does first: slow start while in it; returns the packets
     * acknowledged left for congestion avoidance (all of them past slow start, 0 when none).
     */
    int slowStartFirst(int acked) {
        return inSlowStart() ? slowStart(acked) : acked;
    }

    /** {@code tcp_cong_avoid_ai}: one packet more for every {@code w} packets acknowledged. */
    void congAvoidAi(int w, int acked) {
        if (cwndCnt >= w) {
            cwndCnt = 0;
            cwnd++;
        }
        cwndCnt += acked;
        if (cwndCnt >= w) {
            int delta = cwndCnt / w;
            cwndCnt -= delta * w;
            cwnd += delta;
        }
    }
}
