package org.ringside.views.charts;

import org.jfree.chart.JFreeChart;
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
        switch (options.kind()) {
            case LATENCY:
                return LatencyChart.build(run, options);
            case LATENCY_CDF:
                return LatencyCdfChart.build(run, options);
            case THROUGHPUT:
                return ThroughputChart.build(run, options);
            default:
                return QueueDepthChart.build(run, options);
        }
    }
}
