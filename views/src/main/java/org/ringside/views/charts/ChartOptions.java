package org.ringside.views.charts;

import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * How to draw a chart. Fixing {@code yMax} and the time window puts two runs on the same axes,
 * so an audience compares shapes rather than missing a changed scale.
 *
 * @param kind which chart
 * @param size the picture in pixels; fonts and lines scale with it
 * @param yMax the top of the value axis in the model's units (bytes, ns, bit/s), or empty to fit
 *     the data; for {@link ChartKind#LATENCY_CDF} it bounds the latency axis, which lies along x
 * @param fromNs start of the time window, or empty for the start of the run
 * @param toNs end of the time window, or empty for the end of the run
 * @param includeZero whether the value axis always reaches down to zero (if {@code yMax} is set
 *     the axis starts at zero anyway unless this is false)
 */
public record ChartOptions(ChartKind kind, ChartSize size, OptionalDouble yMax, OptionalLong fromNs,
        OptionalLong toNs, boolean includeZero) {

    public ChartOptions {
        if (kind == null || size == null || yMax == null || fromNs == null || toNs == null) {
            throw new IllegalArgumentException("chart options need a kind, a size and (possibly empty) ranges");
        }
        if (yMax.isPresent() && !(yMax.getAsDouble() > 0 && Double.isFinite(yMax.getAsDouble()))) {
            throw new IllegalArgumentException("y max must be a positive number, was " + yMax.getAsDouble());
        }
        if (fromNs.isPresent() && fromNs.getAsLong() < 0) {
            throw new IllegalArgumentException("the time window cannot start before 0, was " + fromNs.getAsLong() + " ns");
        }
        if (fromNs.isPresent() && toNs.isPresent() && toNs.getAsLong() <= fromNs.getAsLong()) {
            throw new IllegalArgumentException("the time window must end after it starts: " + fromNs.getAsLong()
                    + " ns to " + toNs.getAsLong() + " ns");
        }
    }

    /** Queue depth at 1600x900, scaled to the data, value axis from zero. */
    public static ChartOptions defaults() {
        return new ChartOptions(ChartKind.QUEUE_DEPTH, ChartSize.DEFAULT, OptionalDouble.empty(),
                OptionalLong.empty(), OptionalLong.empty(), true);
    }

    public ChartOptions withKind(ChartKind v) {
        return new ChartOptions(v, size, yMax, fromNs, toNs, includeZero);
    }

    public ChartOptions withSize(ChartSize v) {
        return new ChartOptions(kind, v, yMax, fromNs, toNs, includeZero);
    }

    /** A fixed top of the value axis, in model units. */
    public ChartOptions withYMax(double v) {
        return new ChartOptions(kind, size, OptionalDouble.of(v), fromNs, toNs, includeZero);
    }

    /** Back to fitting the value axis to the data. */
    public ChartOptions withAutoYMax() {
        return new ChartOptions(kind, size, OptionalDouble.empty(), fromNs, toNs, includeZero);
    }

    /** A fixed time window. */
    public ChartOptions withTimeWindow(long fromNanos, long toNanos) {
        return new ChartOptions(kind, size, yMax, OptionalLong.of(fromNanos), OptionalLong.of(toNanos), includeZero);
    }

    public ChartOptions withIncludeZero(boolean v) {
        return new ChartOptions(kind, size, yMax, fromNs, toNs, v);
    }
}
