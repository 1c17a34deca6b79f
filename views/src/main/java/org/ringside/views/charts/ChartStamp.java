package org.ringside.views.charts;

import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunResult;

/**
 * Everything a live chart's drawing depends on: each lane's run, the picture's size, the
 * choices and the look. A redraw happens only when this changes.
 *
 * @param a lane A's run
 * @param b lane B's run, or null while there is none
 */
record ChartStamp(Drawn a, Drawn b, int width, int height, ChartOptions options, LiveChartView.Span span,
        ChartLook look) {

    /**
     * One run's part: the series by identity (it grows in place) with its length and newest
     * time, the scenario by value. Not the run object itself: a source such as a simulation's
     * {@code result()} hands out a new one per call for the same, unchanged run.
     */
    record Drawn(Scenario scenario, TimeSeries series, int rows, long lastNs, long endNs) {
        /** The run's part now; null for no run. */
        static Drawn of(RunResult run) {
            if (run == null) {
                return null;
            }
            TimeSeries s = run.series();
            long last = s.size() == 0 ? -1 : s.timeNs(s.size() - 1);
            return new Drawn(run.scenario(), s, s.size(), last, run.endNs());
        }

        /** The same run, perhaps with new samples: the same scenario and series objects. */
        static boolean sameRun(Drawn x, Drawn y) {
            return x == null ? y == null : y != null && x.scenario == y.scenario && x.series == y.series;
        }
    }

    /** The same chart of the same runs at the same size and look: only new samples differ. */
    boolean sameViewAs(ChartStamp other) {
        return other != null && Drawn.sameRun(a, other.a) && Drawn.sameRun(b, other.b) && width == other.width
                && height == other.height && options.equals(other.options) && span == other.span
                && look == other.look;
    }
}
