package org.ringside.model.sources;

import java.util.function.LongSupplier;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.TcpCongestion;

/**
 * A congestion control algorithm, the part of {@code struct tcp_congestion_ops} a bulk sender
 * needs: it sees every RTT sample ({@code pkts_acked}), grows the window on ACKs while the window
 * limits the flow ({@code cong_avoid}) and says where a loss takes it ({@code ssthresh}).
 */
interface CongestionControl {
    /**
     * {@code pkts_acked}: an ACK with an RTT sample arrived.
     *
     * @param sndUna payload bytes acknowledged or given up as lost, {@code snd_una}
     * @param sndNxt payload bytes ever sent, {@code snd_nxt}
     * @param pacingRate the socket's {@code sk_pacing_rate}, bytes per second, worked out only when read
     * @param gsoMaxSize the socket's {@code sk_gso_max_size}, 0 without offloads
     * @param paced someone paces the socket: its {@code sk_pacing_status} is not {@code SK_PACING_NONE}
     */
    void acked(TcpWindow w, long nowNs, long rttNs, long sndUna, long sndNxt, LongSupplier pacingRate, int gsoMaxSize,
            boolean paced);

    /** {@code cong_avoid}: {@code acked} packets were acknowledged while the window held the flow back. */
    void congAvoid(TcpWindow w, long nowNs, int acked);

    /** {@code ssthresh}: the window a loss leaves, packets. */
    int ssthresh(TcpWindow w);

    /** {@code set_state(sk, TCP_CA_Loss)}: a retransmission timeout; Reno keeps nothing to forget. */
    default void lossState(long nowNs, long sndNxt) {
    }

    /** A new socket's algorithm, started at {@code nowNs} with {@code sndNxt} bytes sent. */
    static CongestionControl of(TcpCongestion kind, Kernel kernel, long nowNs, long sndNxt) {
        return switch (kind) {
            case CUBIC -> new Cubic(kernel, nowNs, sndNxt);
            case RENO -> new Reno();
        };
    }
}
