package org.ringside.views.charts;

import org.ringside.model.metrics.PixelColumns;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.sim.RunResult;

/**
 * The stretch of simulated time a chart shows.
 *
 * @param fromNs first instant shown
 * @param toNs last instant shown, after {@code fromNs}
 */
public record TimeWindow(long fromNs, long toNs) {
    public TimeWindow {
        if (toNs <= fromNs) {
            throw new IllegalArgumentException("time window " + fromNs + ".." + toNs + " ns is empty");
        }
    }

    /** This window cut into {@code columns} pixel columns, the one rule every chart bins by. */
    public PixelColumns columns(int columns) {
        return new PixelColumns(fromNs, toNs, columns);
    }

    /** The options' window where set, otherwise from 0 to the end of the run (or its last sample). */
    public static TimeWindow of(RunResult run, ChartOptions options) {
        TimeSeries s = run.series();
        long end = Math.max(run.endNs(), s.size() == 0 ? 0 : s.timeNs(s.size() - 1));
        long from = options.fromNs().orElse(0L);
        long to = options.toNs().orElse(end);
        return new TimeWindow(from, Math.max(to, from + 1));
    }

    public long spanNs() {
        return toNs - fromNs;
    }
}
