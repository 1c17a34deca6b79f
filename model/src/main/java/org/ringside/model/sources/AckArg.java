package org.ringside.model.sources;

/**
 * One ACK event's argument: the payload it acknowledges and when that payload was handed to the
 * qdisc (for the RTT sample), packed in one {@code long} so an ACK allocates nothing.
 */
public final class AckArg {
    private static final int BYTES_BITS = 20;
    private static final long BYTES_MASK = (1L << BYTES_BITS) - 1;

    private AckArg() {
    }

    /** Packs a payload (below 1 MiB: one packet's) and a time (below 2^43 ns, about 2.4 hours). */
    public static long of(int bytes, long offeredNs) {
        if (bytes < 0 || bytes > BYTES_MASK || offeredNs < 0 || offeredNs >= 1L << (63 - BYTES_BITS)) {
            throw new IllegalArgumentException("ACK of " + bytes + " bytes offered at " + offeredNs + " ns cannot be packed");
        }
        return offeredNs << BYTES_BITS | bytes;
    }

    /** The payload acknowledged. */
    public static long bytes(long arg) {
        return arg & BYTES_MASK;
    }

    /** When the acknowledged payload was handed to the qdisc. */
    public static long offeredNs(long arg) {
        return arg >>> BYTES_BITS;
    }
}
