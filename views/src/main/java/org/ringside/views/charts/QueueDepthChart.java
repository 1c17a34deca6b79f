package org.ringside.views.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleInsets;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.Unit;
import org.ringside.model.sim.RunResult;

/**
 * Where the bytes wait, over time, in two panels on one time axis. The main (lower, larger) panel
 * holds the TX ring's bytes (what BQL calls inflight) and the BQL limit that caps them, with
 * shading where the stack (BQL) or the driver (ring full) kept the queue stopped most of the
 * time. The smaller panel above holds the qdisc's bytes and, behind a bottleneck port, the port's
 * beside them. Each panel has its own scale: the qdisc
 * often holds megabytes while the ring holds kilobytes, and on one axis the ring, the very thing
 * BQL is about, would be a flat line at zero.
 *
 * <p>A fixed {@link ChartOptions#yMax()} applies to the main panel; the qdisc panel always fits
 * its data.
 */
final class QueueDepthChart {
    /** Light tints that leave the lines on top readable even when they cover the whole plot. */
    static final Color STACK_XOFF_TINT = new Color(0xE6, 0x9F, 0x00, 56);
    static final Color DRIVER_XOFF_TINT = new Color(0x70, 0x70, 0x70, 56);
    /** Outline of the legend swatches, so a pale swatch still reads as a box. */
    private static final Color SWATCH_OUTLINE = new Color(0x88, 0x88, 0x88);
    /** Panel heights are set in these parts of the height both panels share. */
    static final int PARTS = 12;
    /**
     * What titles, legend, time axis and margins take of the height, in pixels at 1600x900 (a
     * little more than they need there, as the subtitle and legend take two lines in small
     * pictures).
     */
    private static final double OVERHEAD = 330;

    private QueueDepthChart() {
    }

    static JFreeChart build(RunResult run, ChartOptions options) {
        ChartStyle style = ChartStyle.forSize(options.size());
        TimeWindow window = TimeWindow.of(run, options);
        int columns = options.size().width();
        UnitScale x = UnitScale.forTimeSpan(window.spanNs());

        ChannelLines qdisc = new ChannelLines(run.series(), window, columns);
        qdisc.add(Channels.QDISC_BYTES.key(), label(run, Channels.QDISC_BYTES), ChartStyle.VERMILLION, style.line());
        // Behind a bottleneck port its queue beside the host's: where the bytes wait, on one scale.
        boolean port = qdisc.add(Channels.BOTTLENECK_BYTES.key(), label(run, Channels.BOTTLENECK_BYTES), ChartStyle.GREEN,
                style.line());
        UnitScale qdiscY = UnitScale.forValues(Unit.BYTES, Double.isNaN(qdisc.max()) ? 0 : qdisc.max());
        NumberAxis qdiscAxis = TimeAxes.value(style, port ? "qdisc, port" : "qdisc", qdiscY, options.withAutoYMax(), qdisc.min(), qdisc.max(),
                Double.NaN);
        // Half the main axis' spacing between ticks: the short panel still gets three or four numbers.
        qdiscAxis.setTickLabelInsets(new RectangleInsets(style.px(8), style.px(6), style.px(8), style.px(6)));
        XYPlot qdiscPlot = panel(style, qdisc, x, qdiscY, qdiscAxis);

        ChannelLines ring = new ChannelLines(run.series(), window, columns);
        ring.add(Channels.RING_BYTES.key(), label(run, Channels.RING_BYTES), ChartStyle.BLUE, style.line());
        if (hadBql(run)) {
            ring.add(Channels.BQL_LIMIT.key(), label(run, Channels.BQL_LIMIT), ChartStyle.BLACK, style.dashed());
        }
        UnitScale ringY = TimeAxes.scale(Unit.BYTES, options, ring.max());
        XYPlot ringPlot = panel(style, ring, x, ringY,
                TimeAxes.value(style, "ring", ringY, options, ring.min(), ring.max(), Double.NaN));

        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(TimeAxes.time(style, window, x));
        plot.setGap(style.px(20));
        int qdiscParts = qdiscParts(style, qdiscAxis, ringPlot.getRangeAxis(), options.size());
        plot.add(qdiscPlot, qdiscParts);
        plot.add(ringPlot, PARTS - qdiscParts);
        style.plot(plot);

        LegendItemCollection legend = new LegendItemCollection();
        legend.addAll(qdiscPlot.getLegendItems());
        legend.addAll(ringPlot.getLegendItems());
        shade(ringPlot, legend, run, Channels.STACK_XOFF, STACK_XOFF_TINT, window, columns, x, style);
        shade(ringPlot, legend, run, Channels.DRIVER_XOFF, DRIVER_XOFF_TINT, window, columns, x, style);
        plot.setFixedLegendItems(legend);

        return style.chart(plot, run.scenario().name() + " — " + ChartKind.QUEUE_DEPTH.title(),
                ScenarioSummary.settings(run.scenario()), options.size());
    }

