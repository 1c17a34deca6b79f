package org.ringside.model.sources;

import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;

/**
 * One TCP socket's pacing: the rate ({@code tcp_update_pacing_rate}), who applies it
 * ({@code sk_pacing_status}), and when TCP lets its next packet go.
 *
 * <ul>
 *   <li>fq paces a socket it sees ({@code SK_PACING_FQ}, set by {@code fq_classify}): before
 *       4.20 from the rate alone, from 4.20 by the departure time TCP stamps in each packet.</li>
 *   <li>Where the qdisc is not fq, a socket that asks for pacing ({@code SK_PACING_NEEDED}: here
 *       {@code SO_MAX_PACING_RATE}) paces itself from 4.13 (218af599fa63): after each packet
 *       {@code tcp_internal_pacing} arms a timer {@code len / rate} ahead, and
 *       {@code tcp_pacing_check} holds the next packet until it fires. From 4.20
 *       (ab408b6dc744) the timer is set to {@code tcp_wstamp_ns}, which advances by
 *       {@code len / rate} per packet ({@code tcp_update_skb_after_send}).</li>
 *   <li>Otherwise ({@code SK_PACING_NONE}) nothing paces: Reno and CUBIC sockets on pfifo_fast
 *       send as fast as their window and TCP small queues let them.</li>
 * </ul>
 */
final class TcpPacing {
    /** Who applies a socket's pacing rate ({@code enum sk_pacing}). */
    enum Status {
        /** {@code SK_PACING_NONE}: nobody. */
        NONE,
        /** {@code SK_PACING_NEEDED}: TCP itself, with its timer. */
        NEEDED,
        /** {@code SK_PACING_FQ}: the fq qdisc. */
        FQ
    }

    private static final long NS_PER_S = 1_000_000_000L;

    private final boolean internalPacing;
    private final boolean edt;
    private Status status;
    /** {@code tcp_wstamp_ns} from 4.20; before, when the pacing timer fires. */
    private long nextNs;

    TcpPacing(Kernel kernel, boolean fqQdisc, boolean maxPacingRateSet) {
        edt = kernel.atLeast(LinuxHistory.EDT);
        internalPacing = kernel.atLeast(LinuxHistory.TCP_INTERNAL_PACING);
        status = fqQdisc ? Status.FQ : Status.NONE;
        if (maxPacingRateSet) {
            maxPacingRateSet();
        }
    }

    /**
     * {@code SO_MAX_PACING_RATE} was set: from 4.13 {@code sock_setsockopt} moves the socket from
     * {@code SK_PACING_NONE} to {@code SK_PACING_NEEDED}, and no later setting moves it back.
     */
    void maxPacingRateSet() {
        if (status == Status.NONE && internalPacing) {
            status = Status.NEEDED;
        }
    }

    /**
     * {@code tcp_update_pacing_rate}: bytes per second, {@code ratio} % of the window (or what
     * is in flight, if more) per smoothed RTT, capped by {@code sk_max_pacing_rate}; unlimited
     * before the first RTT sample.
     */
    static long rate(long cwndBytes, long inflight, long srttNs, int ratio, long maxPacingRate) {
        if (srttNs == 0) {
            return maxPacingRate;
        }
        double bytesPerSecond = (double) Math.max(cwndBytes, inflight) * ratio / 100 * 1e9 / srttNs;
        return bytesPerSecond >= maxPacingRate ? maxPacingRate : (long) bytesPerSecond;
    }

    Status status() {
        return status;
    }

    /** {@code tcp_pacing_check}: whether TCP holds its next packet at {@code nowNs}. */
    boolean holds(long nowNs) {
        return status == Status.NEEDED && nextNs > nowNs;
    }

    /** When a held packet may go: when the pacing timer fires. */
    long releaseNs() {
        return nextNs;
    }

    /**
     * A packet of {@code len} bytes goes at {@code nowNs} at pacing rate {@code rate}.
     *
     * @return the departure time TCP stamps in it from 4.20 ({@code skb->tstamp}), else 0
     */
    long sent(long nowNs, int len, long rate) {
        long gap = status == Status.NONE || rate == Long.MAX_VALUE || rate == 0 ? 0 : len * NS_PER_S / rate;
        if (edt) {
            long stamp = Math.max(nextNs, nowNs); // tcp_wstamp_ns = max(tcp_wstamp_ns, tcp_clock_cache)
            nextNs = stamp + gap;
            return stamp;
        }
        if (status == Status.NEEDED && gap > 0) {
            nextNs = nowNs + gap; // tcp_internal_pacing: hrtimer_start(now + len_ns)
        }
        return 0;
    }
}
