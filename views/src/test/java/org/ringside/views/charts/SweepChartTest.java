package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sweep.SweepAxis;
import org.ringside.model.sweep.SweepPlan;
import org.ringside.model.sweep.SweepTable;

class SweepChartTest {
    private static final Scenario BASE = Scenario.defaults().withName("a sweep");

    /** A table made without running: the figure is ring size × 1000 ns, plus 1 ms with BQL off. */
    private static SweepTable table(String... specs) {
        List<SweepAxis> axes = List.of(specs).stream().map(s -> SweepAxis.parse(s, BASE, 100)).toList();
        List<SweepTable.Row> rows = new ArrayList<>();
        for (SweepPlan.Combination c : new SweepPlan(BASE, axes).combinations()) {
            Map<String, Double> figures = new LinkedHashMap<>();
            double latency = c.scenario().nic().ringSize() * 1000.0 + (c.scenario().bql().mode().ordinal() == 2 ? 1e6 : 0);
            figures.put("flows.rr.latency_ns.p99", c.values().get(0) == 64 ? Double.NaN : latency);
            figures.put("cpu_utilization", 0.5);
            rows.add(new SweepTable.Row(c.values(), c.scenario(), figures));
        }
        return new SweepTable(axes, rows);
    }

    private static String subtitle(JFreeChart chart) {
        return ((TextTitle) chart.getSubtitle(1)).getText().replace('\n', ' ');
    }

    @Test
    void oneLinePerValueOfTheSecondKeyOverTheFirstWithMarkers() {
        JFreeChart chart = SweepChart.build(table("nic.ring_size=64..1024*2", "bql.mode=auto,off"),
                "flows.rr.latency_ns.p99", ChartSize.DEFAULT);
        XYPlot plot = chart.getXYPlot();
        XYDataset data = plot.getDataset();
        assertThat(data.getSeriesCount()).isEqualTo(2);
        assertThat(data.getSeriesKey(0)).isEqualTo("bql.mode auto");
        assertThat(data.getSeriesKey(1)).isEqualTo("bql.mode off");
        // Doubling ring sizes lie one step apart, named; the unmeasured first point is a gap.
        assertThat(plot.getDomainAxis()).isInstanceOf(SymbolAxis.class);
        assertThat(((SymbolAxis) plot.getDomainAxis()).getSymbols()).containsExactly("64", "128", "256", "512", "1024");
        assertThat(data.getItemCount(1)).isEqualTo(5);
        assertThat(data.getYValue(1, 0)).isNaN();
        assertThat(data.getXValue(1, 4)).isEqualTo(4.0);
        assertThat(data.getYValue(1, 4)).isEqualTo(2.024); // 1024 µs + 1 ms, in ms
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("rr latency p99 (ms)");
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("nic.ring_size");
        assertThat(chart.getTitle().getText()).isEqualTo("flows.rr.latency_ns.p99 against nic.ring_size");
        assertThat(((org.jfree.chart.renderer.xy.XYLineAndShapeRenderer) plot.getRenderer()).getDefaultShapesVisible()).isTrue();
    }

    @Test
    void evenlySpacedNumbersLieOnANumberAxisInTheirUnit() {
        JFreeChart chart = SweepChart.build(table("nic.tx_usecs=100us..400us+100us"), "cpu_utilization", ChartSize.DEFAULT);
        XYPlot plot = chart.getXYPlot();
        assertThat(plot.getDomainAxis()).isNotInstanceOf(SymbolAxis.class);
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("nic.tx_usecs (µs)");
        assertThat(plot.getDataset().getXValue(0, 3)).isEqualTo(400.0);
        assertThat(plot.getDataset().getSeriesKey(0)).isEqualTo("cpu_utilization");
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("cpu utilization (%)");
        assertThat(plot.getDataset().getYValue(0, 0)).isEqualTo(50.0);
    }

    @Test
    void theSubtitleKeepsOnlyWhatEveryRunSharedAndSaysWhatVaried() {
        String text = subtitle(SweepChart.build(table("nic.ring_size=64..1024*2", "bql.mode=auto,off"),
                "cpu_utilization", ChartSize.DEFAULT));
        assertThat(text).startsWith("scenario: a sweep · Linux ").contains("1 Gbit/s", "MTU 1500")
                .doesNotContain("ring 64", "ring 1024", "BQL auto", "BQL off")
                .endsWith("varied: nic.ring_size 64, 128, 256, 512, 1024 · bql.mode auto, off · 1s simulated per run");
    }

    @Test
    void aFigureTheTableLacksIsRefused() {
        assertThatThrownBy(() -> SweepChart.build(table("bql.mode=auto,off"), "pps", ChartSize.DEFAULT))
                .hasMessage("the sweep has no figure pps");
    }

    @ParameterizedTest
    @ValueSource(strings = {"640x360", "1600x900", "3840x2160"})
    void nothingTouchesThePicturesEdges(String sizeText) {
        ChartSize size = ChartSize.parse(sizeText);
        BufferedImage image = ChartExport.render(SweepChart.build(
                table("nic.ring_size=64..1024*2", "bql.mode=auto,fixed,off"), "flows.rr.latency_ns.p99", size), size);
        int margin = Math.max(2, size.width() / 400);
        for (int x = 0; x < size.width(); x++) {
            for (int y = 0; y < size.height(); y++) {
                boolean edge = x < margin || y < margin || x >= size.width() - margin || y >= size.height() - margin;
                assertThat(!edge || image.getRGB(x, y) == Color.WHITE.getRGB())
                        .as("pixel %d,%d at %s", x, y, size).isTrue();
            }
        }
    }
}
