package org.ringside.model.driver;

/** Where a packet's bytes sit in memory, which decides how many descriptors it takes. */
public enum PacketLayout {
    /** Headers in the linear part, payload in page fragments: TCP. */
    PAGED,
    /** Headers and payload in one buffer, checksum offloaded: a small UDP datagram. */
    LINEAR,
    /** One buffer and no checksum to offload (CHECKSUM_NONE): a pktgen packet. */
    LINEAR_NO_CHECKSUM
}
