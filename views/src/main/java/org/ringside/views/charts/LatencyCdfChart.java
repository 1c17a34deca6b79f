package org.ringside.views.charts;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.DefaultXYDataset;
import org.ringside.model.format.Durations;
import org.ringside.model.format.PrintableText;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.metrics.Unit;

/**
 * Each flow's whole latency distribution as a CDF: how many of its packets reached the wire
 * within a given time. The legend carries each flow's 99th percentile, the number a talk quotes.
 */
final class LatencyCdfChart {
    private LatencyCdfChart() {
    }

    static JFreeChart build(List<RunLines> runs, ChartOptions options) {
        ChartStyle style = ChartStyle.forSize(options.size());
        double max = 0;
        double min = Double.POSITIVE_INFINITY;
        for (RunLines r : runs) {
            for (Histogram h : r.run().flowLatencies().values()) {
                if (h.count() > 0) {
                    max = Math.max(max, h.max());
                    min = Math.min(min, h.min());
                }
            }
        }
        UnitScale x = UnitScale.forValues(Unit.NANOSECONDS, options.yMax().orElse(max));

        DefaultXYDataset dataset = new DefaultXYDataset();
        XYLineAndShapeRenderer renderer = style.lines();
        // Flow by flow, A's curve beside B's, so the legend pairs them.
        for (String flow : flows(runs)) {
            for (RunLines r : runs) {
                List<String> names = List.copyOf(r.run().flowLatencies().keySet());
                int index = names.indexOf(flow);
                Histogram h = r.run().flowLatencies().get(flow);
                if (h == null || h.count() == 0) {
                    continue;
                }
                String name = r.name(PrintableText.of(flow) + "  (p99 " + Durations.human(h.percentile(99)) + ")");
                renderer.setSeriesPaint(dataset.getSeriesCount(), r.paint(index, ChartStyle.seriesColor(index)));
                renderer.setSeriesStroke(dataset.getSeriesCount(), r.stroke(style));
                dataset.addSeries(name, steps(h.cdf(), x));
            }
        }

        NumberAxis latency = style.horizontalAxis("latency to the wire (" + x.symbol() + ")");
        latency.setAutoRangeIncludesZero(options.includeZero());
        latency.setLowerMargin(0.02);
        latency.setUpperMargin(0.04);
        if (options.yMax().isPresent()) {
            double top = x.apply(options.yMax().getAsDouble());
            double bottom = options.includeZero() || !(min < options.yMax().getAsDouble()) ? 0 : x.apply(min);
            latency.setRange(bottom, top);
        }
        NumberAxis share = style.axis("packets at or below (%)");
        // A hair above 100 so the top of each curve is not clipped by the plot's edge.
        share.setRange(0, 101);
        XYPlot plot = new XYPlot(dataset, latency, share, renderer);
        RunLines.bOverA(plot, runs);
        style.plot(plot);
        plot.setNoDataMessage("no packet has left yet");
        return style.chart(plot, RunLines.title(runs, ChartKind.LATENCY_CDF), RunLines.subtitle(runs), options.size());
    }

    /** The flows of any of the runs, in order of first appearance. */
    private static Set<String> flows(List<RunLines> runs) {
        Set<String> flows = new LinkedHashSet<>();
        for (RunLines r : runs) {
            flows.addAll(r.run().flowLatencies().keySet());
        }
        return flows;
    }

    /**
     * The CDF as a staircase: flat until the next latency, then straight up to its fraction, so
     * a line through the points is the true step function. Starts at 0 % on the first value.
     */
    static double[][] steps(List<Histogram.CdfPoint> cdf, UnitScale x) {
        double[][] xy = new double[2][2 * cdf.size()];
        double fraction = 0;
        for (int i = 0; i < cdf.size(); i++) {
            double at = x.apply(cdf.get(i).ns());
            xy[0][2 * i] = at;
            xy[1][2 * i] = fraction * 100;
            fraction = cdf.get(i).fraction();
            xy[0][2 * i + 1] = at;
            xy[1][2 * i + 1] = fraction * 100;
        }
        return xy;
    }
}
