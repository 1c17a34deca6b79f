package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.Stage;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * The driver's badges say what they show at every text size: "stack: running" in its octagon and
 * "driver: running" in its box (where the panel has room for it), on one line or two, never an
 * outline with no words in it.
 */
class DriverBadgeWordsTest {
    @ParameterizedTest(name = "{0}x{1}, text x{2}, presentation {3}")
    @CsvSource({"1600, 1000, 1, false", "1600, 1000, 1.5, false", "1600, 1000, 2, false", "1280, 800, 1.5, false",
        "1600, 1000, 1, true", "1920, 1080, 1, true", "1920, 1080, 1.5, true"})
    void theRunningBadgesKeepTheirWords(int w, int h, double textScale, boolean presentation) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/bottleneck-100mbit.yaml"));
        PaintedPicture painted = PaintedPicture.of(sim.snapshot(), w, h, textScale, presentation, false);
        Rectangle2D.Double panel = painted.renderer().layout().panel(Stage.DRIVER);
        List<Word> in = painted.words().stream()
                .filter(word -> panel.contains(word.ink().getCenterX(), word.ink().getCenterY())).toList();
        String said = String.join(" ", in.stream().map(Word::text).toList());
        // The driver's badge gives way where the panel is short (DriverPainter's levels); the
        // stack's, which BQL's story turns on, never does.
        assertThat(said).contains("stack: running");
        if (h >= 1000 && !presentation && textScale == 1) {
            assertThat(said).contains("driver: running");
        }
        assertThat(SvgText.crowding(in, panel)).isEmpty();
    }
}
