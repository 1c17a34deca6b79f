package org.ringside.model.sources;

import java.util.function.LongSupplier;

/** TCP Reno, {@code tcp_reno_cong_avoid} and {@code tcp_reno_ssthresh} in tcp_cong.c. */
final class Reno implements CongestionControl {
    @Override
    public void acked(TcpWindow w, long nowNs, long rttNs, long sndUna, long sndNxt, LongSupplier pacingRate, int gsoMaxSize,
            boolean paced) {
        // Reno takes no RTT samples.
    }

    @Override
    public void congAvoid(TcpWindow w, long nowNs, int acked) {
        acked = w.slowStartFirst(acked);
        if (acked == 0) {
            return;
        }
        w.congAvoidAi(w.cwnd, acked);
    }

    @Override
    public int ssthresh(TcpWindow w) {
        return Math.max(w.cwnd >> 1, 2);
    }
}
