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
import org.ringside.model.sim.Stage;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * The picture fills its area: in the window at 1600x1000 its canvas is about 1130x470, taller
 * than the design's shape, and the panels' words reach their lower quarter instead of leaving
 * the lower half empty, with type larger than the width alone would make it.
 */
class PipelineFillTest {
    @ParameterizedTest(name = "{0}x{1}, text x{2}")
    @CsvSource({"1130, 470, 1", "1060, 430, 1.5"})
    void thePanelsAreUsedToTheirFoot(int w, int h, double textScale) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/voip-vs-bulk.yaml"));
        sim.runUntil(500_000_000L);
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.update(sim.snapshot(), w, h, 0, false);
        SVGGraphics2D g = new SVGGraphics2D(w, h);
        r.paint(g, null);
        List<Word> words = SvgText.words(g.getSVGDocument());
        PipelineLayout layout = r.layout();
        assertThat(layout.type(19)).as("type larger than the width's scale").isGreaterThan(19 * layout.unit() * textScale * 1.1);
        for (Stage stage : List.of(Stage.SOCKET, Stage.DRIVER, Stage.RING, Stage.WIRE)) {
            Rectangle2D.Double panel = layout.panel(stage);
            double lowest = words.stream().filter(word -> panel.contains(word.ink().getCenterX(), word.ink().getCenterY()))
                    .mapToDouble(word -> word.ink().getMaxY()).max().orElse(panel.y);
            assertThat((lowest - panel.y) / panel.height).as("%s: the lowest word's depth in the panel", stage)
                    .isGreaterThan(0.75);
        }
    }
}
