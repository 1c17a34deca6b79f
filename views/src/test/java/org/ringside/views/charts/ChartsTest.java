package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.LatencyHistogram;
import org.ringside.model.scenario.Bql;
import org.ringside.model.sim.RunResult;

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

    @Test
    void queueDepthShowsQdiscRingAndLimitWithXoffBandsAndTheSettings() {
        JFreeChart chart = Charts.create(RUN, ChartOptions.defaults());
        XYPlot plot = chart.getXYPlot();

        assertThat(chart.getTitle().getText()).isEqualTo("synthetic: bulk TCP + RR, BQL auto — queue depth");
        assertThat(((TextTitle) chart.getSubtitle(1)).getText()).startsWith("1 Gbit/s · ring 256 · TSO on, GSO on");
        assertThat(legend(chart)).containsExactly("qdisc bytes", "ring bytes (BQL inflight)", "BQL limit",
                "stack XOFF (BQL)", "driver XOFF (ring full)");
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("queue depth (MB)");
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("time (ms)");
        assertThat(plot.getDomainAxis().getLowerBound()).isZero();
        assertThat(plot.getDomainAxis().getUpperBound()).isEqualTo(2000.0);
        assertThat(plot.getDomainMarkers(org.jfree.chart.ui.Layer.BACKGROUND).isEmpty()).isFalse();
    }

    @Test
    void withBqlOffThereIsNoLimitLine() {
        RunResult off = new RunResult(RUN.scenario().withBql(Bql.off()), RUN.series(), RUN.flowLatencies(), RUN.endNs());
        assertThat(legend(Charts.create(off, ChartOptions.defaults()))).doesNotContain("BQL limit");
    }

    @Test
    void longSeriesAreThinnedToAboutTwoPointsPerPixelColumn() {
        ChartOptions small = ChartOptions.defaults().withSize(new ChartSize(400, 300));
        JFreeChart chart = Charts.create(RUN, small);
        XYDataset d = chart.getXYPlot().getDataset();
        for (int s = 0; s < d.getSeriesCount(); s++) {
            assertThat(d.getItemCount(s)).isLessThanOrEqualTo(2 * 400 + 2);
        }
        // ...and spikes survive: the qdisc's peak is in the chart, in MB.
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
        ChartOptions fixed = ChartOptions.defaults().withYMax(2_000_000).withTimeWindow(500_000_000L, 1_500_000_000L);
        RunResult other = SyntheticRuns.run(15_000, 9);
        for (RunResult run : List.of(RUN, other)) {
            XYPlot plot = Charts.create(run, fixed).getXYPlot();
            assertThat(plot.getRangeAxis().getLabel()).isEqualTo("queue depth (MB)");
            assertThat(plot.getRangeAxis().getLowerBound()).isZero();
            assertThat(plot.getRangeAxis().getUpperBound()).isEqualTo(2.0);
            assertThat(plot.getDomainAxis().getLowerBound()).isEqualTo(500.0);
            assertThat(plot.getDomainAxis().getUpperBound()).isEqualTo(1500.0);
        }
        XYPlot notFromZero = Charts.create(RUN, fixed.withIncludeZero(false)
                .withTimeWindow(560_000_000L, 580_000_000L)).getXYPlot();
        assertThat(notFromZero.getRangeAxis().getLowerBound()).isPositive().isLessThan(2.0);
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
        LatencyHistogram rr = RUN.flowLatencies().get("rr");
        assertThat(legend(chart)).containsExactly(
                "bulk_tcp  (p99 " + UnitScale.describe(org.ringside.model.metrics.Unit.NANOSECONDS,
                        RUN.flowLatencies().get("bulk_tcp").percentile(99)) + ")",
                "rr  (p99 " + UnitScale.describe(org.ringside.model.metrics.Unit.NANOSECONDS, rr.percentile(99)) + ")");
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
        assertThat(legend(chart)).containsExactly("throughput", "CPU utilisation");
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
            assertThat(points(chart.getXYPlot().getDataset())).as(kind.name()).isZero();
            ChartExport.render(chart, new ChartSize(640, 360));
        }
    }

    @Test
    void typeAndLinesGrowWithThePicture() {
        assertThat(ChartStyle.forSize(ChartSize.DEFAULT).scale()).isEqualTo(1.0);
        assertThat(ChartStyle.forSize(new ChartSize(3200, 1800)).tickFont().getSize())
                .isEqualTo(2 * ChartStyle.forSize(ChartSize.DEFAULT).tickFont().getSize());
        assertThat(ChartStyle.forSize(new ChartSize(320, 200)).scale()).isEqualTo(0.55);
    }
}
