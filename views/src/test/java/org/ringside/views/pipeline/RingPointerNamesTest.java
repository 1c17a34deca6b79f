package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

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
 * on the same slot: no two come closer than a word space, and no pointer's line crosses another's
 * name, at the normal text size and at large text.
 */
class RingPointerNamesTest {
    private static final List<String> NAMES = List.of("write", "tail", "clean");

    @ParameterizedTest(name = "{0} at text x{1}")
    @CsvSource({"bql-paper-tso-off-bql-on.yaml, 1", "voip-vs-bulk.yaml, 1", "bql-paper-tso-off-bql-on.yaml, 1.5",
        "voip-vs-bulk.yaml, 2"})
    void theThreeNamesNeverTouch(String file, double textScale) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/" + file));
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        for (long t = 50_000_000L; t <= 250_000_000L; t += 1_370_000L) {
            sim.runUntil(t);
            r.update(sim.snapshot(), 1130, 470, t, false);
            SVGGraphics2D g = new SVGGraphics2D(1130, 470);
            r.paint(g, null);
            List<Word> names = SvgText.words(g.getSVGDocument()).stream().filter(w -> NAMES.contains(w.text()))
                    .toList();
            assertThat(names).hasSize(3);
            String svg = g.getSVGDocument();
            List<SvgText.Segment> lines = SvgText.lines(svg);
            assertThat(lines).isNotEmpty();
            for (Word name : names) {
                for (SvgText.Segment line : lines) {
                    assertThat(line.at() > name.at() && line.line().intersects(name.ink()))
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
