package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.StepResult;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The run bar driven from the keyboard, as a teacher at a projector would. */
@ExtendWith(ApplicationExtension.class)
class RunBarTest {
    private RunBar bar;
    private final List<StepResult> steps = new ArrayList<>();

    @Start
    void start(Stage stage) {
        bar = new RunBar(new RunController(Scenario.defaults()));
        bar.controller().addStepListener(steps::add);
        Scene scene = new Scene(bar, 1400, 80);
        bar.installShortcuts(scene);
        stage.setScene(scene);
        stage.show();
        // The focus on a button: Space must still play, not press that button.
        bar.lookup("#run-reset").requestFocus();
    }

    @Test
    void rightArrowStepsOneEventAndTheTimeShowsIt(FxRobot robot) {
        Simulation twin = new Simulation(Scenario.defaults());
        StepResult first = twin.step();
        StepResult second = twin.step();
        robot.type(KeyCode.RIGHT);
        assertThat(bar.controller().eventsProcessed()).isEqualTo(1);
        assertThat(steps).containsExactly(first);
        robot.type(KeyCode.RIGHT);
        assertThat(steps).containsExactly(first, second);
        assertThat(text(robot, "#run-time")).isEqualTo("t = " + SimTimeText.of(second.timeNs(), 1_000_000_000L));
        assertThat(second.timeNs() % 1000).as("a time the microseconds alone would not show").isNotZero();
    }

    @Test
    void shiftRightStepsOneSampleCtrlRResetsAndCtrlZUndoes(FxRobot robot) {
        for (int i = 0; i < 3; i++) {
            robot.press(KeyCode.SHIFT, KeyCode.RIGHT).release(KeyCode.RIGHT, KeyCode.SHIFT);
        }
        assertThat(bar.controller().nowNs()).isEqualTo(300_000L);
        assertThat(text(robot, "#run-time")).isEqualTo("t = 0.000 300 000 s of 1 s");
        assertThat(button(robot, "#run-undo").isDisabled()).isTrue();

        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        assertThat(bar.controller().nowNs()).isZero();
        assertThat(text(robot, "#run-time")).isEqualTo("t = 0.000 000 000 s of 1 s");
        assertThat(button(robot, "#run-undo").isDisabled()).isFalse();

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(bar.controller().nowNs()).isEqualTo(300_000L);
        assertThat(button(robot, "#run-undo").isDisabled()).isTrue();
    }

    @Test
    void ctrlRightStepsToTheNextLimitChange(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.RIGHT).release(KeyCode.RIGHT, KeyCode.CONTROL);
        long limit = bar.controller().bqlLimit(0);
        assertThat(limit).isPositive();
        assertThat(steps).hasSize((int) bar.controller().eventsProcessed());
        assertThat(steps.get(steps.size() - 1).sentence()).contains("DQL limit 0 → " + String.format(Locale.ROOT, "%,d", limit));
        assertThat(text(robot, "#run-message")).isEqualTo(bar.lastLimitStepProperty().get())
                .startsWith("BQL limit 0 → " + String.format(Locale.ROOT, "%,d", limit) + " bytes");
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
    void spacePlaysAfterASpeedWasChosenFromTheListWithTheMouse(FxRobot robot) {
        ChoiceBox<?> speed = robot.lookup("#run-speed").queryAs(ChoiceBox.class);
        // The test classes share one stage; another may have left it narrower than the bar, and
        // the size this test sets must not outlive it (a chart test measures its canvas).
        javafx.stage.Window window = bar.getScene().getWindow();
        double[] was = {window.getWidth(), window.getHeight()};
        robot.interact(() -> {
            window.setWidth(1400);
            window.setHeight(120);
        });
        try {
            chooseRealTimeThenSpace(robot, speed);
        } finally {
            robot.interact(() -> {
                window.setWidth(was[0]);
                window.setHeight(was[1]);
            });
        }
    }

