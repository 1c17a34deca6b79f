package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.knobs.RuntimeKnobsTarget;
import org.ringside.views.run.Pacing;
import org.ringside.views.run.RunController;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Undo's order: knob changes first, then the run before the last reset, with its own changes. */
@ExtendWith(ApplicationExtension.class)
class UndoHistoryTest {
    private RunController controller;
    private KnobPanel knobs;
    private UndoHistory history;
    private final List<String> said = new ArrayList<>();
    private int changed;

    @Start
    void start(Stage stage) {
        controller = new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        knobs = new KnobPanel(new RuntimeKnobsTarget(controller::knobs, controller::load));
        history = new UndoHistory(controller, knobs, Optional::empty, () -> changed++, said::add);
        stage.setScene(new Scene(knobs, 500, 700));
        stage.show();
    }

    private void tickTso(FxRobot robot) {
        robot.interact(() -> robot.lookup("#knob-nic-tso").queryAs(CheckBox.class).fire());
    }

    private boolean tso() {
        return controller.settings().nic().tso();
    }

    @Test
    void theLastKnobChangeGoesFirstThenTheRunBeforeTheReset(FxRobot robot) {
        boolean tsoAtFirst = tso();
        robot.interact(() -> {
            for (int i = 0; i < 5; i++) {
                controller.stepEvent();
            }
        });
        long at = controller.nowNs();
        robot.interact(controller::reset);
        tickTso(robot);
        assertThat(tso()).isNotEqualTo(tsoAtFirst);
        assertThat(history.canUndo()).isTrue();

        robot.interact(() -> assertThat(history.undo()).isTrue());
        assertThat(tso()).as("the knob change went first").isEqualTo(tsoAtFirst);
        assertThat(controller.nowNs()).as("the reset run still runs").isZero();

        robot.interact(() -> assertThat(history.undo()).isTrue());
        assertThat(controller.nowNs()).as("the run before the reset, where it stood").isEqualTo(at);
        assertThat(history.canUndo()).isFalse();

        robot.interact(() -> assertThat(history.undo()).isFalse());
        assertThat(said).containsExactly("Nothing to undo.");
    }

    @Test
    void theRunThatComesBackBringsItsKnobChangesBackToBeUndoneInTurn(FxRobot robot) {
        boolean tsoAtFirst = tso();
        tickTso(robot);
        int changesBefore = changed;
        robot.interact(controller::reset);
        assertThat(knobs.canUndo()).as("set aside with the run it belongs to").isFalse();
        assertThat(changed).as("a reset shows the scenario again").isEqualTo(changesBefore + 1);

        robot.interact(history::undo);
        assertThat(knobs.canUndo()).as("back with its run").isTrue();
        assertThat(tso()).isNotEqualTo(tsoAtFirst);

        robot.interact(history::undo);
        assertThat(tso()).isEqualTo(tsoAtFirst);
        assertThat(history.canUndo()).isFalse();
    }
}
