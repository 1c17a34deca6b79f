package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.geom.Rectangle2D;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.Stage;
import org.ringside.model.sim.StepKind;
import org.ringside.model.sim.StepResult;

class PipelineMotionTest {
    private static final long MS = 1_000_000L;
    /** Made-up packets' ids start here, clear of the simulation's own. */
    private static final int FIRST = 1_000_000;

    /** A packet the qdisc hands to the driver, and the snapshots just before and after. */
    private record Handover(int id, SimSnapshot before, SimSnapshot after) {
        /** A renderer that has drawn the snapshot before, at wall time {@code t0}. */
        PipelineRenderer drawnBeforeAt(long t0) {
            PipelineRenderer r = new PipelineRenderer();
            r.update(before, 1280, 720, t0, true);
            return r;
        }
    }

    private static Handover aHandover() {
        int[] id = new int[1];
        SimSnapshot[] around = aPacketEntersTheRing(new Simulation(PipelineSnapshots.busy()), id);
        return new Handover(id[0], around[0], around[1]);
    }

    /** Steps until the qdisc hands a packet to the driver; returns the snapshots around that step. */
    private static SimSnapshot[] aPacketEntersTheRing(Simulation sim, int[] id) {
        sim.runUntil(20 * MS);
        while (true) {
            SimSnapshot before = sim.snapshot();
            StepResult step = sim.step();
            if (step.kind() == StepKind.QDISC_XMIT && inQdisc(before, step.packetId())) {
                id[0] = step.packetId();
                return new SimSnapshot[] {before, sim.snapshot()};
            }
        }
    }

    private static boolean inQdisc(SimSnapshot s, int id) {
        return s.queue(0).qdiscBands().stream().flatMap(b -> b.stream()).anyMatch(p -> p.id() == id);
    }

    @Test
    void aPacketThatChangedStageEasesFromItsOldPlaceAndArrives() {
        Handover h = aHandover();
        int[] id = {h.id()};
        SimSnapshot[] around = {h.before(), h.after()};
        long t0 = 5_000 * MS;
        PipelineRenderer r = h.drawnBeforeAt(t0);
        double[] inQdisc = r.drawnBox(id[0]);
        // A second between the snapshots: packets stay long in their stages, so glides are whole.
        long t1 = t0 + 1000 * MS;
        r.update(around[1], 1280, 720, t1, true);
        assertThat(r.animating()).isTrue();
        double[] start = r.drawnBox(id[0]);
        assertThat(start[0]).as("it starts where it was drawn").isCloseTo(inQdisc[0], within(1e-6));
        assertThat(start[1]).isCloseTo(inQdisc[1], within(1e-6));

        PipelineRenderer still = new PipelineRenderer();
        still.update(around[1], 1280, 720, t1, false);
        double[] target = still.drawnBox(id[0]);
        assertThat(Math.hypot(target[0] - start[0], target[1] - start[1])).as("qdisc to ring is a long way")
                .isGreaterThan(100);

        r.advance(t1 + PacketMotion.GLIDE_NS / 2);
        double[] half = r.drawnBox(id[0]);
        double done = (half[0] - start[0]) / (target[0] - start[0]);
        assertThat(done).as("half way in time, half way by the ease").isCloseTo(0.5, within(0.01));
        assertThat((half[1] - start[1]) / (target[1] - start[1])).isCloseTo(done, within(0.01));

        r.advance(t1 + PacketMotion.GLIDE_NS / 4);
        double quarter = (r.drawnBox(id[0])[0] - start[0]) / (target[0] - start[0]);
        assertThat(quarter).as("it starts gently").isBetween(0.0, 0.25);

        r.advance(t1 + PacketMotion.GLIDE_NS + MS);
        double[] end = r.drawnBox(id[0]);
        assertThat(end[0]).isCloseTo(target[0], within(1e-6));
        assertThat(end[1]).isCloseTo(target[1], within(1e-6));
    }

    @Test
    void wherePacketsStayBrieflyGlidesShortenSoThatPacketsArrive() {
        Handover h = aHandover();
        long t0 = 5_000 * MS;
        PipelineRenderer r = h.drawnBeforeAt(t0);
        // The packets that moved had stayed 200 ms: glides last half of that, not a whole glide.
        long t1 = t0 + 200 * MS;
        r.update(h.after(), 1280, 720, t1, true);
        PipelineRenderer still = new PipelineRenderer();
        still.update(h.after(), 1280, 720, t1, false);
        double[] target = still.drawnBox(h.id());

        r.advance(t1 + 50 * MS);
        assertThat(r.drawnBox(h.id())[0]).as("on its way").isNotCloseTo(target[0], within(1.0));
        r.advance(t1 + 100 * MS + MS);
        assertThat(r.drawnBox(h.id())[0]).as("arrived long before a whole glide").isCloseTo(target[0], within(1e-6));
        assertThat(r.drawnBox(h.id())[1]).isCloseTo(target[1], within(1e-6));
    }

