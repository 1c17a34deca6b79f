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
 * In the window at large text a socket's "0 bytes below TCP" that does not fit its lane wraps as
 * a phrase, "0 bytes" over "below TCP", not "0 bytes below" over a lone "TCP".
 */
class SocketPhraseWrapTest {
    @ParameterizedTest(name = "{0}x{1}, text x{2}")
    @CsvSource({"1600, 1000, 1.5", "1600, 1000, 1.25", "1280, 800, 1.5", "1920, 1080, 2"})
    void aBrokenPhraseEndsInMoreThanOneWord(int w, int h, double textScale) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/bottleneck-100mbit.yaml"));
        PaintedPicture painted = PaintedPicture.of(sim.snapshot(), w, h, textScale, false, false);
        Rectangle2D.Double sockets = painted.renderer().layout().panel(Stage.SOCKET);
        List<String> in = painted.words().stream()
                .filter(word -> sockets.contains(word.ink().getCenterX(), word.ink().getCenterY())).map(Word::text).toList();
        assertThat(in).anyMatch(text -> text.contains("below"));
        assertThat(in).noneMatch(List.of("0", "bytes", "below", "TCP")::contains);
    }
}
