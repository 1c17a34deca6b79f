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
 * Presentation mode on a 1920x1080 projector at large text, with the switch port or without:
 * every panel keeps its title, a socket its "below TCP" whole and BQL's gauges their labels (the
 * driver was three unlabelled bars at 125 % text), the words no smaller than the floor and none
 * over another.
 */
class PresentationWordsTest {
    @ParameterizedTest(name = "{0}, text x{1}")
    @CsvSource({"voip-vs-bulk.yaml, 1.25", "voip-vs-bulk.yaml, 1.5", "voip-vs-bulk.yaml, 1.75",
        "voip-vs-bulk.yaml, 2", "sharing-a-port.yaml, 1.25", "sharing-a-port.yaml, 1.5",
        "sharing-a-port.yaml, 1.75", "sharing-a-port.yaml, 2"})
    void everyPanelKeepsItsTitleAndTheGaugesTheirLabels(String file, double textScale) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/" + file));
        sim.runUntil(30_000_000L);
        PaintedPicture painted = PaintedPicture.of(sim.snapshot(), 1920, 1080, textScale, true, false);
        PipelineLayout layout = painted.renderer().layout();
        List<Word> words = painted.words();
        List<Word> sockets = in(words, layout.panel(Stage.SOCKET));
        assertThat(sockets).extracting(Word::text).contains("SOCKETS").doesNotContain("TCP")
                .anyMatch(t -> t.endsWith("below TCP"));
        List<Word> driver = in(words, layout.panel(Stage.DRIVER));
        assertThat(driver).extracting(Word::text).contains("DRIVER");
        for (String gauge : List.of("limit", "inflight", "avail")) {
            assertThat(driver).extracting(Word::text).as(gauge).anyMatch(t -> t.startsWith(gauge));
        }
        for (Word word : words) {
            assertThat(word.size()).as("'%s'", word.text()).isGreaterThanOrEqualTo(18);
        }
        assertThat(SvgText.crowding(driver, layout.panel(Stage.DRIVER))).isEmpty();
        assertThat(SvgText.crowding(sockets, layout.panel(Stage.SOCKET))).isEmpty();
    }

    private static List<Word> in(List<Word> words, Rectangle2D.Double panel) {
        return words.stream().filter(w -> panel.contains(w.ink().getCenterX(), w.ink().getCenterY())).toList();
    }
}
