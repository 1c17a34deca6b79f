package org.ringside.model.metrics;

import java.util.Arrays;

/**
 * Thins a long sampled series down to what a picture of it can show: for each pixel column of
 * the time window, the sample with the smallest and the sample with the largest value, in time
 * order. A line through the kept points covers the same vertical extent in every column as a
 * line through all samples, so a one-sample spike in a million survives.
 *
 * <p>The window {@code [fromNs, toNs]} is cut into {@code columns} equal {@link PixelColumns}.
 * The nearest sample on each side outside the window
 * is kept too (the "ends"), so a line reaches the window's edges. NaN values mean "nothing was
 * measured" and are skipped. At most {@code 2 * columns + 2} points come out.
 */
public final class Decimator {
    private Decimator() {
    }

    /**
     * Points kept, in time order.
     *
     * @param timesNs sample times
     * @param values sample values, one per time
     */
    public record Points(long[] timesNs, double[] values) {
        public Points {
            if (timesNs.length != values.length) {
                throw new IllegalArgumentException(timesNs.length + " times for " + values.length + " values");
            }
        }

        public int size() {
            return timesNs.length;
        }
    }

    /**
     * The smallest and largest sample of every pixel column, plus the ends.
     *
     * @param timesNs sample times, non-decreasing
     * @param values sample values, at least as many as times
     * @param count how many leading samples to use
     * @param fromNs start of the window
     * @param toNs end of the window, not before {@code fromNs}
     * @param columns pixel columns across the window, at least 1
     */
    public static Points minMax(long[] timesNs, double[] values, int count, long fromNs, long toNs, int columns) {
        if (count < 0 || count > timesNs.length || count > values.length) {
            throw new IllegalArgumentException("count " + count + " exceeds the arrays");
        }
        return minMax(new Samples() {
            @Override
            public long time(int i) {
                return timesNs[i];
            }

            @Override
            public double value(int i) {
                return values[i];
            }
        }, count, fromNs, toNs, columns);
    }

    /**
     * The same for one channel of a series, read in place: no copy of a long series is made,
     * which matters when a live chart redraws every frame.
     */
    public static Points minMax(TimeSeries series, int channel, long fromNs, long toNs, int columns) {
        if (channel < 0 || channel >= series.channels().size()) {
            throw new IllegalArgumentException("no channel " + channel);
        }
        return minMax(new Samples() {
            @Override
            public long time(int i) {
                return series.timeNs(i);
            }

            @Override
            public double value(int i) {
                return series.value(channel, i);
            }
        }, series.size(), fromNs, toNs, columns);
    }

    /** Where the samples come from: arrays or a series, read by index. */
    private interface Samples {
        long time(int i);

        double value(int i);
    }

    private static Points minMax(Samples in, int count, long fromNs, long toNs, int columns) {
        PixelColumns grid = new PixelColumns(fromNs, toNs, columns);
        int first = fromNs == Long.MIN_VALUE ? 0 : firstAfter(in, count, fromNs - 1);
        int end = firstAfter(in, count, toNs); // exclusive
        Builder out = new Builder(Math.min(count, 2 * columns + 2));

        int before = nearestMeasured(in, first - 1, -1);
        if (before >= 0) {
            out.add(in.time(before), in.value(before));
        }
        int column = -1;
        long nextColumnAt = Long.MIN_VALUE; // first time that falls into a later column
        int minAt = -1;
        int maxAt = -1;
        double min = 0;
        double max = 0;
        for (int i = first; i < end; i++) {
            double v = in.value(i);
            if (Double.isNaN(v)) {
                continue;
            }
            long t = in.time(i);
            if (t >= nextColumnAt) {
                // Times are sorted: one division per column rather than per sample.
                int c = grid.of(t);
                nextColumnAt = c == columns - 1 ? Long.MAX_VALUE : grid.start(c + 1);
                if (c != column) {
                    out.addPair(in, minAt, maxAt);
                    column = c;
                    minAt = i;
                    maxAt = i;
                    min = v;
                    max = v;
                    continue;
                }
            }
            if (v < min) {
                minAt = i;
                min = v;
            } else if (v > max) {
                maxAt = i;
                max = v;
            }
        }
        out.addPair(in, minAt, maxAt);
        int after = nearestMeasured(in, end, count);
        if (after < count) {
            out.add(in.time(after), in.value(after));
        }
        return out.build();
    }

    /** {@link #minMax(long[], double[], int, long, long, int)} over whole arrays. */
    public static Points minMax(long[] timesNs, double[] values, long fromNs, long toNs, int columns) {
        return minMax(timesNs, values, timesNs.length, fromNs, toNs, columns);
    }

    /** Index of the first time after {@code t} (count if none); times are sorted. */
    private static int firstAfter(Samples in, int count, long t) {
        if (t == Long.MAX_VALUE) {
            return count;
        }
        int lo = 0;
        int hi = count;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (in.time(mid) <= t) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** From {@code from} stepping towards {@code stop} (exclusive), the first non-NaN index, or {@code stop}. */
    private static int nearestMeasured(Samples in, int from, int stop) {
        int step = stop < from ? -1 : 1;
        for (int i = from; i != stop; i += step) {
            if (!Double.isNaN(in.value(i))) {
                return i;
            }
        }
        return stop;
    }

    private static final class Builder {
        private long[] times;
        private double[] values;
        private int size;

        Builder(int capacity) {
            times = new long[Math.max(capacity, 2)];
            values = new double[times.length];
        }

        void add(long t, double v) {
            if (size == times.length) {
                times = Arrays.copyOf(times, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            times[size] = t;
            values[size] = v;
            size++;
        }

        /** The column's extremes in the order they happened; one point when they coincide. */
        void addPair(Samples in, int minAt, int maxAt) {
            if (minAt < 0) {
                return;
            }
            int a = Math.min(minAt, maxAt);
            int b = Math.max(minAt, maxAt);
            add(in.time(a), in.value(a));
            if (b != a) {
                add(in.time(b), in.value(b));
            }
        }

        Points build() {
            return new Points(Arrays.copyOf(times, size), Arrays.copyOf(values, size));
        }
    }
}
