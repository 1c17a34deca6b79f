package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.Simulation;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * The ring's write, tail and clean names read as three words wherever the pointers stand, even
 * on the same slot: no two come closer than a word space, and no line of the ring (a pointer's,
 * a mark between slots), drawn before or after it, crosses a name, at the normal text size, at
 * large text and in presentation mode, where the names stacked over the pointers' lines.
 */
class RingPointerNamesTest {
    private static final List<String> NAMES = List.of("write", "tail", "clean");

    @ParameterizedTest(name = "{0} at text x{1}, presentation {2}")
    @CsvSource({"bql-paper-tso-off-bql-on.yaml, 1, false", "voip-vs-bulk.yaml, 1, false",
        "bql-paper-tso-off-bql-on.yaml, 1.5, false", "voip-vs-bulk.yaml, 2, false",
        "bottleneck-100mbit.yaml, 1, true", "bql-paper-tso-off-bql-on.yaml, 1, true"})
    void theThreeNamesNeverTouch(String file, double textScale, boolean presentation) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/" + file));
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.setPresentation(presentation);
        int width = presentation ? 1920 : 1130;
        int height = presentation ? 1080 : 470;
        for (long t = 0; t <= 250_000_000L; t += 1_370_000L) {
            sim.runUntil(t);
            r.update(sim.snapshot(), width, height, t, false);
            SVGGraphics2D g = new SVGGraphics2D(width, height);
            r.paint(g, null);
            List<Word> names = SvgText.words(g.getSVGDocument()).stream().filter(w -> NAMES.contains(w.text()))
                    .toList();
            assertThat(names).hasSize(3);
            String svg = g.getSVGDocument();
            List<SvgText.Segment> lines = SvgText.lines(svg);
            Color panel = PipelineTheme.of(false).panel();
            String ground = "rgb(" + panel.getRed() + "," + panel.getGreen() + "," + panel.getBlue() + ")";
            assertThat(lines).isNotEmpty();
            for (Word name : names) {
                for (SvgText.Segment line : lines) {
                    // A mark between slots is drawn in the panel's ground: under a name's patch it is gone.
                    boolean hidden = line.at() < name.at() && line.stroke().equals(ground);
                    assertThat(!hidden && line.line().intersects(name.ink()))
                            .as("t=%d ns: a line %s-%s over '%s' %s", t, line.line().getP1(), line.line().getP2(),
                                    name.text(), name.ink()).isFalse();
                }
            }
            double gap = r.layout().px(4);
            for (int i = 0; i < names.size(); i++) {
                for (int j = i + 1; j < names.size(); j++) {
                    Rectangle2D a = names.get(i).ink();
                    Rectangle2D grown = new Rectangle2D.Double(a.getX() - gap, a.getY() - gap, a.getWidth() + 2 * gap,
                            a.getHeight() + 2 * gap);
                    assertThat(grown.intersects(names.get(j).ink())).as("t=%d ns: '%s' %s and '%s' %s", t,
                            names.get(i).text(), a, names.get(j).text(), names.get(j).ink()).isFalse();
                }
            }
        }
    }
}
