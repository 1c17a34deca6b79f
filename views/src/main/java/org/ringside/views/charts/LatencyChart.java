package org.ringside.views.charts;

import java.awt.geom.Ellipse2D;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Unit;
import org.ringside.model.sim.RunResult;

/**
 * Each flow's latency over time: the mean, per sample interval, of its packets' time from the
 * qdisc to the last bit on the wire. Intervals in which a flow sent nothing are skipped, so a
 * sparse flow (VoIP every 20 ms) is drawn through the points it has, with markers on them.
 */
final class LatencyChart {
    /** Channel keys of per-flow latencies start with this. */
    static final String FLOW_PREFIX = "latency_ns.";

    private LatencyChart() {
    }

    static JFreeChart build(RunResult run, ChartOptions options) {
        ChartStyle style = ChartStyle.forSize(options.size());
        TimeWindow window = TimeWindow.of(run, options);
        int columns = options.size().width();
        ChannelLines lines = new ChannelLines(run.series(), window, columns);
        int flow = 0;
        for (Channel c : run.series().channels()) {
            if (c.key().startsWith(FLOW_PREFIX)) {
                lines.add(c.key(), c.key().substring(FLOW_PREFIX.length()), ChartStyle.seriesColor(flow++), style.line());
            }
        }
        UnitScale x = UnitScale.forTimeSpan(window.spanNs());
        UnitScale y = TimeAxes.scale(Unit.NANOSECONDS, options, lines.max());
        XYLineAndShapeRenderer renderer = style.lines();
        lines.style(renderer);
        double r = style.px(6);
        for (int s = 0; s < lines.count(); s++) {
            // Markers only where points are few enough to be told apart.
            if (lines.pointCount(s) <= columns / 12) {
                renderer.setSeriesShapesVisible(s, true);
                renderer.setSeriesShape(s, new Ellipse2D.Double(-r, -r, 2 * r, 2 * r));
            }
        }
        XYPlot plot = new XYPlot(lines.dataset(x, y), TimeAxes.time(style, window, x),
                TimeAxes.value(style, "latency to the wire", y, options, lines.min(), lines.max(), Double.NaN), renderer);
        style.plot(plot);
        plot.setNoDataMessage("no packet has left yet");
        return style.chart(plot, run.scenario().name() + " — " + ChartKind.LATENCY.title(),
                ScenarioSummary.settings(run.scenario()), options.size());
    }
}
