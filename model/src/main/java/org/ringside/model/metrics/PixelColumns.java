package org.ringside.model.metrics;

/**
 * A time window cut into equal pixel columns: the one rule by which every picture of a series
 * (thinned lines, means per column, shaded bands) decides which column a sample falls into.
 *
 * <p>A time {@code t} in {@code [fromNs, toNs]} falls into column
 * {@code floor((t - fromNs) * columns / (toNs - fromNs))}, in exact integer arithmetic, the time
 * {@code toNs} itself into the last column. Column {@code c} starts at the first nanosecond
 * that falls into it, so {@link #of} and {@link #start} agree (for windows under about 13 days;
 * beyond, a start may come a few nanoseconds early, never late).
 *
 * @param fromNs start of the window
 * @param toNs end of the window, not before {@code fromNs}
 * @param columns how many columns, at least 1
 */
public record PixelColumns(long fromNs, long toNs, int columns) {
    public PixelColumns {
        if (columns < 1) {
            throw new IllegalArgumentException("columns must be at least 1, was " + columns);
        }
        if (toNs < fromNs) {
            throw new IllegalArgumentException("window ends (" + toNs + ") before it starts (" + fromNs + ")");
        }
    }

    /** The column of time {@code t}, clamped to the window: 0 to {@code columns - 1}. */
    public int of(long t) {
        long span = toNs - fromNs;
        if (span <= 0) {
            return 0;
        }
        long offset = t - fromNs;
        long c;
        if (offset < 0) {
            c = 0;
        } else if (offset <= Long.MAX_VALUE / columns) {
            c = offset * columns / span;
        } else {
            // Offsets past about 10^15 ns (11 days) with thousands of columns: double precision
            // is then far finer than a column.
            c = (long) ((double) offset / span * columns);
        }
        return (int) Math.min(columns - 1, Math.max(0, c));
    }

    /**
     * The first nanosecond of column {@code c} (0 to {@code columns}; {@code columns} gives
     * {@code toNs}, the window's end). Windows over about 13 simulated days, where the exact
     * answer would need more than 64 bits, fall back to double precision, rounded down so that a
     * caller that skips work until a column's start never skips a sample of that column.
     */
    public long start(int c) {
        if (c <= 0) {
            return fromNs;
        }
        if (c >= columns) {
            return toNs;
        }
        long span = toNs - fromNs;
        if (span <= Long.MAX_VALUE / c) {
            // The smallest offset with offset * columns >= c * span.
            long product = span * c;
            return fromNs + product / columns + (product % columns == 0 ? 0 : 1);
        }
        return Math.max(fromNs, fromNs + (long) Math.floor((double) span / columns * c) - 4);
    }

    /** The nanoseconds column {@code c} covers (its end is the next column's start). */
    public long width(int c) {
        return start(c + 1) - start(c);
    }
}
