package org.ringside.model.scenario;

/**
 * TCP as the sending host runs it: the limits that hold a socket back before the qdisc ever
 * sees its bytes.
 *
 * @param smallQueues TCP small queues (46d3ceabd8d9, 3.6, a check inline in {@code tcp_write_xmit};
 *     {@code tcp_small_queue_check} from 4.9)
 * @param limitOutputBytes {@code net.ipv4.tcp_limit_output_bytes}, TSQ's cap per socket
 * @param wmemMax {@code net.ipv4.tcp_wmem[2]}: the send buffer, unacknowledged plus unsent bytes
 * @param tsoAutosize super-packets and the TSQ limit sized to about 1 ms at the pacing rate (3.12)
 * @param timestamps TCP timestamps ({@code net.ipv4.tcp_timestamps}): 12 option bytes in every
 *     segment, so the MSS is the MTU less 52
 * @param congestion {@code net.ipv4.tcp_congestion_control}: how the window grows and backs off
 * @param maxPacingRateBps {@code SO_MAX_PACING_RATE} on every TCP socket, in bit/s (3.13,
 *     62748f32d501 "net: introduce SO_MAX_PACING_RATE"): caps the pacing rate and, from 4.13,
 *     asks TCP to pace itself where no fq does; 0: not set
 * @param ecn {@code net.ipv4.tcp_ecn} 1: the sockets ask for ECN and the far end (Linux's default
 *     2 accepts) agrees, so their packets are ECN-capable and a CE mark is echoed back
 */
public record Tcp(boolean smallQueues, long limitOutputBytes, long wmemMax, boolean tsoAutosize,
        boolean timestamps, TcpCongestion congestion, long maxPacingRateBps, boolean ecn) {

    /** TCP without ECN. */
    public Tcp(boolean smallQueues, long limitOutputBytes, long wmemMax, boolean tsoAutosize, boolean timestamps,
            TcpCongestion congestion, long maxPacingRateBps) {
        this(smallQueues, limitOutputBytes, wmemMax, tsoAutosize, timestamps, congestion, maxPacingRateBps, false);
    }

    /** TCP without {@code SO_MAX_PACING_RATE}. */
    public Tcp(boolean smallQueues, long limitOutputBytes, long wmemMax, boolean tsoAutosize, boolean timestamps,
            TcpCongestion congestion) {
        this(smallQueues, limitOutputBytes, wmemMax, tsoAutosize, timestamps, congestion, 0);
    }

    /** Bytes the timestamp option takes in every segment, padded ({@code TCPOLEN_TSTAMP_ALIGNED}). */
    public static final int TIMESTAMP_OPTION = 12;

    /** TCP option bytes in every segment. */
    public int optionBytes() {
        return timestamps ? TIMESTAMP_OPTION : 0;
    }

    /** Bytes in front of a TCP payload in a frame: Ethernet, IP, TCP and its options. */
    public int frameHeaderBytes() {
        return Headers.ETHERNET_TCP_IP + optionBytes();
    }

    /** The MSS for an MTU: less the TCP and IP headers and the options. */
    public int mss(int mtu) {
        return Headers.mss(mtu) - optionBytes();
    }

    public Tcp withSmallQueues(boolean v) {
        return new Tcp(v, limitOutputBytes, wmemMax, tsoAutosize, timestamps, congestion, maxPacingRateBps, ecn);
    }

    public Tcp withLimitOutputBytes(long v) {
        return new Tcp(smallQueues, v, wmemMax, tsoAutosize, timestamps, congestion, maxPacingRateBps, ecn);
    }

    public Tcp withWmemMax(long v) {
        return new Tcp(smallQueues, limitOutputBytes, v, tsoAutosize, timestamps, congestion, maxPacingRateBps, ecn);
    }

    public Tcp withTsoAutosize(boolean v) {
        return new Tcp(smallQueues, limitOutputBytes, wmemMax, v, timestamps, congestion, maxPacingRateBps, ecn);
    }

    public Tcp withTimestamps(boolean v) {
        return new Tcp(smallQueues, limitOutputBytes, wmemMax, tsoAutosize, v, congestion, maxPacingRateBps, ecn);
    }

    public Tcp withCongestion(TcpCongestion v) {
        return new Tcp(smallQueues, limitOutputBytes, wmemMax, tsoAutosize, timestamps, v, maxPacingRateBps, ecn);
    }

    public Tcp withMaxPacingRateBps(long v) {
        return new Tcp(smallQueues, limitOutputBytes, wmemMax, tsoAutosize, timestamps, congestion, v, ecn);
    }

    public Tcp withEcn(boolean v) {
        return new Tcp(smallQueues, limitOutputBytes, wmemMax, tsoAutosize, timestamps, congestion, maxPacingRateBps, v);
    }

    /** {@code sk_max_pacing_rate} in bytes per second: {@link Long#MAX_VALUE} when not set. */
    public long maxPacingRateBytesPerSecond() {
        return maxPacingRateBps == 0 ? Long.MAX_VALUE : maxPacingRateBps / 8;
    }

    /** The knob table's defaults: a current kernel's. */
    public static Tcp defaults() {
        return Knobs.defaults().tcp();
    }
}
