package org.ringside.views.charts;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;

/**
 * The lines a chart holds, by legend name, with the points each kept: what a live chart drew,
 * for its readers and its tests.
 *
 * @param points points per series name, in drawing order (a name in two panels adds up)
 */
public record DrawnSeries(Map<String, Integer> points) {
    /** No chart drawn yet. */
    public static final DrawnSeries NONE = new DrawnSeries(Map.of());

    public DrawnSeries {
        points = Collections.unmodifiableMap(new LinkedHashMap<>(points));
    }

    /** The lines of {@code chart}, in every panel and on every axis. */
    static DrawnSeries of(JFreeChart chart) {
        Map<String, Integer> points = new LinkedHashMap<>();
        XYPlot plot = chart.getXYPlot();
        if (plot instanceof CombinedDomainXYPlot) {
            for (XYPlot panel : ((CombinedDomainXYPlot) plot).getSubplots()) {
                add(points, panel);
            }
        } else {
            add(points, plot);
        }
        return new DrawnSeries(points);
    }

    private static void add(Map<String, Integer> points, XYPlot plot) {
        for (int d = 0; d < plot.getDatasetCount(); d++) {
            XYDataset data = plot.getDataset(d);
            for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
                points.merge(String.valueOf(data.getSeriesKey(s)), data.getItemCount(s), Integer::sum);
            }
        }
    }

    /** Points over all the lines. */
    public int total() {
        return points.values().stream().mapToInt(Integer::intValue).sum();
    }
}
