package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.RunResult;

/** Two runs on one chart: shared axes, A solid blue, B dashed vermillion, the differences below the title. */
class PairChartTest {
    private static RunResult run(Scenario s) {
        return HeadlessRun.run(s, 10 * Units.MS).result();
    }

    @Test
    void bothRunsShareEachPanelAndDifferByColourAndDash() {
        Scenario a = Scenario.defaults().withName("big");
        Scenario b = a.withName("small").withNic(a.nic().withRingSize(64));
        List<KnobDifference> diff = KnobDifference.between(a, b);

        JFreeChart chart = PairChart.build(run(a), run(b), diff, ChartOptions.defaults());

        CombinedDomainXYPlot plot = (CombinedDomainXYPlot) chart.getXYPlot();
        List<XYPlot> panels = plot.getSubplots();
        assertThat(panels).hasSize(2);
        for (XYPlot panel : panels) {
            assertThat(panel.getDataset().getSeriesCount()).isEqualTo(2);
            assertThat(panel.getRenderer().getSeriesPaint(0)).isEqualTo(PairChart.A_COLOR);
            assertThat(panel.getRenderer().getSeriesPaint(1)).isEqualTo(PairChart.B_COLOR);
            assertThat(((BasicStroke) panel.getRenderer().getSeriesStroke(0)).getDashArray()).isNull();
            assertThat(((BasicStroke) panel.getRenderer().getSeriesStroke(1)).getDashArray()).isNotNull();
        }
        assertThat(plot.getFixedLegendItems().getItemCount()).isEqualTo(2);
        assertThat(((LegendItem) plot.getFixedLegendItems().get(0)).getLabel()).isEqualTo("A: big");
        assertThat(((LegendItem) plot.getFixedLegendItems().get(1)).getLabel()).isEqualTo("B: small");
        assertThat(((TextTitle) chart.getSubtitle(1)).getText()).isEqualTo("nic.ring_size 256 → 64");
    }

    @Test
    void behindPortsEachRunsPortQueueIsDrawnBesideItsQdisc() {
        Scenario a = Scenario.defaults().withName("tail")
                .withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL)));
        Scenario b = a.withName("codel").withNetwork(new Network(a.network().bottleneck().withAqm(Aqm.CODEL)));

        JFreeChart chart = PairChart.build(run(a), run(b), KnobDifference.between(a, b), ChartOptions.defaults());

        XYPlot qdisc = ((CombinedDomainXYPlot) chart.getXYPlot()).getSubplots().get(0);
        assertThat(qdisc.getDataset().getSeriesCount()).isEqualTo(4);
        assertThat(qdisc.getDataset().getSeriesKey(2)).isEqualTo("A: bottleneck port bytes");
        assertThat(qdisc.getDataset().getSeriesKey(3)).isEqualTo("B: bottleneck port bytes");
        assertThat(qdisc.getRangeAxis().getLabel()).startsWith("qdisc, port");
        assertThat(qdisc.getRenderer().getSeriesPaint(2)).isEqualTo(ChartStyle.seriesColor(2));
        assertThat(((BasicStroke) qdisc.getRenderer().getSeriesStroke(3)).getDashArray()).isNotNull();
        List<String> legend = new ArrayList<>();
        LegendItemCollection items = ((CombinedDomainXYPlot) chart.getXYPlot()).getFixedLegendItems();
        for (int i = 0; i < items.getItemCount(); i++) {
            legend.add(items.get(i).getLabel());
        }
        assertThat(legend).containsExactly("A: tail", "B: codel", "A: bottleneck port bytes", "B: bottleneck port bytes");
    }

    @Test
    void theSubtitleSaysWhenNothingDiffers() {
        assertThat(PairChart.subtitle(List.of())).isEqualTo("the same settings");
    }
}
