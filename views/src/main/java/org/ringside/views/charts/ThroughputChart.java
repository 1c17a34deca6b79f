package org.ringside.views.charts;

import java.awt.Color;
import java.awt.Font;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.metrics.Unit;
import org.ringside.model.sim.RunResult;

/**
 * Throughput on the wire against the link rate (dashed), with the transmit CPU's utilisation on
 * a second axis from 0 to 100 %: whether the link or the CPU is the bottleneck, in one picture.
 * Where TCP flows run, their payload rate (what iperf would report) is drawn below the wire's:
 * the gap is the headers.
 * Both are drawn as means per pixel column (the legend says over how long): per 100 µs sample a
 * gigabit link finishes eight or nine frames, and the extremes of that would fill a band.
 */
final class ThroughputChart {
    private ThroughputChart() {
    }

    static JFreeChart build(List<RunLines> runs, ChartOptions options) {
        ChartStyle style = ChartStyle.forSize(options.size());
        TimeWindow window = RunLines.window(runs, options);
        int columns = options.size().width();
        double linkRate = runs.stream().mapToDouble(r -> r.run().scenario().link().rateBps()).max().orElse(0);

        // Means per pixel column, and the legend says over how long.
        TimeSeries first = runs.get(0).run().series();
        long span = ChannelLines.meanSpanNs(first, window, columns);
        String over = span > 0 ? ", mean per " + Durations.human(span) : "";
        ChannelLines rate = new ChannelLines(first, window, columns);
        ChannelLines cpu = new ChannelLines(first, window, columns);
        for (RunLines r : runs) {
            TimeSeries s = r.run().series();
            rate.addMeans(s, Channels.THROUGHPUT.key(), r.name(Channels.THROUGHPUT.label() + over),
                    r.paint(0, ChartStyle.BLUE), r.stroke(style));
            if (carriesTcp(r.run())) {
                rate.addMeans(s, Channels.TCP_PAYLOAD.key(), r.name(Channels.TCP_PAYLOAD.label() + over),
                        r.paint(1, ChartStyle.GREEN), r.stroke(style));
            }
            cpu.addMeans(s, Channels.CPU_UTILIZATION.key(), r.name(Channels.CPU_UTILIZATION.label() + over),
                    r.paint(2, ChartStyle.VERMILLION), r.stroke(style));
        }

        UnitScale x = UnitScale.forTimeSpan(window.spanNs());
        UnitScale y = TimeAxes.scale(Unit.BITS_PER_SECOND, options,
                Double.isNaN(rate.max()) ? linkRate : Math.max(rate.max(), linkRate));
        XYLineAndShapeRenderer rateLines = style.lines();
        rate.style(rateLines);
        XYPlot plot = new XYPlot(rate.dataset(x, y), TimeAxes.time(style, window, x),
                TimeAxes.value(style, "throughput", y, options, rate.min(), rate.max(), linkRate), rateLines);

        UnitScale percent = UnitScale.forValues(Unit.FRACTION, 1);
        NumberAxis cpuAxis = style.axis("CPU utilisation (%)");
        cpuAxis.setRange(0, 101);
        XYLineAndShapeRenderer cpuLines = style.lines();
        cpu.style(cpuLines);
        plot.setRangeAxis(1, cpuAxis);
        plot.setDataset(1, cpu.dataset(x, percent));
        plot.setRenderer(1, cpuLines);
        plot.mapDatasetToRangeAxis(1, 1);

        for (RunLines r : runs) {
            double rateBps = r.run().scenario().link().rateBps();
            boolean shared = runs.stream().allMatch(o -> o.run().scenario().link().rateBps() == rateBps);
            if (r.lane() == 0 || !shared) {
                plot.addRangeMarker(0, linkMarker(style, y, rateBps, shared ? "" : r.letter() + ": "), Layer.FOREGROUND);
            }
        }

        RunLines.bOverA(plot, runs);
        style.plot(plot);
        plot.setNoDataMessage("no samples yet");
        return style.chart(plot, RunLines.title(runs, ChartKind.THROUGHPUT), RunLines.subtitle(runs), options.size());
    }

    /** A dashed line at the link rate, labelled with it; {@code lane} before the words in a pair of rates. */
    private static ValueMarker linkMarker(ChartStyle style, UnitScale y, double linkRate, String lane) {
        ValueMarker link = new ValueMarker(y.apply(linkRate), ChartStyle.BLACK, style.dashed());
        link.setLabel(lane + "link rate " + Rates.human(linkRate));
        link.setLabelFont(style.tickFont().deriveFont(Font.ITALIC));
        link.setLabelAnchor(RectangleAnchor.TOP_LEFT);
        link.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
        link.setLabelBackgroundColor(new Color(255, 255, 255, 0));
        link.setLabelOffset(new RectangleInsets(style.px(4), style.px(10), style.px(4), style.px(10)));
        return link;
    }

    private static boolean carriesTcp(RunResult run) {
        return run.scenario().flows().stream().anyMatch(f -> f.kind().isTcp());
    }
}
