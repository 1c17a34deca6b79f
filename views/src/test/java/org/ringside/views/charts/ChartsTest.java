package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.data.Range;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.ringside.model.format.Durations;
import org.ringside.model.metrics.Histogram;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.RunResult;
import org.ringside.model.sim.Simulation;

class ChartsTest {
    private static final RunResult RUN = SyntheticRuns.run(20_000, 3); // 2 s of 100 µs samples

    private static List<String> legend(JFreeChart chart) {
        List<String> labels = new ArrayList<>();
        var items = chart.getXYPlot().getLegendItems();
        for (int i = 0; i < items.getItemCount(); i++) {
            LegendItem item = items.get(i);
            labels.add(item.getLabel());
        }
        return labels;
    }

    private static int points(XYDataset d) {
        int n = 0;
        for (int s = 0; s < d.getSeriesCount(); s++) {
            n += d.getItemCount(s);
        }
        return n;
    }

    /** The queue chart's panels: the qdisc's above, the ring's (the main one) below. */
    private static List<XYPlot> panels(JFreeChart chart) {
        return ((CombinedDomainXYPlot) chart.getXYPlot()).getSubplots();
    }

    @Test
    void queueDepthShowsTheQdiscAboveAndTheRingWithTheLimitAndXoffBelowOnOneTimeAxis() {
        JFreeChart chart = Charts.create(RUN, ChartOptions.defaults());
        CombinedDomainXYPlot plot = (CombinedDomainXYPlot) chart.getXYPlot();
        XYPlot qdisc = panels(chart).get(0);
        XYPlot ring = panels(chart).get(1);

        assertThat(chart.getTitle().getText()).isEqualTo("synthetic: bulk TCP + RR, BQL auto — queue depth");
        assertThat(((TextTitle) chart.getSubtitle(1)).getText()).startsWith("Linux 6.18 · 1 Gbit/s · ring 256 · TSO on, GSO on");
        assertThat(legend(chart)).containsExactly("qdisc bytes", "ring bytes (BQL inflight)", "BQL limit",
                "stack XOFF (BQL) > 50 % of the time");
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("time (ms)");
        assertThat(plot.getDomainAxis().getLowerBound()).isZero();
        assertThat(plot.getDomainAxis().getUpperBound()).isEqualTo(2000.0);
        // Each panel in its own unit: megabytes wait in the qdisc, kilobytes in the ring.
        assertThat(qdisc.getRangeAxis().getLabel()).isEqualTo("qdisc (MB)");
        assertThat(ring.getRangeAxis().getLabel()).isEqualTo("ring (KB)");
        assertThat(qdisc.getDataset().getSeriesKey(0)).isEqualTo("qdisc bytes");
        assertThat(ring.getDataset().getSeriesCount()).isEqualTo(2);
        // The main panel is the larger one.
        assertThat(ring.getWeight()).isGreaterThan(qdisc.getWeight());
        // XOFF is shaded behind the ring only, with gaps where the sawtooth's qdisc drained.
        assertThat(qdisc.getDomainMarkers(Layer.BACKGROUND)).isNull();
        assertThat(ring.getDomainMarkers(Layer.BACKGROUND)).hasSizeGreaterThanOrEqualTo(3);
    }

    @Test
    void withSeveralQueuesTheQueueChartSaysItsFiguresAreSums() throws Exception {
        Simulation sim = new Simulation(ScenarioLoader.fromString("cpus: 4\nnic: { driver: ixgbe }\nqdisc: { kind: mq }\n"
                + "flows:\n  - { kind: bulk_tcp, count: 4 }\n", "mq.yaml"));
        sim.runUntil(50_000_000L);
        assertThat(legend(Charts.create(sim.result(), ChartOptions.defaults()))).startsWith(
                "qdisc bytes, sum over queues", "ring bytes (BQL inflight), sum over queues",
                "BQL limit, sum over queues");
    }

    @Test
    void behindABottleneckPortTheQdiscsPanelDrawsThePortsQueueBesideIt() throws Exception {
        Simulation sim = new Simulation(ScenarioLoader.fromString("network:\n  bottleneck: { rate: 100Mbit, buffer: 1000000 }\n"
                + "flows:\n  - { kind: bulk_tcp }\n",
                "port.yaml"));
        sim.runUntil(50_000_000L);
        JFreeChart chart = Charts.create(sim.result(), ChartOptions.defaults());
        assertThat(legend(chart)).startsWith("qdisc bytes", "bottleneck port bytes", "ring bytes (BQL inflight)");
        assertThat(panels(chart).get(0).getRangeAxis().getLabel()).startsWith("qdisc, port (");
        assertThat(legend(Charts.create(RUN, ChartOptions.defaults()))).doesNotContain("bottleneck port bytes");
    }

