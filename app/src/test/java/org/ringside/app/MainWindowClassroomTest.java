package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.CheckBox;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.knobs.KnobPanel;
import org.ringside.views.run.RunSpeed;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** File → Save and Open classroom setup, and Undo across both lanes. */
@ExtendWith(ApplicationExtension.class)
class MainWindowClassroomTest extends WindowTestBase {
    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }

    private void run(FxRobot robot, String action) {
        robot.interact(() -> window.actions().stream().filter(a -> a.id().equals(action)).findFirst().orElseThrow()
                .action().run());
    }

    private MenuItem undoItem(FxRobot robot) {
        return item(robot.lookup(".menu-bar").queryAs(MenuBar.class), "menu-undo");
    }

    private void ctrlZ(FxRobot robot) {
        robot.interact(() -> robot.lookup("#pipeline").query().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aSavedSetupOpensTheWindowAsItWasSaved(FxRobot robot) throws Exception {
        waitUntil(window.lessons()::loaded);
        Path room = Files.createTempDirectory(config, "room");
        Path pair = Files.writeString(room.resolve("ring-pair.yaml"),
                "name: ring\nnic: { ring_size: 1024 }\nflows:\n  - { kind: bulk_tcp }\ncompare: { nic: { ring_size: 64 } }\n");
        robot.interact(() -> window.lessons().open("ring-bufferbloat"));
        robot.interact(() -> window.lessons().player().goTo(1));
        robot.interact(() -> window.openScenario(pair));
        run(robot, "menu-larger");
        run(robot, "menu-larger");
        run(robot, "menu-high-contrast");
        robot.interact(() -> window.controller().setSpeed(RunSpeed.REAL_TIME));
        ClassroomSetup saved = WaitForAsyncUtils.asyncFx(() -> window.classroom().current()).get();
        assertThat(saved.textScale()).isEqualTo(1.5);
        assertThat(saved.highContrast()).isTrue();
        assertThat(saved.scenarioFile()).isEqualTo(pair);
        assertThat(saved.laneB()).map(b -> b.nic().ringSize()).contains(64);
        assertThat(saved.lesson()).isEqualTo(new ClassroomSetup.LessonStep("ring-bufferbloat", 2));
        Path file = room.resolve("setup.yaml");
        assertThat(WaitForAsyncUtils.asyncFx(() -> window.classroom().save(file)).get()).isTrue();

        // Another class came through: everything is moved.
        run(robot, "menu-text-reset");
        run(robot, "menu-high-contrast");
        run(robot, "menu-close-b");
        run(robot, "menu-event-log");
        robot.interact(() -> window.controller().setSpeed(RunSpeed.TENTH));
        robot.interact(() -> window.lessons().player().goTo(0));
        assertThat(WaitForAsyncUtils.asyncFx(() -> window.classroom().current()).get()).isNotEqualTo(saved);

        robot.interact(() -> window.classroom().open(file));
        waitUntil(() -> window.classroom().current().equals(saved));
        assertThat(window.zoom().factor()).isEqualTo(1.5);
        assertThat(window.lanes().comparing().get()).isTrue();
    }

    @Test
    void aSetupBringsBackTheLaneWhoseKnobsThePanelTurns(FxRobot robot) throws Exception {
        run(robot, "menu-compare");
        ToggleButton laneA = robot.lookup("#lane-select-a").queryAs(ToggleButton.class);
        ToggleButton laneB = robot.lookup("#lane-select-b").queryAs(ToggleButton.class);
        robot.interact(laneB::fire);
        assertThat(WaitForAsyncUtils.asyncFx(() -> window.classroom().current()).get().knobsOfB()).isTrue();
        Path file = Files.createTempDirectory(config, "lanes").resolve("setup.yaml");
        assertThat(WaitForAsyncUtils.asyncFx(() -> window.classroom().save(file)).get()).isTrue();

        robot.interact(laneA::fire);
        assertThat(robot.lookup("#knob-panel-b").query().isVisible()).isFalse();
        robot.interact(() -> window.classroom().open(file));
        waitUntil(() -> laneB.isSelected());
        assertThat(robot.lookup("#knob-panel-b").query().isVisible()).isTrue();
        assertThat(robot.lookup("#knob-panel").query().isVisible()).isFalse();
    }

    @Test
    void aBadSetupIsRefusedWithItsLineAndTheWindowStays(FxRobot robot) throws Exception {
        Path bad = Files.writeString(Files.createTempDirectory(config, "bad").resolve("bad.yaml"),
                "text-size: 150\nspeed: warp\n");
        ClassroomSetup before = WaitForAsyncUtils.asyncFx(() -> window.classroom().current()).get();
        assertThat(WaitForAsyncUtils.asyncFx(() -> window.classroom().open(bad)).get()).isFalse();
        assertThat(robot.lookup(".dialog-pane").queryAs(javafx.scene.control.DialogPane.class).getContentText())
                .startsWith(bad + ":2: speed: warp is not a speed (allowed: ");
        assertThat(WaitForAsyncUtils.asyncFx(() -> window.classroom().current()).get()).isEqualTo(before);
    }

    @Test
    void undoTakesBackLaneBsKnobFirstAndLeavesLaneAsAlone(FxRobot robot) {
        robot.interact(() -> window.lanes().compare());
        KnobPanel b = window.lanes().knobsB().orElseThrow();
        // The same knob in both lanes, A's first.
        robot.interact(() -> ((CheckBox) window.knobPanel().lookup("#knob-nic-tso")).fire());
        robot.interact(() -> ((CheckBox) b.lookup("#knob-nic-tso")).fire());
        assertThat(window.lanes().laneB().orElseThrow().settings().nic().tso()).isFalse();
        assertThat(window.scenario().nic().tso()).isFalse();
        assertThat(undoItem(robot).getText()).startsWith("Undo B: nic.tso ");

        ctrlZ(robot);
        assertThat(window.lanes().laneB().orElseThrow().settings().nic().tso()).isTrue();
        assertThat(window.scenario().nic().tso()).as("lane A's change stays").isFalse();
        assertThat(undoItem(robot).getText()).startsWith("Undo A: nic.tso ");

        ctrlZ(robot);
        assertThat(window.scenario().nic().tso()).isTrue();
        assertThat(window.lanes().laneB().orElseThrow().settings().nic().tso()).isTrue();
    }

    @Test
    void closingLaneBDropsItsChanges(FxRobot robot) {
        robot.interact(() -> window.lanes().compare());
        KnobPanel b = window.lanes().knobsB().orElseThrow();
        robot.interact(() -> ((CheckBox) b.lookup("#knob-nic-tso")).fire());
        assertThat(b.canUndo()).isTrue();
        run(robot, "menu-close-b");
        assertThat(b.canUndo()).isFalse();
        assertThat(undoItem(robot).getText()).doesNotStartWith("Undo B");
    }
}
