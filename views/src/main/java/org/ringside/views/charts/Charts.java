package org.ringside.views.charts;

import java.util.List;
import org.jfree.chart.JFreeChart;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.sim.RunResult;

/**
 * Builds the chart a set of options asks for. The same chart object is drawn on screen, into a
 * PNG and into an SVG, so every copy looks alike.
 */
public final class Charts {
    private Charts() {
    }

    /**
     * A chart of the run. Series are thinned to about two points per pixel column of
     * {@code options.size()}, so building and drawing cost the same for a thousand samples or a
     * million. Reads the run's series on the calling thread; the chart is then independent of it.
     */
    public static JFreeChart create(RunResult run, ChartOptions options) {
        return create(RunLines.alone(run), options);
    }

    /**
     * A chart of two runs on shared axes, as {@link #create(RunResult, ChartOptions)} draws one:
     * each quantity once for A (solid) and once for B (dashed), the axes' units and bounds taken
     * from both, the legend naming the lane.
     */
    public static JFreeChart create(RunResult a, RunResult b, ChartOptions options) {
        return create(RunLines.pair(a, b), options);
    }

    /** The chart of one run alone or of a pair, as the options' kind draws it. */
    static JFreeChart create(List<RunLines> runs, ChartOptions options) {
        switch (options.kind()) {
            case LATENCY:
                return LatencyChart.build(runs, options);
            case LATENCY_CDF:
                return LatencyCdfChart.build(runs, options);
            case THROUGHPUT:
                return ThroughputChart.build(runs, options);
            default:
                RunResult first = runs.get(0).run();
                return runs.size() == 1 ? QueueDepthChart.build(first, options)
                        : PairChart.build(first, runs.get(1).run(),
                                KnobDifference.between(first.scenario(), runs.get(1).run().scenario()), options);
        }
    }
}