    @Test
    void withBqlOffThroughoutThereIsNoLimitLine() {
        TimeSeries zeroLimits = new TimeSeries(RUN.series().channels(), RUN.series().size());
        int limit = RUN.series().indexOf(org.ringside.model.metrics.Channels.BQL_LIMIT.key());
        for (int row = 0; row < RUN.series().size(); row++) {
            double[] values = new double[RUN.series().channels().size()];
            for (int c = 0; c < values.length; c++) {
                values[c] = c == limit ? 0 : RUN.series().value(c, row);
            }
            zeroLimits.append(RUN.series().timeNs(row), values);
        }
        RunResult off = new RunResult(RUN.scenario().withBql(Bql.off()), zeroLimits, RUN.flowLatencies(), RUN.endNs());
        assertThat(legend(Charts.create(off, ChartOptions.defaults()))).doesNotContain("BQL limit");
    }

    @Test
    void bqlSwitchedOffMidRunKeepsTheLimitLinesPast() {
        // The live chart's result carries the knobs as they stand now: BQL off, after a run with it on.
        RunResult switchedOff = new RunResult(RUN.scenario().withBql(Bql.off()), RUN.series(), RUN.flowLatencies(),
                RUN.endNs());
        JFreeChart chart = Charts.create(switchedOff, ChartOptions.defaults());
        assertThat(legend(chart)).contains("BQL limit");
        XYDataset ring = panels(chart).get(1).getDataset();
        assertThat(ring.getSeriesCount()).isEqualTo(2);
        assertThat(ring.getItemCount(1)).isPositive();
    }

    @Test
    void longSeriesAreThinnedToAboutTwoPointsPerPixelColumn() {
        ChartOptions small = ChartOptions.defaults().withSize(new ChartSize(400, 300));
        JFreeChart chart = Charts.create(RUN, small);
        for (XYPlot panel : panels(chart)) {
            XYDataset d = panel.getDataset();
            for (int s = 0; s < d.getSeriesCount(); s++) {
                assertThat(d.getItemCount(s)).isLessThanOrEqualTo(2 * 400 + 2);
            }
        }
        // ...and spikes survive: the qdisc's peak is in the chart, in MB.
        XYDataset d = panels(chart).get(0).getDataset();
        double peak = 0;
        for (double v : RUN.series().column(RUN.series().indexOf("qdisc_bytes"))) {
            peak = Math.max(peak, v);
        }
        double drawnPeak = 0;
        for (int i = 0; i < d.getItemCount(0); i++) {
            drawnPeak = Math.max(drawnPeak, d.getYValue(0, i));
        }
        assertThat(drawnPeak).isEqualTo(peak / 1e6);
    }

    @Test
    void aFixedScaleAndWindowPutTwoRunsOnTheSameAxes() {
        ChartOptions fixed = ChartOptions.defaults().withYMax(200_000).withTimeWindow(500_000_000L, 1_500_000_000L);
        RunResult other = SyntheticRuns.run(15_000, 9);
        for (RunResult run : List.of(RUN, other)) {
            JFreeChart chart = Charts.create(run, fixed);
            XYPlot ring = panels(chart).get(1);
            assertThat(ring.getRangeAxis().getLabel()).isEqualTo("ring (KB)");
            assertThat(ring.getRangeAxis().getLowerBound()).isZero();
            assertThat(ring.getRangeAxis().getUpperBound()).isEqualTo(200.0);
            assertThat(chart.getXYPlot().getDomainAxis().getLowerBound()).isEqualTo(500.0);
            assertThat(chart.getXYPlot().getDomainAxis().getUpperBound()).isEqualTo(1500.0);
            // The qdisc panel fits its own data: megabytes, not the ring's 200 KB.
            assertThat(panels(chart).get(0).getRangeAxis().getUpperBound()).isGreaterThan(1.0);
        }
        XYPlot notFromZero = panels(Charts.create(RUN, fixed.withIncludeZero(false)
                .withTimeWindow(560_000_000L, 580_000_000L))).get(1);
        assertThat(notFromZero.getRangeAxis().getLowerBound()).isPositive().isLessThan(200.0);
    }

    @Test
    void anIdleQdiscGetsAnAxisOfWholeBytesNotOfNanobytes() {
        TimeSeries idle = new TimeSeries(SyntheticRuns.channels(), 16);
        double[] row = new double[SyntheticRuns.channels().size()];
        for (int i = 1; i <= 10; i++) {
            idle.append(i * 100_000L, row);
        }
        RunResult run = new RunResult(RUN.scenario(), idle, RUN.flowLatencies(), 1_000_000L);
        XYPlot qdisc = panels(Charts.create(run, ChartOptions.defaults())).get(0);
        assertThat(qdisc.getRangeAxis().getLabel()).isEqualTo("qdisc (bytes)");
        assertThat(qdisc.getRangeAxis().getRange()).isEqualTo(new Range(0, 1));
    }

