package org.ringside.model.sources;

import java.util.function.LongSupplier;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;

/**
 * CUBIC as tcp_cubic.c runs it (Linux's default since 2.6.19), counted in packets and in jiffies
 * at HZ = 1000. After a loss the window drops to β = 717/1024 of itself
 * ({@code bictcp_recalc_ssthresh}) and then follows W(t) = C (t - K)³ + W_max with C = 0.4 per
 * s³ and K = ∛(W_max (1 - β) / C) ({@code bictcp_update}): back to W_max, the window at the loss,
 * after K seconds, and beyond it ever faster. Fast convergence lowers W_max to (1 + β) / 2 of the
 * window when a loss comes below the last one; TCP friendliness keeps it at least as fast as Reno
 * would be; it never grows more than one packet per two acknowledged. Slow start ends at a loss or
 * at {@link HyStart}'s exit.
 *
 * <p>The cube root is exact here; the kernel's {@code cubic_root} is a table and one Newton step
 * (0.2 % off on average). The kernel's time in t grows by the min RTT, as
 * {@code usecs_to_jiffies} rounds it up (from 5.6; before, whole ms of it rounded down).
 */
final class Cubic implements CongestionControl {
    /** {@code BICTCP_BETA_SCALE} and {@code beta}: β = 717/1024, about 0.7. */
    static final int BETA_SCALE = 1024;
    static final int BETA = 717;
    /** {@code BICTCP_HZ}: t counts 1/1024 s. */
    static final int BICTCP_HZ = 10;
    /** {@code cube_rtt_scale} = {@code bic_scale} (41) × 10: C = 410 / 1024, about 0.4. */
    static final long CUBE_RTT_SCALE = 410;
    /** {@code cube_factor}: 2^40 / 410, so K = ∛(cube_factor × (W_max - cwnd)) in 1/1024 s. */
    static final long CUBE_FACTOR = (1L << (10 + 3 * BICTCP_HZ)) / CUBE_RTT_SCALE;
    /** {@code beta_scale}: 8 (1024 + 717) / 3 / (1024 - 717), Reno's growth in CUBIC's terms. */
    static final long FRIENDLY_SCALE = 8 * (BETA_SCALE + BETA) / 3 / (BETA_SCALE - BETA);
    /** HZ = 1000: a jiffy is a millisecond. */
    static final long HZ = 1_000;
    private static final long JIFFY_NS = 1_000_000;
    /** Beyond 2^18 / 1024 s from K the cube would overflow; the kernel assumes it never gets there. */
    private static final long MAX_OFFS = 1L << 18;
    /** {@code epoch_start == 0}: no epoch yet. */
    private static final long NO_EPOCH = Long.MIN_VALUE;

    private final boolean usecDelay;
    private final Kernel kernel;
    private HyStart hystart;
    /** {@code cnt}: the window grows one packet per this many acknowledged. */
    private long cnt;
    private long lastMaxCwnd;
    private long lastCwnd;
    private long lastTime;
    private long originPoint;
    /** {@code bic_K} in 1/1024 s. */
    private long k;
    /** {@code delay_min}, us; 0 before the first sample. */
    private long delayMinUs;
    private long epochStart = NO_EPOCH;
    private long ackCnt;
    /** {@code tcp_cwnd}: where Reno would be. */
    private long tcpCwnd;

    Cubic(Kernel kernel, long nowNs, long sndNxt) {
        usecDelay = kernel.atLeast(LinuxHistory.HYSTART_USEC);
        this.kernel = kernel;
        hystart = new HyStart(kernel, nowNs, sndNxt);
    }

    /**
     * {@code cubictcp_state(sk, TCP_CA_Loss)}: a retransmission timeout forgets the curve
     * ({@code bictcp_reset}, W_max included) and starts HyStart afresh ({@code bictcp_hystart_reset}).
     */
    @Override
    public void lossState(long nowNs, long sndNxt) {
        cnt = 0;
        lastMaxCwnd = 0;
        lastCwnd = 0;
        lastTime = 0;
        originPoint = 0;
        k = 0;
        delayMinUs = 0;
        epochStart = NO_EPOCH;
        ackCnt = 0;
        tcpCwnd = 0;
        hystart = new HyStart(kernel, nowNs, sndNxt);
    }

