package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.HashSet;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.junit.jupiter.api.Test;
import org.ringside.model.sim.RunResult;

class ChartLookTest {
    private static final RunResult A = SyntheticRuns.run(2_000, 3);
    private static final RunResult B = SyntheticRuns.run(2_000, 9);

    /** WCAG 2's relative luminance of an sRGB colour. */
    private static double luminance(Color c) {
        double[] rgb = {c.getRed() / 255.0, c.getGreen() / 255.0, c.getBlue() / 255.0};
        for (int i = 0; i < 3; i++) {
            rgb[i] = rgb[i] <= 0.03928 ? rgb[i] / 12.92 : Math.pow((rgb[i] + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    }

    /** WCAG 2's contrast ratio, 1 to 21. */
    private static double contrast(Color x, Color y) {
        double lx = luminance(x);
        double ly = luminance(y);
        return (Math.max(lx, ly) + 0.05) / (Math.min(lx, ly) + 0.05);
    }

    @Test
    void contrastRatioFollowsWcag() {
        assertThat(contrast(Color.BLACK, Color.WHITE)).isCloseTo(21, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(contrast(Color.GRAY, Color.GRAY)).isEqualTo(1);
    }

    @Test
    void highContrastDiffersFromNormalInGroundTextAndEverySeries() {
        ChartLook hc = ChartLook.HIGH_CONTRAST;
        ChartLook normal = ChartLook.NORMAL;
        assertThat(hc.background()).isNotEqualTo(normal.background());
        assertThat(hc.text()).isNotEqualTo(normal.text());
        assertThat(hc.grid()).isNotEqualTo(normal.grid());
        for (int i = 0; i < 7; i++) {
            assertThat(hc.seriesColor(i)).as("series %d", i).isNotEqualTo(normal.seriesColor(i));
        }
        assertThat(hc.lineFactor()).isGreaterThan(1);
        assertThat(hc.typeFactor()).isGreaterThan(1);
    }

    @Test
    void textAndSeriesReadAgainstTheGround() {
        for (ChartLook look : List.of(ChartLook.NORMAL, ChartLook.HIGH_CONTRAST)) {
            assertThat(contrast(look.text(), look.background())).isGreaterThanOrEqualTo(4.5);
        }
        ChartLook hc = ChartLook.HIGH_CONTRAST;
        assertThat(contrast(hc.text(), hc.background())).isGreaterThanOrEqualTo(15);
        for (int i = 0; i < 7; i++) {
            assertThat(contrast(hc.seriesColor(i), hc.background())).as("series %d", i).isGreaterThanOrEqualTo(4.5);
        }
        // Faint but visible: the grid stands off the ground, yet well below the lines.
        assertThat(contrast(hc.grid(), hc.background())).isBetween(1.5, 4.5);
        assertThat(new HashSet<>(hc.series())).hasSize(7);
    }

    @Test
    void aRecolouredPairDrawsWhiteOnBlackWithHeavierLinesAndLargerTicks() {
        ChartOptions options = ChartOptions.defaults().withKind(ChartKind.LATENCY);
        JFreeChart normal = Charts.create(A, B, options);
        JFreeChart hc = ChartRecolour.apply(ChartLook.HIGH_CONTRAST, Charts.create(A, B, options));
        assertThat(hc.getBackgroundPaint()).isEqualTo(Color.BLACK);
        assertThat(normal.getBackgroundPaint()).isEqualTo(Color.WHITE);
        XYPlot n = normal.getXYPlot();
        XYPlot h = hc.getXYPlot();
        assertThat(h.getBackgroundPaint()).isEqualTo(Color.BLACK);
        assertThat(h.getRangeAxis().getTickLabelPaint()).isEqualTo(Color.WHITE);
        assertThat(h.getRangeAxis().getTickLabelFont().getSize2D())
                .isEqualTo(n.getRangeAxis().getTickLabelFont().getSize2D() * ChartLook.HIGH_CONTRAST.typeFactor());
        XYItemRenderer nr = n.getRenderer();
        XYItemRenderer hr = h.getRenderer();
        for (int s = 0; s < n.getDataset().getSeriesCount(); s++) {
            Color was = (Color) nr.getSeriesPaint(s);
            int index = ChartLook.NORMAL.series().indexOf(was);
            assertThat(index).isNotNegative();
            assertThat(hr.getSeriesPaint(s)).isEqualTo(ChartLook.HIGH_CONTRAST.seriesColor(index));
            BasicStroke before = (BasicStroke) nr.getSeriesStroke(s);
            BasicStroke after = (BasicStroke) hr.getSeriesStroke(s);
            assertThat(after.getLineWidth()).isEqualTo(before.getLineWidth() * ChartLook.HIGH_CONTRAST.lineFactor());
            // B stays dashed, A solid.
            assertThat(after.getDashArray() == null).isEqualTo(before.getDashArray() == null);
        }
    }

    @Test
    void theSharedTimeAxisOfTwoPanelsGrowsOnce() {
        JFreeChart normal = Charts.create(A, ChartOptions.defaults());
        JFreeChart hc = ChartRecolour.apply(ChartLook.HIGH_CONTRAST, Charts.create(A, ChartOptions.defaults()));
        assertThat(normal.getXYPlot()).isInstanceOf(CombinedDomainXYPlot.class);
        float before = normal.getXYPlot().getDomainAxis().getTickLabelFont().getSize2D();
        float after = hc.getXYPlot().getDomainAxis().getTickLabelFont().getSize2D();
        assertThat(after).isEqualTo(before * ChartLook.HIGH_CONTRAST.typeFactor());
        // A panel's name was fitted to its height: it keeps that size.
        XYPlot ring = ((CombinedDomainXYPlot) hc.getXYPlot()).getSubplots().get(1);
        XYPlot normalRing = ((CombinedDomainXYPlot) normal.getXYPlot()).getSubplots().get(1);
        assertThat(ring.getRangeAxis().getLabelFont()).isEqualTo(normalRing.getRangeAxis().getLabelFont());
    }

    @Test
    void theNormalLookLeavesAChartAsItIs() {
        JFreeChart chart = Charts.create(A, ChartOptions.defaults());
        Object before = chart.getXYPlot().getDomainAxis().getLabelFont();
        assertThat(ChartRecolour.apply(ChartLook.NORMAL, chart)).isSameAs(chart);
        assertThat(chart.getXYPlot().getDomainAxis().getLabelFont()).isSameAs(before);
        assertThat(chart.getBackgroundPaint()).isEqualTo(Color.WHITE);
    }
}
