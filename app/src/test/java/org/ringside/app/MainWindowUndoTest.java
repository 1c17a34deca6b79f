package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.QdiscKind;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Knob changes and runs taken back with Ctrl+Z and the Undo button, as a user would. */
@ExtendWith(ApplicationExtension.class)
class MainWindowUndoTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    @Test
    void aTurnedKnobMarksTheScenarioUnsavedAndCtrlZTurnsItBack(FxRobot robot) {
        tickTso(robot);
        assertThat(window.scenario().nic().tso()).isFalse();
        assertThat(window.controller().knobs().settings().nic().tso()).as("the run has it").isFalse();
        assertThat(stage.getTitle()).isEqualTo("Ringside — default 1 GbE (unsaved)");
        assertThat(text(robot, "#status-message")).contains("nic.tso");

        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().nic().tso()).isTrue();
        assertThat(stage.getTitle()).isEqualTo("Ringside — default 1 GbE");
    }

    @Test
    void ctrlZAfterAResetBringsBackTheRunAndItsKnobs(FxRobot robot) {
        tickTso(robot);
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.type(KeyCode.RIGHT, 5);
        long at = window.controller().nowNs();
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        assertThat(window.controller().nowNs()).isZero();
        assertThat(window.scenario().nic().tso()).as("a reset keeps the knobs as they are").isFalse();
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.controller().nowNs()).isEqualTo(at);
        assertThat(window.scenario().nic().tso()).isFalse();
    }

    @Test
    void oneCtrlZAfterAResetAndAKnobTakesBackTheKnobOnly(FxRobot robot) {
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.type(KeyCode.RIGHT, 5);
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        robot.interact(() -> robot.lookup("#knob-nic-mtu-text").query().requestFocus());
        robot.clickOn("#knob-nic-mtu-text").eraseText(8).write("9000").type(KeyCode.ENTER);
        assertThat(window.scenario().nic().mtu()).isEqualTo(9000);
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().nic().mtu()).isEqualTo(1500);
        assertThat(window.controller().nowNs()).as("the reset stays").isZero();
    }

    @Test
    void ctrlZInAKnobsFieldAfterEnterTakesBackTheChangeAndBeforeEnterTheTyping(FxRobot robot) {
        robot.interact(() -> robot.lookup("#knob-nic-ring_size-text").query().requestFocus());
        robot.clickOn("#knob-nic-ring_size-text").eraseText(8).write("128").type(KeyCode.ENTER);
        assertThat(window.scenario().nic().ringSize()).isEqualTo(128);
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().nic().ringSize()).isEqualTo(256);
        TextField field = robot.lookup("#knob-nic-ring_size-text").queryAs(TextField.class);
        assertThat(field.getText()).isEqualTo("256");

        robot.clickOn(field).eraseText(8).write("64");
        String said = text(robot, "#status-message");
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(text(robot, "#status-message")).as("typing not entered is the field's own to undo")
                .isEqualTo(said);
        assertThat(window.scenario().nic().ringSize()).isEqualTo(256);
    }

    @Test
    void theUndoButtonTakesBackAKnobChangeToo(FxRobot robot) {
        Button undo = robot.lookup("#run-undo").queryAs(Button.class);
        assertThat(undo.isDisabled()).isTrue();
        tickTso(robot);
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.type(KeyCode.SPACE); // a frame, for the bar to look again
        robot.type(KeyCode.SPACE);
        assertThat(undo.isDisabled()).isFalse();
        robot.clickOn(undo);
        assertThat(window.scenario().nic().tso()).isTrue();
    }

    @Test
    void undoingAKnobThatRestartedTheRunBringsBackTheRunBeforeItWhereItStood(FxRobot robot) {
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.type(KeyCode.RIGHT, 5);
        long at = window.controller().nowNs();
        robot.interact(() -> {
            ChoiceBox<?> qdisc = robot.lookup("#knob-qdisc-kind").queryAs(ChoiceBox.class);
            qdisc.getSelectionModel().select(1);
        });
        assertThat(window.scenario().qdisc().kind()).isNotEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(window.controller().nowNs()).as("a new run").isZero();
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().qdisc().kind()).isEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(window.controller().nowNs()).isEqualTo(at);
    }

    @Test
    void undoBringsBackTheKnobChangesOfTheRunItBringsBack(FxRobot robot) {
        tickTso(robot); // a live change
        robot.interact(() -> robot.lookup("#knob-qdisc-kind").queryAs(ChoiceBox.class).getSelectionModel().select(1));
        assertThat(window.scenario().qdisc().kind()).isNotEqualTo(QdiscKind.PFIFO_FAST); // a new run
        robot.interact(() -> stage.getScene().getRoot().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().qdisc().kind()).isEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(window.scenario().nic().tso()).isFalse();
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.scenario().nic().tso()).as("the live change, undone in its turn").isTrue();
    }

    @Test
    void aValueEnteredInAnotherSpellingIsShownAsTheFileWritesIt(FxRobot robot) {
        robot.clickOn("#knob-link-rate-text").eraseText(10).write("1000Mbit").type(KeyCode.ENTER);
        assertThat(robot.lookup("#knob-link-rate-text").queryAs(TextField.class).getText()).isEqualTo("1Gbit");
    }

    @Test
    void theUndoItemShowsAKnobsUnderscoreRatherThanTakingItForAMnemonic(FxRobot robot) throws Exception {
        robot.interact(() -> robot.lookup("#knob-nic-ring_size-text").query().requestFocus());
        robot.clickOn("#knob-nic-ring_size-text").eraseText(8).write("128").type(KeyCode.ENTER);
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        javafx.scene.control.Menu edit = bar.getMenus().stream().filter(m -> m.getItems().contains(item(bar, "menu-undo")))
                .findFirst().orElseThrow();
        robot.interact(edit::show);
        try {
            // What the open menu draws, not the item's text property, which keeps the underscore either way.
            assertThat(robot.lookup(n -> n instanceof Text t && t.getText().startsWith("Undo")).queryAllAs(Text.class))
                    .extracting(Text::getText).contains("Undo: nic.ring_size 256 -> 128");
        } finally {
            robot.interact(edit::hide);
        }
    }
}
