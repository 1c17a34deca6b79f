package org.ringside.model.engine;

/**
 * The event queue's waiting places beside its heap: one per {@link EventKind#usuallyAlone() kind}
 * that has at most one event pending in practice (one CPU, one wire, one timer), each with the
 * (time, insertion sequence) key the heap would give it, and which of them comes first, kept up
 * to date. Kept apart from the heap so that each class has one job; {@link EventQueue} decides
 * where an event goes and compares the first one here with the heap's top.
 */
final class AloneEvents {
    private static final int KINDS = EventKind.values().length;

    static {
        if (KINDS > Integer.SIZE) { // waiting holds a bit per kind
            throw new ExceptionInInitializerError("more event kinds than bits in the waiting mask: " + KINDS);
        }
    }

    /** Bit k is set while kind k's event waits: finding the first looks at those only. */
    private int waiting;
    private final long[] time = new long[KINDS];
    private final long[] seq = new long[KINDS];
    private final int[] argA = new int[KINDS];
    private final long[] argB = new long[KINDS];
    /** Counts the events each place has held, so that a handle to one taken is stale. */
    private final int[] generation = new int[KINDS];
    /** The kind whose event comes first, or -1. */
    private int first = -1;

    /** Whether kind {@code k}'s place holds an event. */
    boolean waits(int k) {
        return (waiting & (1 << k)) != 0;
    }

    /**
     * Puts an event in kind {@code k}'s place, which is free.
     *
     * @return the place's generation, for the event's handle
     */
    int put(int k, long timeNs, long sequence, int a, long b) {
        waiting |= 1 << k;
        time[k] = timeNs;
        seq[k] = sequence;
        argA[k] = a;
        argB[k] = b;
        if (first < 0 || before(k, first)) {
            first = k;
        }
        return generation[k];
    }

    /** Empties kind {@code k}'s place: its event was taken or cancelled. */
    void take(int k) {
        waiting &= ~(1 << k);
        generation[k] = (generation[k] + 1) & 0x7FFF_FFFF; // keeps handles non-negative
        if (k == first) {
            first = scanFirst();
        }
    }

    /** Whether kind {@code k}'s place holds the event of generation {@code g}. */
    boolean pending(int k, int g) {
        return waits(k) && generation[k] == g;
    }

    /** The kind whose event comes first, or -1 when no place holds one. */
    int first() {
        return first;
    }

    /** Events waiting. */
    int count() {
        return Integer.bitCount(waiting);
    }

    long time(int k) {
        return time[k];
    }

    long seq(int k) {
        return seq[k];
    }

    int argA(int k) {
        return argA[k];
    }

    long argB(int k) {
        return argB[k];
    }

    /** True when kind {@code k}'s event comes before kind {@code j}'s, by (time, seq). */
    private boolean before(int k, int j) {
        return time[k] < time[j] || (time[k] == time[j] && seq[k] < seq[j]);
    }

    private int scanFirst() {
        int w = waiting;
        if (w == 0) {
            return -1;
        }
        int best = Integer.numberOfTrailingZeros(w);
        for (w &= w - 1; w != 0; w &= w - 1) {
            int k = Integer.numberOfTrailingZeros(w);
            if (before(k, best)) {
                best = k;
            }
        }
        return best;
    }
}
