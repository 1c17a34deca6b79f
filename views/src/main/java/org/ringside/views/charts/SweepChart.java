package org.ringside.views.charts;

import java.awt.geom.Ellipse2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.ringside.model.format.Durations;
import org.ringside.model.metrics.Unit;
import org.ringside.model.scenario.KnobKind;
import org.ringside.model.sim.SummaryFigures;
import org.ringside.model.sweep.SweepAxis;
import org.ringside.model.sweep.SweepTable;

/**
 * One figure of a sweep against its first varied setting, one line (with a marker at each run)
 * per value of the second, or per combination of all the others. Evenly spaced numbers lie on a
 * number axis in their unit; other values (words, ring sizes doubling) one step apart, named.
 * The title names the figure and the key; the settings line under it the scenario, the settings
 * every run shared and the values that varied.
 */
public final class SweepChart {
    /** An axis with more values than this says its first and last only, in the subtitle. */
    private static final int VALUES_LISTED = 8;

    private SweepChart() {
    }

    /**
     * The chart of {@code figure} (a name of {@link SweepTable#figureNames()}).
     *
     * @throws IllegalArgumentException when the table has no such figure
     */
    public static JFreeChart build(SweepTable table, String figure, ChartSize size) {
        if (!table.figureNames().contains(figure)) {
            throw new IllegalArgumentException("the sweep has no figure " + figure);
        }
        ChartStyle style = ChartStyle.forSize(size);
        SweepAxis first = table.axes().get(0);
        boolean numeric = evenlySpaced(first);
        UnitScale x = UnitScale.forValues(unit(first.key().knob().kind()),
                first.values().stream().mapToLong(Long::longValue).max().orElse(0));
        Unit unit = SummaryFigures.unit(figure);
        double max = table.rows().stream().mapToDouble(r -> r.figures().get(figure))
                .filter(Double::isFinite).max().orElse(0);
        UnitScale y = UnitScale.forValues(unit, max);

        Map<List<Long>, XYSeries> lines = new LinkedHashMap<>();
        for (SweepTable.Row r : table.rows()) {
            List<Long> rest = r.values().subList(1, r.values().size());
            XYSeries line = lines.computeIfAbsent(rest, k -> new XYSeries(legend(table, k, figure), false, true));
            double v = r.figures().get(figure);
            long at = r.values().get(0);
            double position = numeric ? x.apply(at) : first.values().indexOf(at);
            // A figure the run did not measure leaves a gap in its line.
            line.add(position, Double.isFinite(v) ? y.apply(v) : Double.NaN);
        }
        XYSeriesCollection dataset = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = style.lines();
        renderer.setDefaultShapesVisible(true);
        renderer.setDrawSeriesLineAsPath(false); // a path would bridge the gaps
        double d = style.px(16);
        renderer.setDefaultShape(new Ellipse2D.Double(-d / 2, -d / 2, d, d));
        renderer.setAutoPopulateSeriesShape(false);
        int i = 0;
        for (XYSeries line : lines.values()) {
            renderer.setSeriesPaint(i, ChartStyle.seriesColor(i));
            renderer.setSeriesStroke(i, style.line());
            dataset.addSeries(line);
            i++;
        }

        String key = first.key().key();
        NumberAxis domain;
        if (numeric) {
            domain = style.horizontalAxis(x.symbol().isEmpty() ? key : key + " (" + x.symbol() + ")");
            domain.setAutoRangeIncludesZero(false);
            domain.setLowerMargin(0.04);
            domain.setUpperMargin(0.04);
        } else {
            domain = style.symbolAxis(key, first.labels());
            domain.setRange(-0.3, first.values().size() - 0.7);
        }
        String figureWords = SummaryFigures.words(figure);
        NumberAxis range = style.axis(y.symbol().isEmpty() ? figureWords : figureWords + " (" + y.symbol() + ")");
        range.setAutoRangeIncludesZero(true);
        range.setUpperMargin(0.08);
        if (unit == Unit.FRACTION) {
            // Room above 100 % for a whole marker on a run that kept the CPU busy throughout.
            range.setRange(0, 105);
        }
        XYPlot plot = new XYPlot(dataset, domain, range, renderer);
        style.plot(plot);
        plot.setNoDataMessage("no runs");
        // The figure and the key are the title; the scenario's name, often long, opens the
        // settings line, which may wrap between its parts.
        return style.chart(plot, figure + " against " + key, subtitle(table), size);
    }

    /** Whether the axis's values are numbers the same distance apart, to lie on a number axis. */
    static boolean evenlySpaced(SweepAxis axis) {
        if (!axis.key().knob().kind().isNumeric()) {
            return false;
        }
        List<Long> v = axis.values();
        for (int i = 2; i < v.size(); i++) {
            if (v.get(i) - v.get(i - 1) != v.get(1) - v.get(0)) {
                return false;
            }
        }
        return v.size() < 2 || v.get(1) > v.get(0);
    }

    private static Unit unit(KnobKind kind) {
        return switch (kind) {
            case DURATION -> Unit.NANOSECONDS;
            case RATE -> Unit.BITS_PER_SECOND;
            case BYTES -> Unit.BYTES;
            default -> Unit.COUNT;
        };
    }

    /** {@code bql.mode off}, {@code bql.mode off, nic.tso false}; the figure itself when only one axis varies. */
    private static String legend(SweepTable table, List<Long> rest, String figure) {
        if (rest.isEmpty()) {
            return figure;
        }
        List<String> parts = new ArrayList<>();
        for (int a = 0; a < rest.size(); a++) {
            SweepAxis axis = table.axes().get(a + 1);
            parts.add(axis.key().key() + " " + axis.key().format(rest.get(a)));
        }
        return String.join(", ", parts);
    }

    /**
     * The scenario's name, the settings line's parts every run shares (those a varied value
     * changes are left out), then what varied and how long each run was.
     */
    static String subtitle(SweepTable table) {
        List<String> shared = null;
        long duration = table.rows().get(0).scenario().durationNs();
        boolean sameDuration = true;
        for (SweepTable.Row r : table.rows()) {
            List<String> parts = List.of(ScenarioSummary.settings(r.scenario()).split(ChartStyle.SEPARATOR, -1));
            if (shared == null) {
                shared = new ArrayList<>(parts);
            } else {
                shared.retainAll(parts);
            }
            sameDuration &= r.scenario().durationNs() == duration;
        }
        List<String> out = new ArrayList<>();
        out.add("scenario: " + table.rows().get(0).scenario().name());
        out.addAll(shared);
        String varied = "varied: ";
        for (SweepAxis a : table.axes()) {
            List<String> labels = a.labels();
            String values = labels.size() > VALUES_LISTED
                    ? labels.get(0) + " to " + labels.get(labels.size() - 1) + " (" + labels.size() + " values)"
                    : String.join(", ", labels);
            out.add(varied + a.key().key() + " " + values);
            varied = "";
        }
        if (sameDuration) {
            out.add(Durations.scenario(duration) + " simulated per run");
        }
        return String.join(ChartStyle.SEPARATOR, out);
    }
}
