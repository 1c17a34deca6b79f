package org.ringside.model.sources;

/**
 * One ACK event's argument: the payload it acknowledges, how many of the sender's skbs it
 * acknowledges whole, and when the oldest of them was handed to the qdisc (for the RTT sample),
 * packed in one {@code long} so an ACK allocates nothing.
 */
public final class AckArg {
    private static final int BYTES_BITS = 17;
    private static final long BYTES_MASK = (1L << BYTES_BITS) - 1;
    private static final int SKBS_BITS = 4;
    private static final long SKBS_MASK = (1L << SKBS_BITS) - 1;
    private static final int TIME_SHIFT = BYTES_BITS + SKBS_BITS;

    private AckArg() {
    }

    /**
     * Packs a payload (below 128 KiB: at most a 64 KB skb and a segment that waited), a count of
     * skbs (below 16) and a time (below 2^42 ns, about 73 minutes).
     */
    public static long of(long bytes, int skbs, long offeredNs) {
        if (bytes < 0 || bytes > BYTES_MASK || skbs < 0 || skbs > SKBS_MASK || offeredNs < 0
                || offeredNs >= 1L << (63 - TIME_SHIFT)) {
            throw new IllegalArgumentException("ACK of " + bytes + " bytes in " + skbs + " skbs offered at " + offeredNs
                    + " ns cannot be packed");
        }
        return offeredNs << TIME_SHIFT | (long) skbs << BYTES_BITS | bytes;
    }

    /** The payload acknowledged. */
    public static long bytes(long arg) {
        return arg & BYTES_MASK;
    }

    /** The sender's skbs acknowledged whole. */
    public static int skbs(long arg) {
        return (int) (arg >>> BYTES_BITS & SKBS_MASK);
    }

    /** When the oldest acknowledged payload was handed to the qdisc. */
    public static long offeredNs(long arg) {
        return arg >>> TIME_SHIFT;
    }
}
