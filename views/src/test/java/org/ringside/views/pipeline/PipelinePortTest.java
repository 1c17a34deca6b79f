package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.PortView;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.Stage;
import org.ringside.views.charts.ChartSize;

/** The bottleneck port in the picture: a stage after the wire, only with a port in the scenario. */
class PipelinePortTest {
    private static Scenario behindPort(Bottleneck b) {
        return Scenario.defaults().withNetwork(new Network(b));
    }

    private static SimSnapshot at(Scenario s, long ns) {
        Simulation sim = new Simulation(s);
        sim.runUntil(ns);
        return sim.snapshot();
    }

    private static String svg(SimSnapshot s) {
        return svg(s, 1280, 720);
    }

    private static String svg(SimSnapshot s, int w, int h) {
        return new PipelinePicture(new ChartSize(w, h), null, false, ColourBy.FLOW).svg(s);
    }

    @Test
    void aPortIsAStageAfterTheWireWithItsSettingsAndItsQueue() {
        SimSnapshot s = at(behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL)), 3 * Units.MS);
        assertThat(svg(s)).contains("SWITCH PORT", "100 Mbit/s · 1 MB · droptail", "waiting", "leaving:", "sent ",
                "dropped 0");
    }

    @Test
    void withoutAPortThePictureKeepsItsWholeWidthForTheFiveStages() {
        SimSnapshot s = at(Scenario.defaults(), 3 * Units.MS);
        assertThat(svg(s)).doesNotContain("SWITCH PORT");
        PipelineRenderer r = new PipelineRenderer();
        r.update(s, 1280, 720, 0, false);
        assertThat(r.layout().width()).isEqualTo(1280);
        assertThat(r.stageAt(1270, 400)).isNotEqualTo(Stage.PORT);
    }

    @Test
    void thePortsPanelIsFoundByThePointerAndTheStagesShareTheRest() {
        SimSnapshot s = at(behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL)), 3 * Units.MS);
        PipelineRenderer r = new PipelineRenderer();
        r.update(s, 1280, 720, 0, false);
        assertThat(r.layout().width()).isEqualTo(1280 * (1 - PortStage.SHARE));
        Rectangle2D.Double port = PortStage.panel(r.layout(), 1280);
        assertThat(port.getMaxX()).isLessThan(1280);
        assertThat(port.x).isGreaterThan(r.layout().panel(Stage.WIRE).getMaxX());
        assertThat(r.stageAt(port.getCenterX(), port.getCenterY())).isEqualTo(Stage.PORT);
        assertThat(StageNotes.paragraph(Stage.PORT, s)).startsWith("Switch port, 100 Mbit/s, a buffer of 1 MB")
                .contains("bfifo_enqueue");
    }

    @Test
    void aTailDropIsNamedAndCrossedWhereItHappened() {
        Scenario sc = behindPort(new Bottleneck(100 * Units.MBIT, 0, 4, Aqm.DROPTAIL));
        sc = sc.withFlows(List.of(sc.flows().get(0).withName("stream").withRemoteRttNs(20 * Units.MS)));
        Simulation sim = new Simulation(sc);
        while (sim.snapshot().port().drops() == 0) {
            sim.step();
        }
        SimSnapshot s = sim.snapshot();
        // The SVG writes the apostrophe as an entity.
        assertThat(svg(s)).contains("tail drop", "stream&apos;s frame, buffer full", "dropped 1",
                "100 Mbit/s · 4 packets · droptail");
        assertThat(svg(s, 640, 360)).as("in a small picture, whose").contains("stream&apos;s frame");
        assertThat(org.ringside.views.inspect.PictureWords.of(s, 0, "", 0))
                .contains("beyond the wire the switch port's buffer holds 4 frames, 6,056 bytes of 4 frames,"
                        + " and it has dropped 1 frame");
        assertThat(PortPainter.lastWords(s.port(), s.timeNs() + 10 * Units.MS)).as("an old drop is not news").isEmpty();
    }

    private static PortView withDrop(PortView p, PortView.Event drop) {
        return new PortView(p.rateBps(), p.bufferBytes(), p.bufferPackets(), p.aqm(), p.ecn(), p.queuedBytes(),
                p.queuedFrames(), p.frames(), p.sending(), p.progress(), p.framesSent(), p.drops(), p.marks(), drop, null);
    }

    @Test
    void theLatestDropSaysWhoDroppedItAndWhere() {
        SimSnapshot s = at(behindPort(new Bottleneck(100 * Units.MBIT, 100_000, 0, Aqm.DROPTAIL)), 3 * Units.MS);
        PortView.Frame f = new PortView.Frame(0, 0, "stream", 1514, false);
        long t = s.timeNs();
        assertThat(PortPainter.lastWords(withDrop(s.port(), new PortView.Event(t, f, false, false)), t))
                .containsExactly("tail drop", "stream's frame, buffer full");
        assertThat(PortPainter.lastWords(withDrop(s.port(), new PortView.Event(t, f, true, true)), t))
                .containsExactly("CoDel drop", "stream's frame, at the head");
        assertThat(PortPainter.lastWords(withDrop(s.port(), new PortView.Event(t, f, false, true)), t))
                .containsExactly("RED drop", "stream's frame, as it arrived");
        assertThat(PortPainter.lastWords(withDrop(s.port(), new PortView.Event(t, f, true, false)), t))
                .containsExactly("fq_codel drop", "stream's frame, fattest flow, over the limit");
    }

    @Test
    void thisHostsFramesTakeTheirFlowsColourAndOtherHostsGrey() {
        SimSnapshot s = at(behindPort(new Bottleneck(100 * Units.MBIT, 100_000, 0, Aqm.DROPTAIL)), 3 * Units.MS);
        PortView p = s.port();
        List<PortView.Frame> cross = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            cross.add(new PortView.Frame(-1, -1, "cross traffic", 1514, false));
        }
        PortView others = new PortView(p.rateBps(), p.bufferBytes(), 0, p.aqm(), false, 40 * 1514, 40, cross, null, 0,
                p.framesSent(), 0, 0, null, null);
        PipelinePicture picture = new PipelinePicture(new ChartSize(1280, 720), null, false, ColourBy.FLOW);
        Rectangle2D.Double panel = portPanel(s);
        Color flow = PipelineTheme.LIGHT.series(0);
        assertThat(count(picture.render(s), panel, flow)).as("the stream's frames").isGreaterThan(200);
        assertThat(count(picture.render(s), panel, PortPainter.CROSS)).isZero();
        BufferedImage withOthers = picture.render(s.withPort(others));
        assertThat(count(withOthers, panel, PortPainter.CROSS)).as("other hosts' frames").isGreaterThan(200);
        assertThat(count(withOthers, panel, flow)).isZero();
    }

    private static Rectangle2D.Double portPanel(SimSnapshot s) {
        PipelineRenderer r = new PipelineRenderer();
        r.update(s, 1280, 720, 0, false);
        return PortStage.panel(r.layout(), 1280);
    }

    private static int count(BufferedImage img, Rectangle2D.Double r, Color c) {
        int n = 0;
        for (int y = (int) r.y; y < r.getMaxY(); y++) {
            for (int x = (int) r.x; x < r.getMaxX(); x++) {
                if ((img.getRGB(x, y) & 0xFFFFFF) == (c.getRGB() & 0xFFFFFF)) {
                    n++;
                }
            }
        }
        return n;
    }

    @ParameterizedTest(name = "{0}x{1}, text x{2}")
    @CsvSource({"1280, 720, 1", "320, 200, 1", "1280, 720, 2.5", "900, 500, 1.5"})
    void thePortStaysOnTheCanvas(int w, int h, double textScale) {
        SimSnapshot s = at(behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.CODEL, true)), 3 * Units.MS);
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        PipelineSnapshots.assertDrawsOnlyOnTheCanvas(r, s, w, h, List.of());
    }
}