    private void chooseRealTimeThenSpace(FxRobot robot, ChoiceBox<?> speed) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(speed);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(speed.isShowing()).isTrue();
        robot.clickOn(RunSpeed.REAL_TIME.toString());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(bar.controller().speed()).isEqualTo(RunSpeed.REAL_TIME);
        assertThat(speed.isFocused()).as("the list keeps the focus").isTrue();
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(speed.isShowing()).as("Space does not open the list again").isFalse();
        assertThat(bar.runStateProperty().get()).isEqualTo(RunState.PLAYING);
        robot.interact(() -> bar.controller().pause());
    }

    @Test
    void minusAndPlusWalkThroughEverySpeedOneNotchAtATime(FxRobot robot) {
        ChoiceBox<?> speed = robot.lookup("#run-speed").queryAs(ChoiceBox.class);
        assertThat(speed.getValue()).isEqualTo(RunSpeed.TENTH);
        robot.type(KeyCode.MINUS);
        assertThat(speed.getValue()).isEqualTo(RunSpeed.HUNDREDTH);
        assertThat(bar.controller().speed()).isEqualTo(RunSpeed.HUNDREDTH);
        robot.type(KeyCode.MINUS, RunSpeed.values().length);
        assertThat(bar.controller().speed()).isEqualTo(RunSpeed.MICROSECOND_PER_SECOND);
        assertThat(speed.getValue()).hasToString("1 µs per second");
        for (int i = 1; i < RunSpeed.values().length; i++) {
            robot.type(KeyCode.EQUALS);
            assertThat(bar.controller().speed()).isEqualTo(RunSpeed.values()[i]);
        }
        robot.type(KeyCode.PLUS);
        assertThat(bar.controller().speed()).isEqualTo(RunSpeed.FASTEST);
    }

    @Test
    void everyControlNamesItsShortcutInItsTooltip(FxRobot robot) {
        Map<String, String> shortcuts = Map.of("#run-play", "(" + RunBar.PLAY_PAUSE.getDisplayText() + ")",
                "#run-step", "(" + RunBar.STEP_EVENT.getDisplayText() + ")",
                "#run-step-limit", "(" + RunBar.STEP_TO_LIMIT_CHANGE.getDisplayText() + ")",
                "#run-step-sample", "(" + RunBar.STEP_SAMPLE.getDisplayText() + ")",
                "#run-reset", "(" + RunBar.RESET.getDisplayText() + ")",
                "#run-undo", "(" + RunBar.UNDO.getDisplayText() + ")",
                "#run-speed", "(slower: " + RunBar.SLOWER.getDisplayText() + ", faster: "
                        + RunBar.FASTER.getDisplayText() + ")");
        shortcuts.forEach((id, shortcut) -> assertThat(robot.lookup(id).queryAs(Control.class).getTooltip().getText())
                .as(id).endsWith(shortcut));
        assertThat(RunBar.STEP_EVENT.getDisplayText()).isEqualTo("→");
        assertThat(robot.lookup("#run-step-sample").queryAs(Control.class).getTooltip().getText())
                .contains("every 100 µs");
        assertThat(robot.lookup("#run-time").queryAs(Control.class).getTooltip()).isNotNull();
    }

    @Test
    void theShortcutListHasEveryShortcutOnceWithWords() {
        assertThat(RunBar.shortcuts()).extracting(Shortcut::keys).doesNotHaveDuplicates().contains(
                RunBar.PLAY_PAUSE, RunBar.STEP_EVENT, RunBar.STEP_TO_LIMIT_CHANGE, RunBar.STEP_SAMPLE, RunBar.RESET,
                RunBar.UNDO, RunBar.SLOWER, RunBar.FASTER);
        assertThat(RunBar.shortcuts()).allSatisfy(s -> assertThat(s.description()).isNotBlank());
        assertThat(RunBar.shortcuts().get(1).keysText()).isEqualTo("→");
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static Button button(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Button.class);
    }

    @Test
    void aFocusedKnobKeepsTheKeysItUsesAndAButtonDoesNot(FxRobot robot) {
        robot.interact(() -> {
            KeyEvent space = key(KeyCode.SPACE);
            KeyEvent right = key(KeyCode.RIGHT);
            KeyEvent plus = key(KeyCode.PLUS);
            assertThat(FocusedKeys.owns(new CheckBox(), space)).as("Space plays, whatever has the focus").isFalse();
            assertThat(FocusedKeys.owns(new CheckBox(), right)).isTrue();
            assertThat(FocusedKeys.owns(new ChoiceBox<>(), space)).isFalse();
            assertThat(FocusedKeys.owns(new ChoiceBox<>(), right)).isTrue();
            assertThat(FocusedKeys.owns(new CheckBox(), plus)).isFalse();
            assertThat(FocusedKeys.owns(new TextField(), space)).isTrue();
            assertThat(FocusedKeys.owns(new Slider(), right)).isTrue();
            assertThat(FocusedKeys.owns(new Slider(), space)).isFalse();
            assertThat(FocusedKeys.owns(new TextField(), plus)).isTrue();
            assertThat(FocusedKeys.owns(new Button(), space)).isFalse();
            assertThat(FocusedKeys.owns(null, space)).isFalse();
        });
    }

    private static KeyEvent key(KeyCode code) {
        return new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false);
    }
}
