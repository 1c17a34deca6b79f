package org.ringside.views.charts;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.Unit;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.sim.RunResult;

/**
 * Where the bytes wait, over time: in the qdisc, in the TX ring (what BQL calls inflight), and
 * the BQL limit that caps the ring. Shaded bands mark when the stack stopped the queue because
 * BQL's limit was reached, and when the driver stopped it because the ring was full; the deeper
 * the shade, the more of that stretch the queue was stopped.
 */
final class QueueDepthChart {
    /** Light tints that leave the lines on top readable. */
    static final Color STACK_XOFF_TINT = new Color(0xE6, 0x9F, 0x00, 110);
    static final Color DRIVER_XOFF_TINT = new Color(0x70, 0x70, 0x70, 110);

    private QueueDepthChart() {
    }

    static JFreeChart build(RunResult run, ChartOptions options) {
        ChartStyle style = ChartStyle.forSize(options.size());
        TimeWindow window = TimeWindow.of(run, options);
        int columns = options.size().width();
        ChannelLines lines = new ChannelLines(run.series(), window, columns);
        lines.add(Channels.QDISC_BYTES.key(), Channels.QDISC_BYTES.label(), ChartStyle.VERMILLION, style.line());
        lines.add(Channels.RING_BYTES.key(), Channels.RING_BYTES.label(), ChartStyle.BLUE, style.line());
        if (run.scenario().bql().mode() != BqlMode.OFF) {
            lines.add(Channels.BQL_LIMIT.key(), Channels.BQL_LIMIT.label(), ChartStyle.BLACK, style.dashed());
        }

        UnitScale x = UnitScale.forTimeSpan(window.spanNs());
        UnitScale y = TimeAxes.scale(Unit.BYTES, options, lines.max());
        XYLineAndShapeRenderer renderer = style.lines();
        lines.style(renderer);
        XYPlot plot = new XYPlot(lines.dataset(x, y), TimeAxes.time(style, window, x),
                TimeAxes.value(style, "queue depth", y, options, lines.min(), lines.max(), Double.NaN), renderer);
        style.plot(plot);
        plot.setNoDataMessage("no samples yet");

        LegendItemCollection legend = plot.getLegendItems();
        shade(plot, legend, run, Channels.STACK_XOFF, STACK_XOFF_TINT, window, columns, x, style);
        shade(plot, legend, run, Channels.DRIVER_XOFF, DRIVER_XOFF_TINT, window, columns, x, style);
        plot.setFixedLegendItems(legend);

        return style.chart(plot, run.scenario().name() + " — " + ChartKind.QUEUE_DEPTH.title(),
                ScenarioSummary.settings(run.scenario()));
    }

    /**
     * Shades the flag's bands behind the lines, the more opaque the more of the time the flag
     * was up, and, if there are any, names them in the legend.
     */
    private static void shade(XYPlot plot, LegendItemCollection legend, RunResult run, Channel flag, Color tint,
            TimeWindow window, int columns, UnitScale x, ChartStyle style) {
        List<XoffBands.Band> bands = XoffBands.of(run.series(), flag.key(), window, columns);
        for (XoffBands.Band band : bands) {
            Color shade = new Color(tint.getRed(), tint.getGreen(), tint.getBlue(),
                    (int) Math.round(tint.getAlpha() * (0.35 + 0.65 * band.share())));
            IntervalMarker marker = new IntervalMarker(x.apply(band.fromNs()), x.apply(band.toNs()), shade);
            marker.setOutlinePaint(null);
            plot.addDomainMarker(marker, Layer.BACKGROUND);
        }
        if (!bands.isEmpty()) {
            double side = style.px(26);
            LegendItem item = new LegendItem(flag.label(), null, null, null,
                    new Rectangle2D.Double(-side / 2, -side / 2, side, side), tint);
            legend.add(item);
        }
    }
}
