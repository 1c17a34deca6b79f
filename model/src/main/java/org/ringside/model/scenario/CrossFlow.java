package org.ringside.model.scenario;

/**
 * One entry of {@code network.cross_traffic}: flows of other hosts that enter the bottleneck port
 * beside this host's, each from its own host over its own access link. They use none of this
 * host's CPUs, qdisc or NIC.
 *
 * @param kind bulk TCP, constant-rate UDP or request/response
 * @param name the name its flows are reported under
 * @param count how many identical flows the entry stands for, each from its own host
 * @param remoteRttNs bulk_tcp and request_response: the base round trip, the port's queueing added to it
 * @param congestion bulk_tcp: the congestion control its hosts run
 * @param accessRateBps how fast each host's link into the port sends, bit/s; 0 for the port's rate
 *     times {@link #ACCESS_FACTOR}
 * @param rateBps cbr_udp: each flow's rate, counting its frames as the port's buffer does
 *     ({@code skb->len})
 * @param size cbr_udp: each datagram's UDP payload
 * @param request request_response: each request's TCP payload, one segment; the response comes
 *     back {@code remote_rtt} after the request left the port and crosses no port of this model
 */
public record CrossFlow(CrossKind kind, String name, int count, long remoteRttNs, TcpCongestion congestion,
        long accessRateBps, long rateBps, int size, int request) {
    /** An access link without a rate of its own sends this many times as fast as the port. */
    public static final int ACCESS_FACTOR = 10;
    /** bulk_tcp's and request_response's round trip when the entry gives none: a path across a country. */
    public static final long DEFAULT_REMOTE_RTT_NS = 20 * Units.MS;
    /** cbr_udp's payload when the entry gives none, a udp_cbr flow's default. */
    public static final int DEFAULT_SIZE = 200;
    /** The names of entries that give none. */
    public static final String DEFAULT_BULK_NAME = "others";
    public static final String DEFAULT_CBR_NAME = "others_udp";
    public static final String DEFAULT_RR_NAME = "others_rr";

    /** Each host's access rate, bit/s, behind a port that sends at {@code portRateBps}. */
    public long accessRate(long portRateBps) {
        return accessRateBps > 0 ? accessRateBps : portRateBps * ACCESS_FACTOR;
    }

    /** cbr_udp: the time between one flow's datagrams, ns, for frames of {@code size} plus the headers. */
    public long intervalNs() {
        return Math.max(1, (size + Headers.ETHERNET_UDP_IP) * 8L * Units.S / rateBps);
    }
}