    @Test
    void latencyOverTimeHasOneLinePerFlowInTime() {
        JFreeChart chart = Charts.create(RUN, ChartOptions.defaults().withKind(ChartKind.LATENCY));
        assertThat(legend(chart)).containsExactly("bulk_tcp", "rr");
        assertThat(chart.getXYPlot().getRangeAxis().getLabel()).isEqualTo("latency to the wire (ms)");
        // rr has samples only in some intervals; NaNs are skipped, not drawn.
        XYDataset d = chart.getXYPlot().getDataset();
        for (int i = 0; i < d.getItemCount(1); i++) {
            assertThat(d.getYValue(1, i)).isNotNaN();
        }
    }

    @Test
    void theCdfIsAStaircaseEndingAtAHundredPercentWithP99InTheLegend() {
        JFreeChart chart = Charts.create(RUN, ChartOptions.defaults().withKind(ChartKind.LATENCY_CDF));
        Histogram rr = RUN.flowLatencies().get("rr");
        assertThat(legend(chart)).containsExactly(
                "bulk_tcp  (p99 " + Durations.human(RUN.flowLatencies().get("bulk_tcp").percentile(99)) + ")",
                "rr  (p99 " + Durations.human(rr.percentile(99)) + ")");
        XYDataset d = chart.getXYPlot().getDataset();
        assertThat(d.getItemCount(1)).isEqualTo(2 * rr.cdf().size());
        assertThat(d.getYValue(1, 0)).isZero();
        assertThat(d.getYValue(1, d.getItemCount(1) - 1)).isCloseTo(100.0, within(1e-9));
        for (int i = 1; i < d.getItemCount(1); i++) {
            assertThat(d.getXValue(1, i)).isGreaterThanOrEqualTo(d.getXValue(1, i - 1));
            assertThat(d.getYValue(1, i)).isGreaterThanOrEqualTo(d.getYValue(1, i - 1));
        }
    }

    @Test
    void throughputSharesTheChartWithCpuOnAPercentAxis() {
        JFreeChart chart = Charts.create(RUN, ChartOptions.defaults().withKind(ChartKind.THROUGHPUT));
        XYPlot plot = chart.getXYPlot();
        // 2 s over 1600 columns: each point is the mean of 1.25 ms.
        // TCP flows run, so the payload rate iperf would report is drawn below the wire's.
        assertThat(legend(chart)).containsExactly("throughput on the wire, mean per 1.25 ms",
                "TCP payload, mean per 1.25 ms", "CPU utilisation, mean per 1.25 ms");
        assertThat(plot.getDataset(0).getYValue(1, 0)).isLessThan(plot.getDataset(0).getYValue(0, 0));
        assertThat(plot.getRangeAxis(0).getLabel()).isEqualTo("throughput (Gbit/s)");
        assertThat(plot.getRangeAxis(1).getLabel()).isEqualTo("CPU utilisation (%)");
        // The link rate is a dashed line the axis reaches even when the data stay below it.
        assertThat(plot.getRangeAxis(0).getUpperBound()).isGreaterThanOrEqualTo(1.0);
        assertThat(points(plot.getDataset(1))).isPositive();
        for (int i = 0; i < plot.getDataset(1).getItemCount(0); i++) {
            assertThat(plot.getDataset(1).getYValue(0, i)).isBetween(0.0, 100.0);
        }
    }

    @Test
    void anEmptyRunGivesEmptyChartsNotErrors() {
        RunResult empty = SyntheticRuns.run(0, 1);
        for (ChartKind kind : ChartKind.values()) {
            JFreeChart chart = Charts.create(empty, ChartOptions.defaults().withKind(kind));
            List<XYPlot> plots = kind == ChartKind.QUEUE_DEPTH ? panels(chart) : List.of(chart.getXYPlot());
            for (XYPlot plot : plots) {
                assertThat(points(plot.getDataset())).as(kind.name()).isZero();
            }
            ChartExport.render(chart, new ChartSize(640, 360));
        }
    }

    @Test
    void typeAndLinesGrowWithThePicture() {
        assertThat(ChartStyle.forSize(ChartSize.DEFAULT).scale()).isEqualTo(1.0);
        assertThat(ChartStyle.forSize(new ChartSize(3200, 1800)).tickFont().getSize())
                .isEqualTo(2 * ChartStyle.forSize(ChartSize.DEFAULT).tickFont().getSize());
        // Small windows keep legible type...
        assertThat(ChartStyle.forSize(new ChartSize(640, 360)).scale()).isEqualTo(0.55);
        // ...unless the picture is too small to hold it and a plot.
        assertThat(ChartStyle.forSize(new ChartSize(320, 200)).scale()).isEqualTo(0.32);
    }
}
