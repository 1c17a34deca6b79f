package org.ringside.model.driver;

/**
 * TX descriptor arithmetic: how many ring slots a packet takes. The count comes from the packet,
 * as the drivers' {@code TXD_USE_COUNT} sums do: a context descriptor only when the NIC must
 * checksum or segment the packet, then one per {@code max_desc_bytes} of each buffer.
 */
public final class Descriptors {
    private Descriptors() {
    }

    /**
     * Descriptors a TCP packet takes: its headers sit in the linear part and its payload in page
     * fragments, so one for the headers and one per {@code maxDescBytes} of payload, after a
     * context descriptor when it is a TSO packet or its checksum is offloaded (CHECKSUM_PARTIAL).
     * A full 1514-byte packet with checksum offload takes 1 + 1 + 1 = 3.
     */
    public static int forPacket(int payloadBytes, boolean tsoPacket, boolean txChecksum, int maxDescBytes) {
        int context = tsoPacket || txChecksum ? 1 : 0;
        return context + 1 + ceilDiv(payloadBytes, maxDescBytes);
    }

    /**
     * Descriptors a linear packet takes, one whose headers and payload share a buffer: a small UDP
     * datagram ({@code __ip_append_data} without paged fragments) or a pktgen packet, which is
     * built with CHECKSUM_NONE and so needs no context descriptor: one descriptor at 60 bytes.
     */
    public static int forLinear(int lengthBytes, boolean txChecksum, int maxDescBytes) {
        return (txChecksum ? 1 : 0) + Math.max(1, ceilDiv(lengthBytes, maxDescBytes));
    }

    static int ceilDiv(int a, int b) {
        return a <= 0 ? 0 : (a + b - 1) / b;
    }
}
