package org.ringside.views.charts;

import java.awt.geom.Ellipse2D;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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

    static JFreeChart build(List<RunLines> runs, ChartOptions options) {
        ChartStyle style = ChartStyle.forSize(options.size());
        TimeWindow window = RunLines.window(runs, options);
        int columns = options.size().width();
        ChannelLines lines = new ChannelLines(runs.get(0).run().series(), window, columns);
        // Flow by flow, A's line beside B's, so the legend pairs them.
        for (String flow : flows(runs)) {
            for (RunLines r : runs) {
                int index = flowIndex(r.run(), flow);
                if (index >= 0) {
                    lines.add(r.run().series(), FLOW_PREFIX + flow, r.name(flow),
                            r.paint(index, ChartStyle.seriesColor(index)), r.stroke(style));
                }
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
        RunLines.bOverA(plot, runs);
        style.plot(plot);
        plot.setNoDataMessage("no packet has left yet");
        return style.chart(plot, RunLines.title(runs, ChartKind.LATENCY), RunLines.subtitle(runs), options.size());
    }

    /** The flows with a latency channel in any of the runs, in order of first appearance. */
    static Set<String> flows(List<RunLines> runs) {
        Set<String> flows = new LinkedHashSet<>();
        for (RunLines r : runs) {
            for (Channel c : r.run().series().channels()) {
                if (c.key().startsWith(FLOW_PREFIX)) {
                    flows.add(c.key().substring(FLOW_PREFIX.length()));
                }
            }
        }
        return flows;
    }

    /** The flow's place among its run's latency channels, its colour's index; -1 if it has none. */
    private static int flowIndex(RunResult run, String flow) {
        int index = 0;
        for (Channel c : run.series().channels()) {
            if (c.key().startsWith(FLOW_PREFIX)) {
                if (c.key().equals(FLOW_PREFIX + flow)) {
                    return index;
                }
                index++;
            }
        }
        return -1;
    }
}
