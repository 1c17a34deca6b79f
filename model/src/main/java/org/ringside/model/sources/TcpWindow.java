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

    TcpWindow(int initialCwnd) {
        cwnd = initialCwnd;
    }

    /** {@code tcp_in_slow_start}. */
    boolean inSlowStart() {
        return cwnd < ssthresh;
    }

    /**
     * {@code tcp_slow_start} (from 4.0 on, acked-based): one packet per packet acknowledged, up to
     * ssthresh; returns the packets acknowledged beyond it, for congestion avoidance.
     */
    int slowStart(int acked) {
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
