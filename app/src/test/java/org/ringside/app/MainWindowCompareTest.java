package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.knobs.KnobMarks;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.run.RunController;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Lane B beside lane A: Compare with…, one clock for both, the marked knobs and the scoreboard. */
@ExtendWith(ApplicationExtension.class)
class MainWindowCompareTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private RunController laneB() {
        return window.lanes().laneB().orElseThrow();
    }

    private KnobPanel knobsB() {
        return window.lanes().knobsB().orElseThrow();
    }

    /** Compare with… by its key, as a user would, with the picture holding the keyboard. */
    private void compare(FxRobot robot) {
        robot.interact(() -> robot.lookup("#pipeline").query().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }

    @Test
    void compareWithOpensLaneBAndCloseLaneBGoesBackToOne(FxRobot robot) {
        assertThat(robot.lookup("#pipeline-b").tryQuery()).isEmpty();
        compare(robot);
        assertThat(window.lanes().comparing().get()).isTrue();
        assertThat(robot.lookup("#pipeline-b").tryQuery()).isPresent();
        assertThat(robot.lookup("#scoreboard").tryQuery()).isPresent();
        assertThat(robot.lookup(".lane-selector").query().isVisible()).isTrue();
        assertThat(laneB().settings()).isEqualTo(window.scenario());

        robot.interact(() -> item(menus(), "menu-close-b").fire());
        assertThat(window.lanes().comparing().get()).isFalse();
        assertThat(window.lanes().laneB()).isEmpty();
        assertThat(robot.lookup("#pipeline-b").tryQuery()).isEmpty();
        assertThat(robot.lookup(".lane-selector").query().isVisible()).isFalse();
    }

    @Test
    void theShortcutCardListsCompareWith(FxRobot robot) {
        robot.interact(() -> window.actions().stream().filter(a -> a.id().equals("menu-shortcuts")).findFirst()
                .orElseThrow().action().run());
        assertThat(robot.lookup(".label").queryAllAs(Label.class)).extracting(Label::getText)
                .contains(WindowLanes.COMPARE.getDisplayText(), WindowLanes.CLOSE_B.getDisplayText());
        robot.interact(() -> window.overlay().hide());
    }

    @Test
    void steppingAThousandEventsWithTheSameSettingsGivesTheSameSnapshotInBothLanes(FxRobot robot) {
        compare(robot);
        Button step = robot.lookup("#run-step").queryAs(Button.class);
        robot.interact(() -> {
            for (int i = 0; i < 1000; i++) {
                step.fire();
            }
        });
        RunController a = window.controller();
        assertThat(a.eventsProcessed()).isEqualTo(1000);
        assertThat(laneB().eventsProcessed()).isEqualTo(1000);
        // Field by field: the ring's view is no record.
        assertThat(laneB().snapshot()).usingRecursiveComparison().isEqualTo(a.snapshot());
        assertThat(a.nowNs()).isPositive();
        assertThat(window.lanes().marked()).isEmpty();
    }

    @Test
    void aKnobTurnedInBIsMarkedInBothLanesAndChangesOnlyBsRun(FxRobot robot) throws TimeoutException {
        compare(robot);
        robot.clickOn("#lane-select-b");
        assertThat(knobsB().isVisible()).isTrue();
        assertThat(window.knobPanel().isVisible()).isFalse();
        robot.interact(() -> ((CheckBox) knobsB().lookup("#knob-nic-tso")).fire());

        assertThat(laneB().settings().nic().tso()).isFalse();
        assertThat(window.scenario().nic().tso()).as("lane A keeps its knob").isTrue();
        Node rowA = window.knobPanel().lookup("#knob-row-nic-tso");
        Node rowB = knobsB().lookup("#knob-row-nic-tso");
        waitUntil(() -> rowA.getPseudoClassStates().contains(KnobMarks.DIFFERS)
                && rowB.getPseudoClassStates().contains(KnobMarks.DIFFERS));
        assertThat(window.lanes().marked()).containsExactly("nic.tso");
        assertThat(window.knobPanel().lookup("#knob-row-nic-gso").getPseudoClassStates()).doesNotContain(KnobMarks.DIFFERS);
        assertThat(window.knobPanel().lookup("#knobs-nic").getPseudoClassStates()).contains(KnobMarks.DIFFERS);

        Button step = robot.lookup("#run-step").queryAs(Button.class);
        robot.interact(() -> {
            for (int i = 0; i < 1000; i++) {
                step.fire();
            }
        });
        assertThat(laneB().snapshot()).as("B runs without TSO").usingRecursiveComparison()
                .isNotEqualTo(window.controller().snapshot());

        robot.interact(() -> ((CheckBox) knobsB().lookup("#knob-nic-tso")).fire());
        waitUntil(() -> !rowA.getPseudoClassStates().contains(KnobMarks.DIFFERS));
        assertThat(window.lanes().marked()).isEmpty();
    }

    @Test
    void theScoreboardShowsBothLanesFigures(FxRobot robot) throws TimeoutException {
        compare(robot);
        Button sample = robot.lookup("#run-step-sample").queryAs(Button.class);
        robot.interact(() -> {
            for (int i = 0; i < 5; i++) {
                sample.fire();
            }
        });
        waitUntil(() -> text(robot, "#score-throughput-a").matches("[1-9].*")
                && text(robot, "#score-throughput-b").matches("[1-9].*"));
        assertThat(text(robot, "#score-throughput-a")).endsWith("bit/s").isEqualTo(text(robot, "#score-throughput-b"));
        assertThat(text(robot, "#score-throughput-ratio")).isEqualTo("1.00×");
        assertThat(text(robot, "#score-cpu-busy-a")).endsWith("%");
        assertThat(text(robot, "#score-drops-b")).isEqualTo("0");
        assertThat(robot.lookup(".score-title").queryAllAs(Label.class)).extracting(Label::getText)
                .as("the default scenario has no interactive flow").noneMatch(t -> t.contains("p99"));
    }

    private javafx.scene.control.MenuBar menus() {
        return robot().lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
    }

    private static FxRobot robot() {
        return new FxRobot();
    }

    @Test
    void inHighContrastTheChosenLanesButtonIsFilledAndTheOtherOutlined(FxRobot robot) {
        compare(robot);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.H).release(KeyCode.H, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.ToggleButton a = robot.lookup("#lane-select-a").queryAs(javafx.scene.control.ToggleButton.class);
        javafx.scene.control.ToggleButton b = robot.lookup("#lane-select-b").queryAs(javafx.scene.control.ToggleButton.class);
        assertThat(a.isSelected()).isTrue();
        assertThat(fill(a)).as("the chosen lane is filled").isNotEqualTo(javafx.scene.paint.Color.BLACK);
        assertThat(fill(b)).as("the other is outlined on the ground").isEqualTo(javafx.scene.paint.Color.BLACK);
        assertThat(border(a)).as("with a thicker outline").isGreaterThan(border(b));
        robot.interact(() -> b.setSelected(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fill(b)).isNotEqualTo(javafx.scene.paint.Color.BLACK);
        assertThat(fill(a)).isEqualTo(javafx.scene.paint.Color.BLACK);
    }

    /** The colour a button's background is filled with last, which shows. */
    private static javafx.scene.paint.Paint fill(javafx.scene.layout.Region r) {
        var fills = r.getBackground().getFills();
        return fills.get(fills.size() - 1).getFill();
    }

    private static double border(javafx.scene.layout.Region r) {
        return r.getBorder() == null ? 0 : r.getBorder().getStrokes().get(0).getWidths().getTop();
    }
}
