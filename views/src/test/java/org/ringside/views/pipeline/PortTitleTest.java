package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.Simulation;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * The switch port's panel at every size, a lane's short picture of two included: its title and
 * its settings line never overlap, and the picture's legend says what the port's grey is.
 */
class PortTitleTest {
    @ParameterizedTest(name = "{0}x{1}, text x{2}, fits its height {3}")
    @CsvSource({"1280, 720, 1, false", "1600, 1000, 1.5, false", "1420, 250, 1, true", "1420, 250, 1.5, true",
        "1130, 200, 1, true", "1130, 200, 2, true", "1800, 300, 1.5, true", "900, 180, 1, true"})
    void theTitleAndTheSettingsNeverOverlap(int w, int h, double textScale, boolean fit) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/sharing-a-port.yaml"));
        sim.runUntil(50_000_000L);
        PaintedPicture painted = PaintedPicture.of(sim.snapshot(), w, h, textScale, false, fit);
        List<Word> words = painted.words();
        Rectangle2D.Double panel = PortStage.panel(painted.renderer().layout(), w);
        List<Word> in = words.stream().filter(word -> panel.contains(word.ink().getCenterX(), word.ink().getCenterY()))
                .toList();
        Word title = in.stream().filter(word -> word.text().endsWith("PORT")).findFirst().orElseThrow();
        Word settings = in.stream().filter(word -> word.text().startsWith("100 Mbit/s")).findFirst().orElseThrow();
        // The inks are a pixel inside what the glyphs cover: a pixel of ground between them is 3 here.
        assertThat(settings.ink().getMinY() - title.ink().getMaxY()).as("'%s' %s over '%s' %s", title.text(),
                title.ink(), settings.text(), settings.ink()).isGreaterThanOrEqualTo(3);
        assertThat(SvgText.crowding(in, panel)).isEmpty();
        assertThat(words.stream().map(Word::text)).anyMatch(text -> text.startsWith("other hosts"));
    }
}
