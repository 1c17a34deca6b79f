package org.ringside.views.charts;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleInsets;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.Unit;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.sim.RunResult;

/**
 * Two runs, A and B, on one chart: where the bytes wait, as {@link QueueDepthChart} draws one
 * run, with the qdisc's bytes above (and, behind a bottleneck port, the port's beside them) and
 * the ring's below, both runs on the same axes. A is a solid blue line and B a dashed vermillion
 * one, apart by colour and by dash on a projector or in grey; the port's are the next pair of
 * colours, named in the legend; the subtitle names the settings that differ.
 */
public final class PairChart {
    /** A's colour: the first quantity's in lane A ({@link RunLines#paint}). */
    static final Color A_COLOR = ChartStyle.seriesColor(0);
    /** B's colour. */
    static final Color B_COLOR = ChartStyle.seriesColor(1);

    private PairChart() {
    }

    /**
     * The chart of both runs over the window the options give, or else the longer run.
     *
     * @param differences the settings that differ, for the subtitle
     */
    public static JFreeChart build(RunResult a, RunResult b, List<KnobDifference> differences,
            ChartOptions options) {
        ChartStyle style = ChartStyle.forSize(options.size());
        List<RunLines> runs = RunLines.pair(a, b);
        TimeWindow window = RunLines.window(runs, options);
        int columns = options.size().width();
        UnitScale x = UnitScale.forTimeSpan(window.spanNs());

        ChannelLines qdisc = both(runs, Channels.QDISC_BYTES, window, columns, style);
        // Behind a bottleneck port (in either run) its queue beside the host's, as one run's chart has it.
        List<String> portNames = new ArrayList<>();
        for (RunLines r : runs) {
            String name = r.name(QueueDepthChart.label(r.run(), Channels.BOTTLENECK_BYTES));
            if (qdisc.add(r.run().series(), Channels.BOTTLENECK_BYTES.key(), name, r.paint(1, null), r.stroke(style))) {
                portNames.add(name);
            }
        }
        UnitScale qdiscY = UnitScale.forValues(Unit.BYTES, Double.isNaN(qdisc.max()) ? 0 : qdisc.max());
        NumberAxis qdiscAxis = TimeAxes.value(style, portNames.isEmpty() ? "qdisc" : "qdisc, port", qdiscY,
                options.withAutoYMax(), qdisc.min(), qdisc.max(), Double.NaN);
        qdiscAxis.setTickLabelInsets(new RectangleInsets(style.px(8), style.px(6), style.px(8), style.px(6)));
        XYPlot qdiscPlot = QueueDepthChart.panel(style, qdisc, x, qdiscY, qdiscAxis);

        ChannelLines ring = both(runs, Channels.RING_BYTES, window, columns, style);
        UnitScale ringY = TimeAxes.scale(Unit.BYTES, options, ring.max());
        XYPlot ringPlot = QueueDepthChart.panel(style, ring, x, ringY,
                TimeAxes.value(style, "ring", ringY, options, ring.min(), ring.max(), Double.NaN));

        CombinedDomainXYPlot plot = new CombinedDomainXYPlot(TimeAxes.time(style, window, x));
        plot.setGap(style.px(20));
        int qdiscParts = QueueDepthChart.qdiscParts(style, qdiscAxis, ringPlot.getRangeAxis(), options.size());
        plot.add(qdiscPlot, qdiscParts);
        plot.add(ringPlot, QueueDepthChart.PARTS - qdiscParts);
        style.plot(plot);
        // One entry per run: the ring panel's two lines say which is which for both panels; the
        // port's lines, in their own colours, have theirs.
        LegendItemCollection legend = new LegendItemCollection();
        legend.addAll(ringPlot.getLegendItems());
        LegendItemCollection qdiscItems = qdiscPlot.getLegendItems();
        for (int i = 0; i < qdiscItems.getItemCount(); i++) {
            if (portNames.contains(qdiscItems.get(i).getLabel())) {
                legend.add(qdiscItems.get(i));
            }
        }
        plot.setFixedLegendItems(legend);

        return style.chart(plot, RunLines.title(runs, ChartKind.QUEUE_DEPTH), subtitle(differences),
                options.size());
    }

    /** The settings that differ, e.g. {@code nic.ring_size 1024 → 64 · bql.mode off → auto}. */
    static String subtitle(List<KnobDifference> differences) {
        if (differences.isEmpty()) {
            return "the same settings";
        }
        return String.join(ChartStyle.SEPARATOR, differences.stream().map(KnobDifference::toString).toList());
    }

    /** Both runs' channel, each named by its lane and scenario ("A: big"). */
    private static ChannelLines both(List<RunLines> runs, Channel channel, TimeWindow window, int columns,
            ChartStyle style) {
        ChannelLines lines = new ChannelLines(runs.get(0).run().series(), window, columns);
        for (RunLines r : runs) {
            lines.add(r.run().series(), channel.key(), r.name(r.run().scenario().name()), r.paint(0, null),
                    r.stroke(style));
        }
        return lines;
    }
}
