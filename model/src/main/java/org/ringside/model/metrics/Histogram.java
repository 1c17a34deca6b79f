package org.ringside.model.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A distribution of non-negative whole values (latencies in ns, queue depths in bytes) in
 * bounded memory, for percentiles and CDFs over runs of any length.
 *
 * <p>Values below 1024 are kept exactly; above, each power of two is split into 512 buckets.
 * A percentile reports the highest value of its bucket (never more than the exact maximum), so
 * it is never below the true nearest-rank value and at most 0.2 % above it. Count, sum, minimum
 * and maximum are exact.
 */
public final class Histogram {
    private static final int SUB_BITS = 9;
    private static final int SUB = 1 << SUB_BITS;
    /** Values below this are their own bucket. */
    private static final int EXACT = 2 * SUB;
    /** The power of two EXACT is. */
    private static final int FIRST_EXPONENT = SUB_BITS + 1;
    /** Enough buckets for every non-negative long. */
    private static final int BUCKETS = EXACT + (63 - FIRST_EXPONENT + 1) * SUB;

    private final long[] counts = new long[BUCKETS];
    private long count;
    private double sum;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    /** Adds one value; negative values are a caller's bug. */
    public void record(long value) {
        if (value < 0) {
            throw new IllegalArgumentException("a histogram value must not be negative: " + value);
        }
        counts[bucket(value)]++;
        count++;
        sum += value;
        if (value < min) {
            min = value;
        }
        if (value > max) {
            max = value;
        }
    }

    /** Adds every value of {@code other} to this one. */
    public void addAll(Histogram other) {
        for (int i = 0; i < BUCKETS; i++) {
            counts[i] += other.counts[i];
        }
        count += other.count;
        sum += other.sum;
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    static int bucket(long v) {
        if (v < EXACT) {
            return (int) v;
        }
        int exponent = 63 - Long.numberOfLeadingZeros(v); // FIRST_EXPONENT or more
        int shift = exponent - SUB_BITS;
        int sub = (int) (v >>> shift) - SUB; // 0..SUB-1
        return EXACT + (exponent - FIRST_EXPONENT) * SUB + sub;
    }

    /** The value reported for a bucket: exact below {@link #EXACT}, else the bucket's highest value. */
    static long representative(int bucket) {
        if (bucket < EXACT) {
            return bucket;
        }
        int exponent = (bucket - EXACT) / SUB + FIRST_EXPONENT;
        int sub = (bucket - EXACT) % SUB + SUB;
        int shift = exponent - SUB_BITS;
        long low = (long) sub << shift;
        return low + ((1L << shift) - 1);
    }

    public long count() {
        return count;
    }

    /** Exact mean, or NaN when empty. */
    public double mean() {
        return count == 0 ? Double.NaN : sum / count;
    }

    /** Exact minimum; 0 when empty. */
    public long min() {
        return count == 0 ? 0 : min;
    }

    /** Exact maximum; 0 when empty. */
    public long max() {
        return count == 0 ? 0 : max;
    }

    /**
     * The nearest-rank percentile: the smallest recorded value (as its bucket reports it) such
     * that at least {@code p} percent of values are at or below it; clamped to [min, max]. 0 when
     * empty.
     *
     * @param p 0 to 100
     */
    public long percentile(double p) {
        if (p < 0 || p > 100 || Double.isNaN(p)) {
            throw new IllegalArgumentException("percentile must be within 0..100, was " + p);
        }
        if (count == 0) {
            return 0;
        }
        long rank = Math.max(1, (long) Math.ceil(p / 100.0 * count));
        long seen = 0;
        for (int i = 0; i < BUCKETS; i++) {
            seen += counts[i];
            if (seen >= rank) {
                return Math.max(min, Math.min(max, representative(i)));
            }
        }
        return max;
    }

    /** One point of a cumulative distribution: this fraction of values is at or below {@code ns}. */
    public record CdfPoint(long ns, double fraction) {
    }

    /** The cumulative distribution, one point per occupied bucket, in increasing order. */
    public List<CdfPoint> cdf() {
        List<CdfPoint> points = new ArrayList<>();
        long seen = 0;
        for (int i = 0; i < BUCKETS; i++) {
            if (counts[i] != 0) {
                seen += counts[i];
                long v = Math.max(min, Math.min(max, representative(i)));
                points.add(new CdfPoint(v, (double) seen / count));
            }
        }
        return points;
    }

    /** Forgets every value. */
    public void clear() {
        Arrays.fill(counts, 0);
        count = 0;
        sum = 0;
        min = Long.MAX_VALUE;
        max = Long.MIN_VALUE;
    }
}
