package org.ringside.model.driver;

/**
 * TX descriptor arithmetic: how many ring slots a packet takes, and how many must stay free
 * for the driver to keep its queue running.
 */
public final class Descriptors {
    private Descriptors() {
    }

    /**
     * Descriptors one packet takes: a context descriptor when TSO or checksum offload is used,
     * one for the linear part (the headers), and one per {@code maxDescBytes} of payload.
     * A full 1514-byte TCP packet with checksum offload takes 1 + 1 + 1 = 3.
     */
    public static int forPacket(int payloadBytes, boolean tsoPacket, boolean txChecksum, int maxDescBytes) {
        int context = tsoPacket || txChecksum ? 1 : 0;
        return context + 1 + ceilDiv(payloadBytes, maxDescBytes);
    }

    /**
     * The most descriptors one packet can take with these settings; the driver stops its queue
     * when fewer are free (driver XOFF) and wakes it when twice as many are free again.
     * {@code 2 + ceil(gso_max_size / max_desc_bytes)} with TSO on,
     * {@code 2 + ceil(MTU / max_desc_bytes)} otherwise.
     */
    public static int stopThreshold(boolean tso, int gsoMaxSize, int mtu, int maxDescBytes) {
        return 2 + ceilDiv(tso ? gsoMaxSize : mtu, maxDescBytes);
    }

    /** The smallest ring these settings allow: room for the wake threshold. */
    public static int smallestRing(boolean tso, int gsoMaxSize, int mtu, int maxDescBytes) {
        return 2 * stopThreshold(tso, gsoMaxSize, mtu, maxDescBytes);
    }

    static int ceilDiv(int a, int b) {
        return a <= 0 ? 0 : (a + b - 1) / b;
    }
}
