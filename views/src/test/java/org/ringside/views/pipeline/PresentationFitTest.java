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
 * Presentation mode at large text fills the screen without scrolling, its type no smaller than at
 * the normal text size, and a socket's short phrases wrap as phrases: a figure stays with its
 * unit, and no phrase stands one word a line.
 */
class PresentationFitTest {
    private static final List<String> LONE = List.of("0", "bytes", "below", "TCP", "KB");

    @ParameterizedTest(name = "{0} at {1}x{2}, text x{3}")
    @CsvSource({"bottleneck-100mbit.yaml, 1920, 1080, 1.25", "bottleneck-100mbit.yaml, 1920, 1080, 1.5",
        "bottleneck-100mbit.yaml, 1920, 1080, 2", "voip-vs-bulk.yaml, 1920, 1080, 1.5",
        "bottleneck-100mbit.yaml, 1600, 1000, 1.5", "voip-vs-bulk.yaml, 1600, 1000, 2"})
    void thePictureFitsTheScreenAndItsPhrasesWrapAsPhrases(String file, int w, int h, double textScale)
            throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/" + file));
        sim.runUntil(30_000_000L);
        PaintedPicture painted = PaintedPicture.of(sim.snapshot(), w, h, textScale, true, false);
        PipelineRenderer r = painted.renderer();
        assertThat(r.canvasHeight(w, h)).isEqualTo(h);
        assertThat(r.layout().height()).isLessThanOrEqualTo(h);
        List<Word> words = painted.words();
        for (Word word : words) {
            // The SVG gives sizes in whole pixels, rounded down: the back row's floor, 18 px.
            assertThat(word.size()).as("'%s'", word.text()).isGreaterThanOrEqualTo(18);
        }
        Rectangle2D.Double sockets = r.layout().panel(Stage.SOCKET);
        List<Word> in = words.stream().filter(word -> sockets.contains(word.ink().getCenterX(), word.ink().getCenterY()))
                .toList();
        assertThat(in).extracting(Word::text).noneMatch(LONE::contains);
        // What is below TCP is said whole, on one line or two, or gives way whole.
        assertThat(in.stream().filter(word -> word.text().matches("[0-9.,]+ (bytes|KB|MB)")).count())
                .isEqualTo(in.stream().filter(word -> word.text().startsWith("below")).count());
        assertThat(SvgText.crowding(in, sockets)).isEmpty();
    }
}
