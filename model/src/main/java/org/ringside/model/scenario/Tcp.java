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
 */
public record Tcp(boolean smallQueues, long limitOutputBytes, long wmemMax, boolean tsoAutosize,
        boolean timestamps, TcpCongestion congestion) {

    /** Bytes the timestamp option takes in every segment, padded ({@code TCPOLEN_TSTAMP_ALIGNED}). */
    public static final int TIMESTAMP_OPTION = 12;

    /** TCP option bytes in every segment. */
    public int optionBytes() {
        return timestamps ? TIMESTAMP_OPTION : 0;
    }

    /** The MSS for an MTU: less the TCP and IP headers and the options. */
    public int mss(int mtu) {
        return Headers.mss(mtu) - optionBytes();
    }

    public Tcp withSmallQueues(boolean v) {
        return new Tcp(v, limitOutputBytes, wmemMax, tsoAutosize, timestamps, congestion);
    }

    public Tcp withLimitOutputBytes(long v) {
        return new Tcp(smallQueues, v, wmemMax, tsoAutosize, timestamps, congestion);
    }

    public Tcp withWmemMax(long v) {
        return new Tcp(smallQueues, limitOutputBytes, v, tsoAutosize, timestamps, congestion);
    }

    public Tcp withTsoAutosize(boolean v) {
        return new Tcp(smallQueues, limitOutputBytes, wmemMax, v, timestamps, congestion);
    }

    public Tcp withTimestamps(boolean v) {
        return new Tcp(smallQueues, limitOutputBytes, wmemMax, tsoAutosize, v, congestion);
    }

    public Tcp withCongestion(TcpCongestion v) {
        return new Tcp(smallQueues, limitOutputBytes, wmemMax, tsoAutosize, timestamps, v);
    }

    /** The knob table's defaults: a current kernel's. */
    public static Tcp defaults() {
        return Knobs.defaults().tcp();
    }
}
