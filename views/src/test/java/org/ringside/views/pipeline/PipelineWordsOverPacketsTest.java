package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jfree.svg.SVGGraphics2D;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.Simulation;
import org.ringside.views.pipeline.SvgText.Box;
import org.ringside.views.pipeline.SvgText.Word;

/**
 * Packets on their way never hide a word: played frame by frame at a thousandth of real time,
 * where packets glide from their sockets into the qdisc and from the qdisc through the driver
 * into the ring, no box is drawn over a text drawn before it.
 */
class PipelineWordsOverPacketsTest {
    private static final long FRAME_NS = 16_666_667L;

    @ParameterizedTest
    @ValueSource(strings = {"voip-vs-bulk.yaml", "bql-paper-tso-off-bql-on.yaml", "tsq-single-flow.yaml"})
    void noPacketOnItsWayCoversAWord(String file) throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/" + file));
        sim.runUntil(100_000_000L);
        PipelineRenderer r = new PipelineRenderer();
        long simNs = sim.now();
        int moving = 0;
        for (int frame = 0; frame < 90; frame++) {
            simNs += FRAME_NS / 1000;
            sim.runUntil(simNs);
            r.update(sim.snapshot(), 1130, 470, frame * FRAME_NS, true);
            r.advance(frame * FRAME_NS + FRAME_NS / 2);
            if (!r.animating()) {
                continue;
            }
            moving++;
            SVGGraphics2D g = new SVGGraphics2D(1130, 470);
            r.paint(g, null);
            String svg = g.getSVGDocument();
            List<Box> boxes = SvgText.rects(svg);
            for (Word word : SvgText.words(svg)) {
                for (Box box : boxes) {
                    assertThat(box.at() > word.at() && box.bounds().intersects(word.ink()))
                            .as("frame %d: a box %s drawn over '%s' %s", frame, box.bounds(), word.text(), word.ink())
                            .isFalse();
                }
            }
        }
        assertThat(moving).as("frames with packets on their way").isGreaterThan(10);
    }
}
