package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Point2D;
import java.awt.geom.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.sim.SimSnapshot;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The picture's note, a slot's or a stage's, never stays on screen once the class moved on. */
@ExtendWith(ApplicationExtension.class)
class PipelineNoteClosingTest {
    private static final SimSnapshot BUSY = PipelineSnapshots.busyAt(300_000_000L);
    private PipelinePictureView view;

    @Start
    void start(Stage stage) {
        view = new PipelinePictureView();
        Button elsewhere = new Button("elsewhere");
        elsewhere.setId("elsewhere");
        stage.setScene(new Scene(new VBox(elsewhere, view), 1280, 760));
        stage.show();
        view.update(BUSY, 1_000_000_000L);
    }

    private PipelineLayout layout() {
        return new PipelineLayout(view.getWidth(), view.getHeight(), 1, 3, 2, false);
    }

    /** A point on the middle of the ring's slots, where hovering names a slot. */
    private Point2D aSlot() {
        PipelineLayout layout = layout();
        double r = (layout.ring().stateInner() + layout.ring().outer()) / 2;
        double a = RingGeometry.angle(BUSY.queue(0).ring().size() / 2 + 0.5, BUSY.queue(0).ring().size());
        return view.localToScreen(layout.ring().x() + r * Math.cos(a), layout.ring().y() + r * Math.sin(a));
    }

    private Point2D bottomOf(org.ringside.model.sim.Stage stage) {
        Rectangle2D panel = layout().panel(stage);
        return view.localToScreen(panel.getCenterX(), panel.getMaxY() - 10);
    }

    @Test
    void escapeClosesASlotsHoverNote(FxRobot robot) {
        robot.moveTo(aSlot());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).startsWith("Slot ");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).isEmpty();
    }

    @Test
    void escapeClosesAStagesExplanation(FxRobot robot) {
        robot.clickOn(bottomOf(org.ringside.model.sim.Stage.DRIVER));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).contains("ndo_start_xmit");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).isEmpty();
    }

    @Test
    void aClickElsewhereInTheWindowClosesAStagesExplanation(FxRobot robot) {
        robot.clickOn(bottomOf(org.ringside.model.sim.Stage.RING));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).contains("doorbell");
        robot.clickOn("#elsewhere");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).isEmpty();
    }

    @Test
    void movingAwayFromTheExplainedStageOrOutOfThePictureClosesIt(FxRobot robot) {
        robot.clickOn(bottomOf(org.ringside.model.sim.Stage.DRIVER));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).contains("ndo_start_xmit");
        robot.moveTo(bottomOf(org.ringside.model.sim.Stage.QDISC));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).doesNotContain("ndo_start_xmit");

        robot.clickOn(bottomOf(org.ringside.model.sim.Stage.DRIVER));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).contains("ndo_start_xmit");
        robot.moveTo("#elsewhere");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.noteText()).isEmpty();
    }
}
