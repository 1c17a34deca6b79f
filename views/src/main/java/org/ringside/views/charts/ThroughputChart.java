package org.ringside.views.charts;

import java.awt.Color;
import java.awt.Font;
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

    static JFreeChart build(RunResult run, ChartOptions options) {
        ChartStyle style = ChartStyle.forSize(options.size());
        TimeWindow window = TimeWindow.of(run, options);
        int columns = options.size().width();
        double linkRate = run.scenario().link().rateBps();

        // Means per pixel column, and the legend says over how long.
        long span = ChannelLines.meanSpanNs(run.series(), window, columns);
        String over = span > 0 ? ", mean per " + Durations.human(span) : "";
        ChannelLines rate = new ChannelLines(run.series(), window, columns);
        rate.addMeans(Channels.THROUGHPUT.key(), Channels.THROUGHPUT.label() + over, ChartStyle.BLUE, style.line());
        if (carriesTcp(run)) {
            rate.addMeans(Channels.TCP_PAYLOAD.key(), Channels.TCP_PAYLOAD.label() + over, ChartStyle.GREEN,
                    style.line());
        }
        ChannelLines cpu = new ChannelLines(run.series(), window, columns);
        cpu.addMeans(Channels.CPU_UTILIZATION.key(), Channels.CPU_UTILIZATION.label() + over, ChartStyle.VERMILLION,
                style.line());

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

        ValueMarker link = new ValueMarker(y.apply(linkRate), ChartStyle.BLACK, style.dashed());
        link.setLabel("link rate " + Rates.human(linkRate));
        link.setLabelFont(style.tickFont().deriveFont(Font.ITALIC));
        link.setLabelAnchor(RectangleAnchor.TOP_LEFT);
        link.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
        link.setLabelBackgroundColor(new Color(255, 255, 255, 0));
        link.setLabelOffset(new RectangleInsets(style.px(4), style.px(10), style.px(4), style.px(10)));
        plot.addRangeMarker(0, link, Layer.FOREGROUND);

        style.plot(plot);
        plot.setNoDataMessage("no samples yet");
        return style.chart(plot, run.scenario().name() + " — " + ChartKind.THROUGHPUT.title(),
                ScenarioSummary.settings(run.scenario()), options.size());
    }

    private static boolean carriesTcp(RunResult run) {
        return run.scenario().flows().stream().anyMatch(f -> f.kind().isTcp());
    }
}
