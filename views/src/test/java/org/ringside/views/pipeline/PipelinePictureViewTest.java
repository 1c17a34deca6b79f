package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.StepResult;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The picture on screen, clicked as a student would: a packet, then a stage. */
@ExtendWith(ApplicationExtension.class)
class PipelinePictureViewTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);
    private PipelinePictureView view;
    private final List<PipelinePick> picks = new ArrayList<>();

    @Start
    void start(Stage stage) {
        view = new PipelinePictureView();
        view.onPickProperty().set(picks::add);
        stage.setScene(new Scene(view, 1280, 720));
        stage.show();
        view.update(BUSY, 1_000_000_000L);
    }

    /** A point in the middle of the first packet drawn in the qdisc, in the view's coordinates. */
    private double[] aQdiscPacket(PacketView[] which) {
        PacketView head = BUSY.queue(0).qdiscBands().get(1).get(0);
        which[0] = head;
        for (double x = 0; x < 1280; x += 1) {
            for (double y = 0; y < 720; y += 2) {
                PacketView p = view.packetAt(x, y);
                if (p != null && p.id() == head.id() && p.offeredNs() == head.offeredNs()) {
                    return new double[] {x + 1, y + 1};
                }
            }
        }
        throw new AssertionError("the head of band 1 is not drawn");
    }

    @Test
    void clickingAPacketReportsThatPacket(FxRobot robot) {
        PacketView[] head = new PacketView[1];
        double[] at = aQdiscPacket(head);
        robot.clickOn(screen(at[0], at[1]));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picks).hasSize(1);
        assertThat(picks.get(0).packet()).isEqualTo(head[0]);
        assertThat(picks.get(0).stage()).isEqualTo(org.ringside.model.sim.Stage.QDISC);
        assertThat(view.noteText()).contains(head[0].flow()).contains("1,514 bytes").contains("qdisc: t = ");
    }

    @Test
    void clickingAStageExplainsIt(FxRobot robot) {
        PipelineLayout layout = new PipelineLayout(1280, 720, 1, 3, 2, false);
        var driver = layout.panel(org.ringside.model.sim.Stage.DRIVER);
        robot.clickOn(screen(driver.getCenterX(), driver.getMaxY() - 10));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picks).extracting(PipelinePick::stage).containsExactly(org.ringside.model.sim.Stage.DRIVER);
        assertThat(view.noteText()).contains("ndo_start_xmit").contains("netdev_tx_sent_queue");

        var ring = layout.panel(org.ringside.model.sim.Stage.RING);
        robot.clickOn(screen(ring.getCenterX(), ring.getMaxY() - 10));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).contains("doorbell").contains("next_to_clean");
    }

    @Test
    void aRingSlotClickedNamesItsPacketAndSlot(FxRobot robot) {
        SimSnapshot.RingView ring = BUSY.queue(0).ring();
        PacketView oldest = ring.packets().get(0);
        PipelineLayout layout = new PipelineLayout(1280, 720, 1, 3, 2, false);
        double a = RingGeometry.angle(oldest.firstSlot() + 0.5, ring.size());
        double r = (layout.ring().stateInner() + layout.ring().outer()) / 2;
        // The robot clicks whole pixels; at 1024 slots a slot is under a pixel wide, so expect
        // the slot under the pixel actually clicked.
        Point2D click = screen(layout.ring().x() + r * Math.cos(a), layout.ring().y() + r * Math.sin(a));
        click = new Point2D(Math.round(click.getX()), Math.round(click.getY()));
        Point2D local = view.screenToLocal(click);
        int slot = view.slotAt(local.getX(), local.getY());
        assertThat(Math.abs(slot - oldest.firstSlot())).isLessThanOrEqualTo(1);
        robot.clickOn(click);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(picks.get(0).slot()).isEqualTo(slot);
        assertThat(picks.get(0).packet().id()).isEqualTo(ring.packetAt(slot));
        assertThat(picks.get(0).stage()).isEqualTo(org.ringside.model.sim.Stage.RING);
        assertThat(view.noteText()).contains("ring: t = ").contains("from slot " + picks.get(0).packet().firstSlot());
    }

    @Test
    void theStepJustTakenIsHighlightedAndTheStatsCount(FxRobot robot) {
        PacketView head = BUSY.queue(0).qdiscBands().get(1).get(0);
        robot.interact(() -> {
            view.showStatsProperty().set(true);
            view.highlight(new StepResult(BUSY.timeNs(), org.ringside.model.sim.StepKind.QDISC_XMIT, head.id(),
                    org.ringside.model.sim.Stage.QDISC, head.flow(), "a step"));
            view.textScaleProperty().set(1.5);
        });
        assertThat(view.frameStats().frames()).isGreaterThanOrEqualTo(3);
        assertThat(view.frameStats().packetsDrawn()).isGreaterThan(300);
        assertThat(view.frameStats().worstMs()).isPositive();
    }

    @Test
    void eachStepIsShownInThePanelThatDrawsIt() {
        assertThat(PipelinePictureView.panelOf(step(org.ringside.model.sim.StepKind.CLEANUP)))
                .isEqualTo(org.ringside.model.sim.Stage.RING);
        assertThat(PipelinePictureView.panelOf(step(org.ringside.model.sim.StepKind.INTERRUPT)))
                .isEqualTo(org.ringside.model.sim.Stage.WIRE);
        assertThat(PipelinePictureView.panelOf(step(org.ringside.model.sim.StepKind.QDISC_XMIT)))
                .isEqualTo(org.ringside.model.sim.Stage.DRIVER);
        assertThat(PipelinePictureView.panelOf(step(org.ringside.model.sim.StepKind.IDLE))).isNull();
    }

    private static StepResult step(org.ringside.model.sim.StepKind kind) {
        return new StepResult(0, kind, -1, kind.stage(), "", "");
    }

    @Test
    void theSameSnapshotAgainIsNotDrawnAgain(FxRobot robot) {
        long[] frames = new long[2];
        robot.interact(() -> {
            frames[0] = view.frameStats().frames();
            view.update(BUSY, 2_000_000_000L);
            view.update(BUSY, 2_016_000_000L);
            frames[1] = view.frameStats().frames();
        });
        assertThat(frames[1]).isEqualTo(frames[0]);
        SimSnapshot later = PipelineSnapshots.busyAt(301_000_000L);
        robot.interact(() -> view.update(later, 2_032_000_000L));
        assertThat(view.frameStats().frames()).isGreaterThan(frames[1]);
    }

    private Point2D screen(double x, double y) {
        return view.localToScreen(x, y);
    }
}
