package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Priority;
import org.ringside.model.sim.RunResult;

/**
 * Charts laid out from a small slide picture to 4K: nothing cut off at the edges, axis titles no
 * taller than their panels, long titles on one line where there is room.
 */
class ChartLayoutTest {
    /** A long scenario name and a long settings line, as the BQL comparison scenarios have. */
    private static final RunResult RUN;

    static {
        RunResult r = SyntheticRuns.run(20_000, 3);
        RUN = new RunResult(r.scenario().withName("BQL on, TSO on, 100 bulk streams + one high-priority RR")
                .withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP).withName("streams").withCount(100),
                        Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr").withPriority(Priority.INTERACTIVE))),
                r.series(), r.flowLatencies(), r.endNs());
    }

    private static final String[] SIZES = {"640x360", "960x540", "1280x720", "1600x900", "1920x1080", "3840x2160",
        "1200x400", "800x800"};

    @ParameterizedTest
    @ValueSource(strings = {"640x360", "960x540", "1280x720", "1600x900", "1920x1080", "3840x2160", "1200x400",
        "800x800"})
    void nothingTouchesThePicturesEdges(String sizeText) {
        ChartSize size = ChartSize.parse(sizeText);
        for (ChartKind kind : ChartKind.values()) {
            BufferedImage image = ChartExport.render(Charts.create(RUN, ChartOptions.defaults().withKind(kind).withSize(size)),
                    size);
            int margin = Math.max(2, size.width() / 400);
            int white = Color.WHITE.getRGB();
            for (int x = 0; x < size.width(); x++) {
                for (int y = 0; y < size.height(); y++) {
                    boolean edge = x < margin || y < margin || x >= size.width() - margin || y >= size.height() - margin;
                    if (edge && image.getRGB(x, y) != white) {
                        throw new AssertionError(kind + " at " + size + " draws at the edge, pixel " + x + "," + y);
                    }
                }
            }
        }
    }

    @Test
    void eachPanelsAxisTitleFitsBesideItAndThePanelsStayUsable() {
        for (String sizeText : SIZES) {
            ChartSize size = ChartSize.parse(sizeText);
            JFreeChart chart = Charts.create(RUN, ChartOptions.defaults().withSize(size));
            ChartRenderingInfo info = new ChartRenderingInfo();
            Graphics2D g2 = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
            chart.draw(g2, new Rectangle2D.Double(0, 0, size.width(), size.height()), info);
            g2.dispose();

            List<XYPlot> panels = ((CombinedDomainXYPlot) chart.getXYPlot()).getSubplots();
            PlotRenderingInfo plotInfo = info.getPlotInfo();
            assertThat(plotInfo.getSubplotCount()).isEqualTo(2);
            double total = 0;
            for (int i = 0; i < panels.size(); i++) {
                Rectangle2D area = plotInfo.getSubplotInfo(i).getDataArea();
                var axis = panels.get(i).getRangeAxis();
                assertThat(ChartStyle.width(axis.getLabelFont(), axis.getLabel()))
                        .as("%s: '%s' beside a panel %s px high", size, axis.getLabel(), area.getHeight())
                        .isLessThanOrEqualTo(area.getHeight());
                total += area.getHeight();
            }
            assertThat(total).as("%s: height left to the panels", size).isGreaterThan(0.45 * size.height());
        }
    }

    @Test
    void aLongTitleShrinksOntoOneLineWhereItCanAndTheSettingsBreakBetweenParts() {
        for (String sizeText : SIZES) {
            ChartSize size = ChartSize.parse(sizeText);
            JFreeChart chart = Charts.create(RUN, ChartOptions.defaults().withSize(size));
            ChartStyle style = ChartStyle.forSize(size);
            Font title = chart.getTitle().getFont();
            assertThat(title.getSize2D()).isBetween(0.7f * style.titleFont().getSize2D() - 1, style.titleFont().getSize2D());
            if (size.width() >= 1280) {
                assertThat(ChartStyle.width(title, chart.getTitle().getText())).as(sizeText)
                        .isLessThan(size.width() - 2 * style.px(20));
            }
            String settings = ((TextTitle) chart.getSubtitle(1)).getText();
            assertThat(settings.replace("\n", ChartStyle.SEPARATOR)).isEqualTo(ScenarioSummary.settings(RUN.scenario()));
            for (String line : settings.split("\n")) {
                assertThat(ChartStyle.width(((TextTitle) chart.getSubtitle(1)).getFont(), line)).as(sizeText)
                        .isLessThan(size.width() - 2 * style.px(20));
            }
        }
    }

    @Test
    void wrapBreaksOnlyBetweenParts() {
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 20);
        List<String> parts = List.of("1 Gbit/s", "ring 1024", "TSO on, GSO on", "flows: 100× streams, rr");
        String one = String.join(ChartStyle.SEPARATOR, parts);
        assertThat(ChartStyle.wrap(parts, font, 10_000)).isEqualTo(one);
        String wrapped = ChartStyle.wrap(parts, font, ChartStyle.width(font, one) * 0.6);
        assertThat(wrapped).contains("\n");
        List<String> back = new ArrayList<>();
        for (String line : wrapped.split("\n")) {
            back.addAll(List.of(line.split(Pattern.quote(ChartStyle.SEPARATOR))));
        }
        assertThat(back).isEqualTo(parts);
        // A part longer than a line stays whole on a line of its own.
        assertThat(ChartStyle.wrap(parts, font, 1)).isEqualTo(String.join("\n", parts));
    }

    @Test
    void fitShrinksNoFurtherThanAllowed() {
        Font base = new Font(Font.SANS_SERIF, Font.BOLD, 40);
        String text = "BQL on, TSO on, 100 bulk streams + one high-priority RR — queue depth";
        double full = ChartStyle.width(base, text);
        assertThat(ChartStyle.fit(base, List.of(text), full + 1, 0.7)).isEqualTo(base);
        Font fitted = ChartStyle.fit(base, List.of(text), full * 0.9, 0.7);
        assertThat(ChartStyle.width(fitted, text)).isLessThanOrEqualTo(full * 0.9);
        assertThat(fitted.getSize2D()).isGreaterThan(33);
        assertThat(ChartStyle.fit(base, List.of(text), 10, 0.7).getSize2D()).isEqualTo(28);
    }
}
