package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunResult;

/** Every chart of two runs: one pair of axes whose units fit the larger run, A solid, B dashed. */
class PairedChartsTest {
    private static final long STEP = 100_000;

    /**
     * A run of 50 samples whose qdisc holds {@code qdiscBytes} and whose flow "bulk" waits
     * {@code latencyNs}, everything else zero.
     */
    private static RunResult run(String name, double qdiscBytes, double latencyNs) {
        List<Channel> channels = new ArrayList<>(Channels.STANDARD);
        channels.add(Channels.flowLatency("bulk"));
        TimeSeries series = new TimeSeries(channels, 64);
        for (int i = 1; i <= 50; i++) {
            double[] row = new double[channels.size()];
            row[series.indexOf(Channels.QDISC_BYTES.key())] = qdiscBytes;
            row[series.indexOf(Channels.RING_BYTES.key())] = 3000;
            row[series.indexOf(Channels.THROUGHPUT.key())] = 9e8;
            row[series.indexOf(Channels.CPU_UTILIZATION.key())] = 0.3;
            row[channels.size() - 1] = latencyNs;
            series.append(i * STEP, row);
        }
        Histogram h = new Histogram();
        h.record((long) latencyNs);
        return new RunResult(Scenario.defaults().withName(name), series, Map.of("bulk", h), 50 * STEP);
    }

    private static final RunResult SMALL = run("small", 40_000, 40_000);
    private static final RunResult LARGE = run("large", 4_000_000, 4_000_000);

    private static List<String> legend(LegendItemCollection items) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < items.getItemCount(); i++) {
            labels.add(items.get(i).getLabel());
        }
        return labels;
    }

    @Test
    void theQdiscAxisIsInMegabytesWhenBReachesFourMegabytesAndAStaysAtForty() {
        JFreeChart alone = Charts.create(SMALL, ChartOptions.defaults());
        XYPlot qdiscAlone = ((CombinedDomainXYPlot) alone.getXYPlot()).getSubplots().get(0);
        assertThat(qdiscAlone.getRangeAxis().getLabel()).isEqualTo("qdisc (KB)");

        for (JFreeChart chart : List.of(Charts.create(SMALL, LARGE, ChartOptions.defaults()),
                Charts.create(LARGE, SMALL, ChartOptions.defaults()))) {
            XYPlot qdisc = ((CombinedDomainXYPlot) chart.getXYPlot()).getSubplots().get(0);
            assertThat(qdisc.getRangeAxis().getLabel()).isEqualTo("qdisc (MB)");
            assertThat(qdisc.getRangeAxis().getUpperBound()).isGreaterThanOrEqualTo(4.0);
            assertThat(qdisc.getDataset().getSeriesCount()).isEqualTo(2);
        }
    }

    @Test
    void latencyOverTimeTakesItsUnitFromTheSlowerRunAndNamesEachLane() {
        JFreeChart chart = Charts.create(SMALL, LARGE, ChartOptions.defaults().withKind(ChartKind.LATENCY));
        XYPlot plot = chart.getXYPlot();
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("latency to the wire (ms)");
        assertThat(plot.getRangeAxis().getUpperBound()).isGreaterThanOrEqualTo(4.0);
        assertThat(legend(plot.getLegendItems())).containsExactly("A: bulk", "B: bulk");
        assertThat(plot.getRenderer().getSeriesPaint(0)).isEqualTo(PairChart.A_COLOR);
        assertThat(plot.getRenderer().getSeriesPaint(1)).isEqualTo(PairChart.B_COLOR);
        assertThat(((BasicStroke) plot.getRenderer().getSeriesStroke(0)).getDashArray()).isNull();
        assertThat(((BasicStroke) plot.getRenderer().getSeriesStroke(1)).getDashArray()).isNotNull();
        assertThat(chart.getTitle().getText()).isEqualTo("A against B — latency over time");
        assertThat(plot.getSeriesRenderingOrder()).as("B's dashes over A's line").isEqualTo(SeriesRenderingOrder.FORWARD);
    }

    @Test
    void theLatencyCdfSpansTheSlowerRunsLatencies() {
        JFreeChart chart = Charts.create(SMALL, LARGE, ChartOptions.defaults().withKind(ChartKind.LATENCY_CDF));
        XYPlot plot = chart.getXYPlot();
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("latency to the wire (ms)");
        assertThat(legend(plot.getLegendItems())).hasSize(2).allMatch(l -> l.startsWith("A: bulk")
                || l.startsWith("B: bulk"));
    }

    @Test
    void throughputAndCpuAreEachDrawnForBothLanes() {
        JFreeChart chart = Charts.create(SMALL, LARGE, ChartOptions.defaults().withKind(ChartKind.THROUGHPUT));
        XYPlot plot = chart.getXYPlot();
        List<String> legend = legend(plot.getLegendItems());
        for (Channel c : List.of(Channels.THROUGHPUT, Channels.TCP_PAYLOAD, Channels.CPU_UTILIZATION)) {
            assertThat(legend).anyMatch(l -> l.startsWith("A: " + c.label())).anyMatch(l -> l.startsWith("B: " + c.label()));
        }
        assertThat(legend).hasSize(6);
        assertThat(plot.getDataset(1).getSeriesCount()).as("CPU of A and of B").isEqualTo(2);
        assertThat(plot.getRangeMarkers(0, org.jfree.chart.ui.Layer.FOREGROUND)).as("one link rate, one line")
                .hasSize(1);
    }

    @Test
    void aRunAloneKeepsItsOwnNamesAndTitle() {
        JFreeChart chart = Charts.create(SMALL, ChartOptions.defaults().withKind(ChartKind.LATENCY));
        assertThat(legend(chart.getXYPlot().getLegendItems())).containsExactly("bulk");
        assertThat(chart.getTitle().getText()).isEqualTo("small — latency over time");
    }
}
