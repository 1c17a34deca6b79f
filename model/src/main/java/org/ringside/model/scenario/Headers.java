package org.ringside.model.scenario;

/**
 * The header sizes the model builds packets with, in bytes, as Linux lays them out without
 * options: the sources put them in front of every payload, the validator bounds flow sizes by
 * them and the knob texts quote them. Frame overhead on the wire (FCS, preamble, gap) belongs
 * to the wire, not here.
 */
public final class Headers {
    /** Ethernet II: two MAC addresses and the EtherType, without the FCS. */
    public static final int ETHERNET = 14;
    /** IPv4 without options. */
    public static final int IP = 20;
    /** TCP without options. */
    public static final int TCP = 20;
    /** UDP. */
    public static final int UDP = 8;

    /** TCP and IP: the MSS is the MTU less these. */
    public static final int TCP_IP = TCP + IP;
    /** UDP and IP: a udp_cbr payload must leave room for them within the MTU. */
    public static final int UDP_IP = UDP + IP;
    /** Everything in front of a TCP payload in a frame. */
    public static final int ETHERNET_TCP_IP = ETHERNET + TCP_IP;
    /** Everything in front of a UDP payload in a frame. */
    public static final int ETHERNET_UDP_IP = ETHERNET + UDP_IP;
    /** pktgen's smallest pkt_size: a minimum Ethernet frame without its FCS. */
    public static final int PKTGEN_MIN_SIZE = 60;

    private Headers() {
    }

    /** The TCP maximum segment size for an MTU. */
    public static int mss(int mtu) {
        return mtu - TCP_IP;
    }
}