    /**
     * Whether the run had BQL on at some time: on now, or a limit above 0 in a sample (with BQL
     * off the sampler records 0). A run whose BQL was switched off midway keeps its limit line,
     * since the scenario the result carries says only how the knobs stand now.
     */
    static boolean hadBql(RunResult run) {
        if (run.scenario().bql().mode().limits()) {
            return true;
        }
        int limit = run.series().indexOf(Channels.BQL_LIMIT.key());
        for (int row = 0; limit >= 0 && row < run.series().size(); row++) {
            if (run.series().value(limit, row) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The qdisc panel's share of the height, in {@link #PARTS}: a third where that leaves room
     * for its axis title (which stands upright beside it), more in short pictures, at most a half.
     * Where even a half is too short, both axis titles shrink to fit.
     */
    static int qdiscParts(ChartStyle style, ValueAxis qdiscAxis, ValueAxis ringAxis, ChartSize size) {
        double panels = size.height() - style.px(OVERHEAD);
        double needed = ChartStyle.width(qdiscAxis.getLabelFont(), qdiscAxis.getLabel()) + style.px(12);
        int parts = (int) Math.ceil(PARTS * needed / panels);
        int qdiscParts = Math.max(PARTS / 3, Math.min(PARTS / 2, parts));
        double room = panels * qdiscParts / PARTS - style.px(12);
        for (ValueAxis axis : new ValueAxis[] {qdiscAxis, ringAxis}) {
            axis.setLabelFont(ChartStyle.fit(axis.getLabelFont(), List.of(axis.getLabel()), room, 0.6));
        }
        return qdiscParts;
    }

    /** One panel: its lines against the shared time axis and its own value axis. */
    static XYPlot panel(ChartStyle style, ChannelLines lines, UnitScale x, UnitScale y,
            NumberAxis valueAxis) {
        XYLineAndShapeRenderer renderer = style.lines();
        lines.style(renderer);
        // The combined plot draws the one time axis; a panel's own is never shown.
        XYPlot panel = new XYPlot(lines.dataset(x, y), null, valueAxis, renderer);
        // In the order added, so the BQL limit lies on top of the ring's busy line.
        panel.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
        style.plot(panel);
        // The combined plot keeps the margin round both panels; between them is its gap.
        panel.setInsets(new RectangleInsets(0, 0, 0, 0));
        panel.setNoDataMessage("no samples yet");
        return panel;
    }

    /**
     * Shades where the flag was up for more than half the time, behind the lines, and if there
     * is any such stretch names it in the legend with that rule.
     */
    private static void shade(XYPlot plot, LegendItemCollection legend, RunResult run, Channel flag, Color tint,
            TimeWindow window, int columns, UnitScale x, ChartStyle style) {
        XoffBands xoff = XoffBands.of(run.series(), flag.key(), window, columns);
        for (XoffBands.Band band : xoff.bands()) {
            IntervalMarker marker = new IntervalMarker(x.apply(band.fromNs()), x.apply(band.toNs()), tint);
            marker.setOutlinePaint(null);
            plot.addDomainMarker(marker, Layer.BACKGROUND);
        }
        if (!xoff.bands().isEmpty()) {
            legend.add(swatch(legendLabel(label(run, flag)), tint, style));
        }
    }

    /** E.g. "stack XOFF (BQL) > 50 % of the time". */
    static String legendLabel(String flag) {
        return flag + " > " + Math.round(XoffBands.THRESHOLD * 100) + " % of the time";
    }

    /**
     * The channel's label as the run's series has it: with several queues a summed channel says
     * "sum over queues" ({@link Channels#standard}).
     */
    static String label(RunResult run, Channel channel) {
        int i = run.series().indexOf(channel.key());
        return i < 0 ? channel.label() : run.series().channels().get(i).label();
    }

    private static LegendItem swatch(String label, Color tint, ChartStyle style) {
        double side = style.px(26);
        return new LegendItem(label, null, null, null, true, new Rectangle2D.Double(-side / 2, -side / 2, side, side),
                true, tint, true, SWATCH_OUTLINE, new BasicStroke(style.px(1.5f)), false, new Line2D.Double(),
                new BasicStroke(), Color.BLACK);
    }
}