    @Test
    void wherePacketsStayOnlyAFrameOrTwoThePictureJumps() {
        Handover h = aHandover();
        long t0 = 5_000 * MS;
        PipelineRenderer r = h.drawnBeforeAt(t0);
        r.update(h.after(), 1280, 720, t0 + 16 * MS, true);
        // The first change measures stays of one frame; from the next snapshot on, it jumps.
        r.update(h.before(), 1280, 720, t0 + 32 * MS, true);
        r.update(h.after(), 1280, 720, t0 + 48 * MS, true);
        PipelineRenderer still = new PipelineRenderer();
        still.update(h.after(), 1280, 720, t0 + 48 * MS, false);
        assertThat(r.drawnBox(h.id())).containsExactly(still.drawnBox(h.id()));
    }

    @Test
    void aStillPictureAndTopSpeedShowTheStateAsItIs() {
        Simulation sim = new Simulation(PipelineSnapshots.busy());
        sim.runUntil(20 * MS);
        PipelineRenderer r = new PipelineRenderer();
        r.update(sim.snapshot(), 1280, 720, 0, true);
        assertThat(r.animating()).as("the first snapshot is shown as it is").isFalse();
        sim.runUntil(200 * MS); // thousands of packets moved: more than an eye can follow
        r.update(sim.snapshot(), 1280, 720, 16 * MS, true);
        PacketPlacement p = r.placementForTests();
        assertThat(p.count()).isGreaterThan(PacketMotion.MOST_MOVING);
        for (int i = 0; i < p.count(); i++) {
            assertThat(r.drawnBox(p.id(i))[0]).isEqualTo(p.x(i));
        }
    }

    @Test
    void aPacketComingOutOfTheCompressedBlockIsDrawnInItsPlaceAtOnce() {
        SimSnapshot busy = PipelineSnapshots.busyAt(300 * MS);
        List<PacketView> queue = PipelineSnapshots.packets(FIRST, 3_000, 1_514);
        SimSnapshot before = PipelineSnapshots.withBands(busy, List.of(List.of(), queue, List.of()));
        SimSnapshot after = PipelineSnapshots.withBands(busy, List.of(List.of(), queue.subList(1, queue.size()),
                List.of()));
        PipelineRenderer r = new PipelineRenderer();
        r.update(before, 1280, 720, 0, true);
        int firstHidden = FIRST + countBand(r.placementForTests(), 1); // the band's first n are drawn, the rest counted
        assertThat(r.drawnBox(firstHidden)).as("counted in the block, not drawn").isNull();
        r.update(after, 1280, 720, 16 * MS, true);
        PacketPlacement p = r.placementForTests();
        for (int i = 0; i < p.count(); i++) {
            if (p.band(i) == 1) {
                assertThat(r.drawnBox(p.id(i))).as("packet %d, queued all along, is in its place", p.id(i))
                        .containsExactly(p.x(i), p.y(i), p.width(i), p.height(i));
            }
        }
    }

