package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.format.Rates;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.SocketPacing;
import org.ringside.model.sim.Stage;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * Pacing is drawn: a flow fq throttles says, in its band at the picture's type, when its next
 * packet leaves and at what rate; a socket TCP paces itself says when its pacing timer fires.
 */
class PacingPictureTest {
    private static final int W = 1500;
    private static final int H = 700;

    /** The run stepped until the first source's pacing satisfies {@code held}. */
    private static SimSnapshot until(Simulation sim, Predicate<SocketPacing> held) {
        while (sim.now() < 100_000_000L) {
            sim.step();
            SimSnapshot s = sim.snapshot();
            if (held.test(s.path().pacing().get(0))) {
                return s;
            }
        }
        throw new AssertionError("never held");
    }

    private static List<Word> drawn(SimSnapshot s, double textScale, Stage stage, PipelineRenderer r) {
        r.setTextScale(textScale);
        r.update(s, W, H, 0, false);
        SVGGraphics2D g = new SVGGraphics2D(W, H);
        r.paint(g, List.of());
        Rectangle2D panel = r.layout().panel(stage);
        List<Word> in = SvgText.words(g.getSVGDocument()).stream()
                .filter(w -> panel.contains(w.ink().getCenterX(), w.ink().getCenterY())).toList();
        assertThat(SvgText.crowding(in, panel)).as("%s at text x%s", stage, textScale).isEmpty();
        return in;
    }

    @ParameterizedTest(name = "text x{0}")
    @ValueSource(doubles = {1, 1.5})
    void aThrottledFlowSaysWhenItLeavesAndAtWhatRate(double textScale) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromFile(Path.of("..", "assets", "scenarios", "fq-pacing-1gbe.yaml")));
        SimSnapshot s = until(sim, SocketPacing::fqThrottled);
        PipelineRenderer r = new PipelineRenderer();
        List<Word> qdisc = drawn(s, textScale, Stage.QDISC, r);
        Word band = qdisc.stream().filter(w -> w.text().contains(" µs")).findFirst().orElseThrow(
                () -> new AssertionError("no departure time among " + qdisc.stream().map(Word::text).toList()));
        // The rate fq holds it to: the socket's pacing rate now (CUBIC's, under the 500 Mbit/s cap).
        SocketPacing p = s.path().pacing().get(0);
        String rate = Rates.human(Math.min(p.rateBytesPerSecond(), 500_000_000L / 8) * 8.0);
        assertThat(band.text()).contains("in ");
        // Larger text never draws a word below its normal size, so a band too narrow for both
        // keeps the time; the rate is then the socket lane's (checked below).
        if (textScale == 1) {
            assertThat(band.text()).contains(rate);
        }

        // The band's own label's type: no smaller than the other band's ("next: ...").
        double next = qdisc.stream().filter(w -> w.text().startsWith("next")).mapToDouble(Word::size).max().orElseThrow();
        assertThat(band.size()).as("in the band label's type, not shrunk").isGreaterThanOrEqualTo(next - 1);
        assertThat(band.size()).isGreaterThanOrEqualTo(Math.floor(9 * textScale));
        List<Word> sockets = drawn(s, textScale, Stage.SOCKET, r);
        assertThat(sockets).extracting(w -> w.text().replace('\u00a0', ' ')).contains("fq paces", rate);
    }

    @ParameterizedTest(name = "text x{0}")
    @ValueSource(doubles = {1, 1.5})
    void aSocketTcpPacesSaysWhenItsTimerFires(double textScale) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromString("""
                kernel: "6.18"
                link: { rate: 1Gbit }
                qdisc: { kind: pfifo_fast }
                tcp: { congestion: cubic, max_pacing_rate: 500Mbit }
                flows:
                  - { kind: bulk_tcp, name: stream, remote_rtt: 1ms }
                """, "paced.yaml"));
        SimSnapshot s = until(sim, SocketPacing::tcpHolds);
        List<Word> sockets = drawn(s, textScale, Stage.SOCKET, new PipelineRenderer());
        List<String> texts = sockets.stream().map(Word::text).toList();
        assertThat(String.join(" ", texts)).contains("TCP paces", "timer:");
        Word name = sockets.stream().filter(w -> w.text().equals("stream")).findFirst().orElseThrow();
        Word timer = sockets.stream().filter(w -> w.text().contains("timer")).findFirst().orElseThrow(
                () -> new AssertionError(texts.toString()));
        assertThat(timer.size()).as("the timer's line in the name's type").isGreaterThanOrEqualTo(name.size() - 1);
    }
}
