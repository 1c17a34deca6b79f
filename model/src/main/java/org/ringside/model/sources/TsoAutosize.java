package org.ringside.model.sources;

import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;

/**
 * How much payload TCP puts in one super-packet when TSO or GSO is on ({@code tcp_tso_autosize}
 * and {@code tcp_tso_segs} in net/ipv4/tcp_output.c): the room it has, at most
 * {@code gso_max_size} with the headers, and with autosizing about 1 ms of its pacing rate (half of
 * one from 3.12 to 3.18), whole MSS only.
 */
final class TsoAutosize {
    /** {@code tcp_min_tso_segs}: an autosized super-packet still holds at least this many segments. */
    static final int MIN_TSO_SEGS = 2;
    /** {@code tcp_tso_rtt_log}: a min RTT of 2^9 us halves the allowance autosizing adds. */
    static final int TSO_RTT_LOG = 9;

    /** {@code MSEC_PER_SEC}: 3.12's size goal is the pacing rate over twice this, half a millisecond. */
    static final long MSEC_PER_SEC = 1_000;

    /** From 5.18 a short min RTT adds to the goal. */
    private final boolean rttAllowance;
    /** From 3.19 the goal is {@code rate >> 10}, about 1 ms; before, half a millisecond. */
    private final boolean oneMs;

    TsoAutosize(Kernel kernel) {
        rttAllowance = kernel.atLeast(LinuxHistory.TSO_RTT_ALLOWANCE);
        oneMs = kernel.atLeast(LinuxHistory.TSO_AUTOSIZE_1MS);
    }

    /**
     * The payload of the next super-packet.
     *
     * @param room what the window, the send buffer and the copied bytes allow
     * @param autosize {@code tcp_tso_autosize} is on
     * @param minRttNs the flow's min RTT, {@link Long#MAX_VALUE} before the first sample
     */
    int payload(long room, int mss, int headers, int gsoMax, boolean autosize, long pacingRate, long minRttNs) {
        long goal = Math.min(room, gsoMax);
        if (autosize) {
            goal = Math.min(goal, Math.max(goalBytes(gsoMax, pacingRate, minRttNs), (long) MIN_TSO_SEGS * mss));
        }
        long whole = goal / mss * mss;
        // The packet, headers included, must not exceed gso_max_size; one MSS always goes.
        while (whole > mss && whole + headers > gsoMax) {
            whole -= mss;
        }
        return (int) Math.max(mss, whole);
    }

    /**
     * {@code tcp_tso_autosize} from 3.19: about 1 ms of the pacing rate, {@code rate >> 10}; from
     * 5.18 a short min RTT adds {@code gso_max_size >> (min_rtt in us >> tcp_tso_rtt_log)}. From
     * 3.12 to 3.18 {@code tcp_xmit_size_goal}'s {@code sk_pacing_rate / (2 * MSEC_PER_SEC)}, half
     * a millisecond ({@link LinuxHistory#TSO_AUTOSIZE_1MS}).
     */
    private long goalBytes(int gsoMax, long pacingRate, long minRttNs) {
        long bytes = oneMs ? pacingRate >> BulkTcpSource.PACING_SHIFT : pacingRate / (2 * MSEC_PER_SEC);
        if (rttAllowance && minRttNs != Long.MAX_VALUE) {
            long r = (minRttNs / 1000) >> TSO_RTT_LOG;
            if (r < Integer.SIZE) {
                bytes += gsoMax >> r;
            }
        }
        return bytes;
    }
}