    /** BQL paper, TSO off, BQL on: about 990 packets in band 1 and a dozen leaving it each frame. */
    private static Simulation bqlPaper() {
        try {
            return new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/bql-paper-tso-off-bql-on.yaml"));
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void playingAtAHundredthOfRealTimeALongBandKeepsItsBoxesAndNoBarRunsIntoTheDriver() {
        Simulation sim = bqlPaper();
        sim.runUntil(200 * MS);
        PipelineRenderer r = new PipelineRenderer();
        long simNs = sim.now();
        for (int frame = 0; frame < 120; frame++) {
            simNs += 166_667; // a 60 Hz frame at a hundredth of real time
            sim.runUntil(simNs);
            r.update(sim.snapshot(), 1130, 470, frame * 16_666_667L, true);
            r.advance(frame * 16_666_667L + 8 * MS);
            PacketPlacement p = r.placementForTests();
            Rectangle2D.Double driver = r.layout().panel(Stage.DRIVER);
            int inPlace = 0;
            int queued = 0;
            for (int i = 0; i < p.count(); i++) {
                double[] box = r.drawnBox(p.id(i));
                assertThat(box[0] + box[2] <= driver.x || box[0] >= driver.getMaxX())
                        .as("frame %d: packet %d drawn across the qdisc into the driver", frame, p.id(i)).isTrue();
                if (p.band(i) == 1) {
                    queued++;
                    inPlace += box[0] == p.x(i) && box[1] == p.y(i) ? 1 : 0;
                }
            }
            assertThat(queued).as("band 1 draws boxes").isGreaterThan(100);
            assertThat(inPlace).as("frame %d: band 1's boxes in their places", frame)
                    .isGreaterThanOrEqualTo(queued - PacketMotion.MOST_MOVING);
        }
    }

    @Test
    void aPacketNewToThePictureEntersTheRingFromTheHeadOfItsOwnBand() {
        int[] id = new int[1];
        SimSnapshot[] around = aPacketEntersTheRing(bqlPaper(), id);
        PacketView v = around[1].queue(0).ring().packets().stream().filter(p -> p.id() == id[0]).findFirst()
                .orElseThrow();
        // Drawn first with another packet of its socket in band 1 instead of the real queue, so the
        // packet the qdisc hands over is new to the picture.
        PacketView other = new PacketView(FIRST, v.source(), v.flow(), 1_514, 0, -1, 1, 0);
        SimSnapshot before = PipelineSnapshots.withBands(around[0], List.of(List.of(), List.of(other), List.of()));
        PipelineRenderer r = new PipelineRenderer();
        r.update(before, 1130, 470, 0, true);
        r.update(around[1], 1130, 470, 1000 * MS, true);
        assertThat(r.placementForTests().bandOf(v.source())).as("its flow queues in band 1").isEqualTo(1);
        double[] start = r.drawnBox(id[0]);
        assertThat(start[1]).as("it starts in band 1's head row, not band 0's")
                .isCloseTo(r.layout().rowY(1, 0), within(1e-6));
        assertThat(start[0] + start[2]).isCloseTo(r.layout().laneRight(), within(1e-6));
    }

    /**
     * A packet a socket hands to fq glides into the qdisc's panel, from its left edge: it started
     * at the sockets' panel's edge and was drawn past the qdisc's, over the gap and the border.
     */
    @Test
    void aPacketEnteringTheQdiscIsNeverDrawnPastItsPanelsLeftEdge() throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromResource("ringside/assets/scenarios/fq-pacing-1gbe.yaml"));
        sim.runUntil(20 * MS);
        SimSnapshot before;
        SimSnapshot after;
        int id;
        do {
            before = sim.snapshot();
            sim.step();
            after = sim.snapshot();
            id = newInQdisc(before, after);
        } while (id < 0);
        PipelineRenderer r = new PipelineRenderer();
        long t0 = 5_000 * MS;
        r.update(before, 1280, 720, t0, true);
        long t1 = t0 + 1000 * MS;
        r.update(after, 1280, 720, t1, true);
        double left = r.layout().panel(Stage.QDISC).x;
        for (long t = t1; t <= t1 + PacketMotion.GLIDE_NS; t += PacketMotion.GLIDE_NS / 8) {
            r.advance(t);
            assertThat(r.drawnBox(id)[0]).as("the packet's left edge %d ms into its glide", (t - t1) / MS)
                    .isGreaterThanOrEqualTo(left);
        }
    }

    /** A packet in the qdisc after a step that was nowhere in the picture before it; -1 for none. */
    private static int newInQdisc(SimSnapshot before, SimSnapshot after) {
        return after.queue(0).qdiscBands().stream().flatMap(List::stream).mapToInt(PacketView::id)
                .filter(id -> !inQdisc(before, id) && before.queue(0).ring().packets().stream().noneMatch(p -> p.id() == id))
                .findFirst().orElse(-1);
    }

    private static int countBand(PacketPlacement p, int band) {
        int n = 0;
        for (int i = 0; i < p.count(); i++) {
            if (p.band(i) == band) {
                n++;
            }
        }
        return n;
    }

    @Test
    void theEaseStartsAndEndsAtRest() {
        assertThat(PacketMotion.ease(0)).isZero();
        assertThat(PacketMotion.ease(1)).isEqualTo(1.0);
        assertThat(PacketMotion.ease(0.5)).isCloseTo(0.5, within(1e-12));
        assertThat(PacketMotion.ease(0.05)).isLessThan(0.05);
        assertThat(PacketMotion.ease(0.95)).isGreaterThan(0.95);
    }
}