    /** {@code cubictcp_acked}: the min RTT, and HyStart while in slow start. */
    @Override
    public void acked(TcpWindow w, long nowNs, long rttNs, long sndUna, long sndNxt, LongSupplier pacingRate, int gsoMaxSize,
            boolean paced) {
        long now = nowNs / JIFFY_NS;
        // Delay samples right after a reduction are discarded.
        if (epochStart != NO_EPOCH && now - epochStart < HZ) {
            return;
        }
        long delay = Math.max(1, rttNs / 1_000);
        if (delayMinUs == 0 || delayMinUs > delay) {
            delayMinUs = delay;
        }
        if (w.inSlowStart()) {
            hystart.update(w, nowNs, delay, delayMinUs, sndUna, sndNxt, pacingRate, gsoMaxSize, paced);
        }
    }

    /** {@code cubictcp_cong_avoid}. */
    @Override
    public void congAvoid(TcpWindow w, long nowNs, int acked) {
        acked = w.slowStartFirst(acked);
        if (acked == 0) {
            return;
        }
        update(w.cwnd, acked, nowNs / JIFFY_NS);
        w.congAvoidAi((int) Math.min(cnt, Integer.MAX_VALUE), acked);
    }

    /** {@code cubictcp_recalc_ssthresh}: a new epoch, W_max with fast convergence, and β. */
    @Override
    public int ssthresh(TcpWindow w) {
        epochStart = NO_EPOCH;
        if (w.cwnd < lastMaxCwnd) {
            lastMaxCwnd = (long) w.cwnd * (BETA_SCALE + BETA) / (2 * BETA_SCALE);
        } else {
            lastMaxCwnd = w.cwnd;
        }
        return (int) Math.max((long) w.cwnd * BETA / BETA_SCALE, 2);
    }

    /** {@code bictcp_update}: how many packets acknowledged per packet more, from the cubic curve. */
    private void update(long cwnd, int acked, long now) {
        ackCnt += acked;
        if (lastCwnd == cwnd && now - lastTime <= HZ / 32) {
            return;
        }
        // The curve is followed at most once a jiffy; Reno's pace is checked on every ACK.
        if (epochStart == NO_EPOCH || now != lastTime) {
            lastCwnd = cwnd;
            lastTime = now;
            if (epochStart == NO_EPOCH) {
                epochStart = now;
                ackCnt = acked;
                tcpCwnd = cwnd;
                if (lastMaxCwnd <= cwnd) {
                    k = 0;
                    originPoint = cwnd;
                } else {
                    k = (long) Math.cbrt((double) CUBE_FACTOR * (lastMaxCwnd - cwnd));
                    originPoint = lastMaxCwnd;
                }
            }
            long t = ((now - epochStart + minRttJiffies()) << BICTCP_HZ) / HZ;
            long target = target(t);
            cnt = target > cwnd ? cwnd / (target - cwnd) : 100 * cwnd;
            // While the path's capacity is unknown, at least 5 % a round trip.
            if (lastMaxCwnd == 0 && cnt > 20) {
                cnt = 20;
            }
        }
        long renoDelta = (cwnd * FRIENDLY_SCALE) >> 3;
        while (ackCnt > renoDelta) {
            ackCnt -= renoDelta;
            tcpCwnd++;
        }
        if (tcpCwnd > cwnd) {
            cnt = Math.min(cnt, cwnd / (tcpCwnd - cwnd));
        }
        cnt = Math.max(cnt, 2);
    }

    /** The cubic function at t (1/1024 s into the epoch): origin ± C |t - K|³, in packets. */
    long target(long t) {
        long offs = Math.min(Math.abs(t - k), MAX_OFFS);
        long delta = (CUBE_RTT_SCALE * offs * offs * offs) >> (10 + 3 * BICTCP_HZ);
        return t < k ? originPoint - delta : originPoint + delta;
    }

    private long minRttJiffies() {
        return usecDelay ? (delayMinUs + 999) / 1_000 : (HyStart.eighths(delayMinUs) >> 3);
    }

    /** {@code bic_K}: 1/1024 s from the epoch's start to W_max. */
    long k() {
        return k;
    }

    /** {@code last_max_cwnd}, packets. */
    long lastMaxCwnd() {
        return lastMaxCwnd;
    }

    /** Whether HyStart has ended slow start. */
    boolean hystartFound() {
        return hystart.found();
    }
}
