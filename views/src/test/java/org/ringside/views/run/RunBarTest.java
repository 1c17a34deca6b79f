package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The run bar driven from the keyboard, as a teacher at a projector would. */
@ExtendWith(ApplicationExtension.class)
class RunBarTest {
    private RunBar bar;

    @Start
    void start(Stage stage) {
        bar = new RunBar(new RunController(Scenario.defaults()));
        Scene scene = new Scene(bar, 1100, 80);
        bar.installShortcuts(scene);
        stage.setScene(scene);
        stage.show();
        // The focus on a button: Space must still play, not press that button.
        bar.lookup("#run-reset").requestFocus();
    }

    @Test
    void rightArrowStepsCtrlRResetsAndCtrlZUndoes(FxRobot robot) {
        robot.type(KeyCode.RIGHT, 3);
        assertThat(bar.controller().nowNs()).isEqualTo(300_000L);
        assertThat(text(robot, "#run-time")).isEqualTo("t = 0.000300 s of 1 s");
        assertThat(button(robot, "#run-undo").isDisabled()).isTrue();

        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        assertThat(bar.controller().nowNs()).isZero();
        assertThat(text(robot, "#run-time")).isEqualTo("t = 0.000000 s of 1 s");
        assertThat(button(robot, "#run-undo").isDisabled()).isFalse();

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(bar.controller().nowNs()).isEqualTo(300_000L);
        assertThat(button(robot, "#run-undo").isDisabled()).isTrue();
    }

    @Test
    void spacePlaysAndPausesWhicheverButtonHasTheFocus(FxRobot robot) {
        robot.type(KeyCode.SPACE);
        assertThat(bar.runStateProperty().get()).isEqualTo(RunState.PLAYING);
        assertThat(button(robot, "#run-play").getText()).isEqualTo("Pause");
        assertThat(bar.controller().canUndo()).as("the focused Reset was not pressed").isFalse();
        robot.type(KeyCode.SPACE);
        assertThat(bar.runStateProperty().get()).isEqualTo(RunState.PAUSED);
        assertThat(button(robot, "#run-play").getText()).isEqualTo("Play");
        assertThat(text(robot, "#run-state")).isEqualTo("paused");
    }

    @Test
    void minusAndPlusChangeTheSpeedOneNotchAtATime(FxRobot robot) {
        ChoiceBox<?> speed = robot.lookup("#run-speed").queryAs(ChoiceBox.class);
        assertThat(speed.getValue()).isEqualTo(RunSpeed.TENTH);
        robot.type(KeyCode.MINUS);
        assertThat(speed.getValue()).isEqualTo(RunSpeed.HUNDREDTH);
        assertThat(bar.controller().speed()).isEqualTo(RunSpeed.HUNDREDTH);
        robot.type(KeyCode.EQUALS, 3);
        assertThat(bar.controller().speed()).isEqualTo(RunSpeed.FASTEST);
        robot.type(KeyCode.PLUS);
        assertThat(bar.controller().speed()).isEqualTo(RunSpeed.FASTEST);
    }

    @Test
    void everyControlNamesItsShortcutInItsTooltip(FxRobot robot) {
        Map<String, String> shortcuts = Map.of("#run-play", "(Space)", "#run-step", "(→)",
                "#run-reset", "(" + RunBar.RESET.getDisplayText() + ")",
                "#run-undo", "(" + RunBar.UNDO.getDisplayText() + ")", "#run-speed", "(slower: −, faster: +)");
        shortcuts.forEach((id, shortcut) -> assertThat(robot.lookup(id).queryAs(Control.class).getTooltip().getText())
                .as(id).endsWith(shortcut));
        assertThat(robot.lookup("#run-step").queryAs(Control.class).getTooltip().getText())
                .contains("one sample interval of the scenario, 100 µs");
        assertThat(robot.lookup("#run-time").queryAs(Control.class).getTooltip()).isNotNull();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static Button button(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Button.class);
    }
}
