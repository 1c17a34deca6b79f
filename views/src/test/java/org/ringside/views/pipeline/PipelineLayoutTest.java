package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.Stage;

class PipelineLayoutTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);

    @Test
    void aTsoPacketIsDrawnAbout43TimesWiderThanAFullFrame() {
        PacketView tso = new PacketView(1_000_001, 0, "streams", 65_226, 0, -1, 10, 0);
        PacketView frame = new PacketView(1_000_002, 0, "streams", 1_514, 0, -1, 11, 0);
        SimSnapshot s = PipelineSnapshots.withBands(BUSY, List.of(List.of(), List.of(tso, frame), List.of()));
        PipelineRenderer r = new PipelineRenderer();
        r.update(s, 1280, 720, 0, false);
        double[] big = r.drawnBox(1_000_001);
        double[] small = r.drawnBox(1_000_002);
        assertThat(big[2] / small[2]).isCloseTo(65_226 / 1_514.0, within(0.01)).isBetween(42.0, 44.0);
        assertThat(big[0] + big[2]).as("the head sits at the driver's end").isCloseTo(r.layout().laneRight(), within(1e-9));
        assertThat(small[0] + small[2]).isLessThan(big[0]);
    }

    @ParameterizedTest(name = "ring of {0}")
    @ValueSource(ints = {8, 64, 1024, 4096})
    void everyRingSlotHitTestsToItsIndex(int size) {
        PipelineLayout layout = new PipelineLayout(1280, 720, 1, 3, 2, false);
        double r = (layout.ring().stateInner() + layout.ring().outer()) / 2;
        for (int slot = 0; slot < size; slot++) {
            double a = RingGeometry.angle(slot + 0.5, size);
            double x = layout.ring().x() + r * Math.cos(a);
            double y = layout.ring().y() + r * Math.sin(a);
            assertThat(layout.ring().slotAt(x, y, size)).as("slot %d", slot).isEqualTo(slot);
            assertThat(layout.stageAt(x, y)).isEqualTo(Stage.RING);
        }
        assertThat(layout.ring().slotAt(layout.ring().x(), layout.ring().y(), size)).as("the ring's centre").isEqualTo(-1);
    }

    @Test
    void aQueueLongerThanItsRowsEndsInACountOfTheRest() {
        List<PacketView> many = PipelineSnapshots.packets(0, 5_000, 1_514);
        SimSnapshot s = PipelineSnapshots.withBands(BUSY, List.of(List.of(), many, List.of()));
        PipelineRenderer r = new PipelineRenderer();
        r.update(s, 1280, 720, 0, false);
        PacketPlacement p = placement(r);
        int drawn = 0;
        for (int i = 0; i < p.count(); i++) {
            if (p.band(i) == 1) {
                drawn++;
            }
        }
        assertThat(drawn).isPositive().isLessThan(5_000);
        assertThat(p.hiddenPackets(1)).isEqualTo(5_000 - drawn);
        assertThat(p.hiddenBytes(1)).isEqualTo((5_000L - drawn) * 1_514);
        assertThat(p.compressedWidth(1)).isGreaterThanOrEqualTo(r.layout().laneWidth() * PacketPlacement.COMPRESSED_SHARE * 0.9);
        String svg = new PipelinePicture(new org.ringside.views.charts.ChartSize(1280, 720), null, false, ColourBy.FLOW)
                .svg(s);
        assertThat(svg).contains(String.format(java.util.Locale.ROOT, "+%,d packets", 5_000 - drawn));
        assertThat(p.hiddenPackets(0)).isZero();
    }

    @ParameterizedTest(name = "{0}x{1}, text x{2}, high contrast {3}")
    @CsvSource({"1280, 720, 1, false", "3840, 2160, 1, true", "1280, 720, 2, false", "3840, 2160, 2.5, false",
        "320, 200, 1, true"})
    void nothingIsDrawnOutsideTheCanvas(int w, int h, double textScale, boolean highContrast) {
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.setHighContrast(highContrast);
        r.setSettings("1 Gbit/s · ring 1024 · TSO off, GSO off · MTU 1500 · BQL off · doorbell immediate"
                + " · pfifo_fast txqueuelen 1000 · flows: 100× streams, rr");
        PipelineSnapshots.assertDrawsOnlyOnTheCanvas(r, BUSY, w, h, List.of("60 fps", "frame 3.0 ms"));
    }

    @Test
    void largerTextWidensThePanelsOfWordsOutOfTheQdiscs() {
        assertThat(PanelShares.shares(1)).containsExactly(0.14, 0.31, 0.14, 0.24, 0.17);
        assertThat(PanelShares.shares(0.75)).containsExactly(0.14, 0.31, 0.14, 0.24, 0.17);
        double[] larger = PanelShares.shares(1.25);
        assertThat(larger[0]).isCloseTo(0.14 * Math.sqrt(1.25), within(1e-12)); // sockets
        assertThat(larger[2]).isCloseTo(0.14 * Math.sqrt(1.25), within(1e-12)); // driver
        assertThat(larger[4]).isCloseTo(0.17 * Math.sqrt(1.25), within(1e-12)); // wire
        double[] large = PanelShares.shares(2);
        assertThat(large[0]).as("a fifth wider at most").isCloseTo(0.14 * 1.2, within(1e-12));
        assertThat(large[3]).as("the ring keeps its share").isEqualTo(0.24);
        assertThat(large[1]).as("the qdisc gives").isCloseTo(0.31 - 0.45 * 0.2, within(1e-12));
        assertThat(large[0] + large[1] + large[2] + large[3] + large[4]).isCloseTo(1, within(1e-12));
    }

    @Test
    void eachPanelIsItsStage() {
        PipelineLayout layout = new PipelineLayout(1600, 900, 1, 3, 2, false);
        for (Stage stage : PipelineLayout.stages()) {
            assertThat(layout.stageAt(layout.panel(stage).getCenterX(), layout.panel(stage).getCenterY()))
                    .isEqualTo(stage);
        }
        assertThat(layout.stageAt(1, 1)).isNull();
    }

    @Test
    void theHighlightedStageAndPacketAreOutlined() {
        PacketView head = BUSY.queue(0).qdiscBands().get(1).get(0);
        BufferedImage plain = image(null, -1);
        BufferedImage marked = image(Stage.QDISC, head.id());
        PipelineRenderer r = new PipelineRenderer();
        r.update(BUSY, 1280, 720, 0, false);
        var panel = r.layout().panel(Stage.QDISC);
        int highlight = PipelineTheme.LIGHT.highlight().getRGB();
        int x = (int) panel.getCenterX();
        int y = (int) Math.round(panel.y);
        assertThat(plain.getRGB(x, y)).isNotEqualTo(highlight);
        assertThat(marked.getRGB(x, y)).as("the panel's top edge").isEqualTo(highlight);
        double[] box = r.drawnBox(head.id());
        int left = (int) Math.floor(box[0] - r.layout().px(4));
        int mid = (int) (box[1] + box[3] / 2);
        assertThat(marked.getRGB(left, mid)).as("the packet's outline").isEqualTo(highlight);
        assertThat(plain.getRGB(left, mid)).isNotEqualTo(highlight);
    }

    private static BufferedImage image(Stage stage, int packet) {
        BufferedImage image = new BufferedImage(1280, 720, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        PipelineRenderer r = new PipelineRenderer();
        r.setHighlight(stage, packet);
        r.update(BUSY, 1280, 720, 0, false);
        r.paint(g, null);
        g.dispose();
        return image;
    }

    static PacketPlacement placement(PipelineRenderer r) {
        return r.placementForTests();
    }
}
