package org.ringside.model.qdisc;

/** What fq reads of a packet's socket: its pacing rate ({@code sk->sk_pacing_rate}). */
@FunctionalInterface
public interface SocketPacing {
    /** The socket's pacing rate in bytes per second; {@link Long#MAX_VALUE} for none ({@code ~0U}). */
    long pacingRate(int socket);
}
