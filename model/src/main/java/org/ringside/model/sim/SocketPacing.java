package org.ringside.model.sim;

/**
 * Who holds one source's packets back to its pacing rate, and until when, at one moment.
 *
 * @param source the source's number
 * @param by who paces it ({@code sk_pacing_status})
 * @param rateBytesPerSecond its pacing rate ({@code sk_pacing_rate}), {@link Long#MAX_VALUE}
 *     for none; it is capped by {@code SO_MAX_PACING_RATE} ({@code tcp max_pacing_rate})
 * @param tcpNextNs with TCP pacing itself ({@link By#TCP}), when its pacing timer fires and its
 *     next packet may go (from 4.20 {@code tcp_wstamp_ns}, before the timer's expiry); else -1
 * @param tcpHolds TCP holds its next packet now, until {@code tcpNextNs} ({@code tcp_pacing_check})
 * @param fqThrottled fq holds this socket's flow on its throttled list now
 * @param fqNextNs the flow's {@code time_next_packet} in fq: its next packet leaves no earlier;
 *     -1 when fq does not hold the socket's flow
 * @param fqMaxrateBytesPerSecond fq's per-flow cap ({@code maxrate}, {@code flow_max_rate}),
 *     {@link Long#MAX_VALUE} for none or without fq
 */
public record SocketPacing(int source, By by, long rateBytesPerSecond, long tcpNextNs, boolean tcpHolds,
        boolean fqThrottled, long fqNextNs, long fqMaxrateBytesPerSecond) {

    /** Who applies a socket's pacing rate ({@code enum sk_pacing}, include/net/sock.h, 4.13). */
    public enum By {
        /** {@code SK_PACING_NONE}: nobody; the socket sends as its window and TCP small queues allow. */
        NONE,
        /** {@code SK_PACING_NEEDED}: TCP itself, with its pacing timer (from 4.13, 218af599fa63). */
        TCP,
        /** {@code SK_PACING_FQ}: the fq qdisc, which holds the flow until its departure time. */
        FQ
    }

    /** No pacing: a source that is not TCP, or a TCP socket nobody paces. */
    public static SocketPacing none(int source) {
        return new SocketPacing(source, By.NONE, Long.MAX_VALUE, -1, false, false, -1, Long.MAX_VALUE);
    }
}
