package org.ringside.views.charts;

import java.awt.Color;
import java.awt.Stroke;
import java.util.List;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.sim.RunResult;

/**
 * A run as a chart draws it: alone, or as lane A or B of a pair on shared axes. In a pair each
 * quantity takes two neighbouring colours of {@link ChartStyle#seriesColor}, A's solid and B's
 * dashed, and its legend names say the lane ("A: bulk_tcp"), so the two runs read apart on a
 * projector and in grey. The first quantity is A blue and B vermillion, as {@link PairChart}
 * draws the queues.
 *
 * @param run the run
 * @param lane 0 for a run alone or lane A, 1 for lane B
 * @param paired whether another run shares the chart
 */
record RunLines(RunResult run, int lane, boolean paired) {
    /** The lanes' letters, in lane order. */
    static final List<String> LETTERS = List.of("A", "B");

    /** A run on a chart of its own. */
    static List<RunLines> alone(RunResult run) {
        return List.of(new RunLines(run, 0, false));
    }

    /** Two runs on shared axes: {@code a} as lane A, {@code b} as lane B. */
    static List<RunLines> pair(RunResult a, RunResult b) {
        return List.of(new RunLines(a, 0, true), new RunLines(b, 1, true));
    }

    /** The lane's letter; empty for a run alone. */
    String letter() {
        return paired ? LETTERS.get(lane) : "";
    }

    /** A legend name: {@code what} alone, in a pair after the lane's letter ("A: rr"). */
    String name(String what) {
        return paired ? letter() + ": " + what : what;
    }

    /** The paint of the {@code quantity}-th quantity: {@code alone} for a run alone. */
    Color paint(int quantity, Color alone) {
        return paired ? ChartStyle.seriesColor(2 * quantity + lane) : alone;
    }

    /** A data line: lane B's dashed. */
    Stroke stroke(ChartStyle style) {
        return lane == 1 ? style.dashed() : style.line();
    }

    /**
     * Draws a pair's lines in the order added, A's then B's, so B's dashed line lies on A's
     * solid one and both show where the runs agree; a run alone keeps the plot's own order.
     */
    static void bOverA(XYPlot plot, List<RunLines> runs) {
        if (runs.size() > 1) {
            plot.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
        }
    }

    /** The title: the scenario's name, or "A against B", then the chart's. */
    static String title(List<RunLines> runs, ChartKind kind) {
        return (runs.size() > 1 ? "A against B" : runs.get(0).run().scenario().name()) + " — " + kind.title();
    }

    /** The subtitle: a run's settings, or the settings in which two runs differ. */
    static String subtitle(List<RunLines> runs) {
        if (runs.size() > 1) {
            return PairChart.subtitle(KnobDifference.between(runs.get(0).run().scenario(), runs.get(1).run().scenario()));
        }
        return ScenarioSummary.settings(runs.get(0).run().scenario());
    }

    /** The options' window, or else from 0 to the end of the longest run. */
    static TimeWindow window(List<RunLines> runs, ChartOptions options) {
        long from = Long.MAX_VALUE;
        long to = Long.MIN_VALUE;
        for (RunLines r : runs) {
            TimeWindow w = TimeWindow.of(r.run(), options);
            from = Math.min(from, w.fromNs());
            to = Math.max(to, w.toNs());
        }
        return new TimeWindow(from, to);
    }
}
