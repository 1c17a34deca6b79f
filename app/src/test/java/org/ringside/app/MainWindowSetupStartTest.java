package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Scene;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunState;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * {@code ringside --setup FILE}: the window's first frame is already the setup's, its text size,
 * contrast, scenario and lanes, not the default scenario at 100 % until the picture is painted;
 * with {@code --play} both lanes play from t = 0 on one clock.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowSetupStartTest {
    @TempDir
    static Path dir;

    private Stage stage;

    /** How the window stood at its first frame. */
    private record Frame(double textScale, String rootStyle, boolean highContrast, String scenario, boolean comparing,
            boolean knobsOfB, boolean showing) {
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void theFirstFrameShowsTheSetupsTextSizeContrastScenarioAndLanes(FxRobot robot) throws Exception {
        Path room = Files.createTempDirectory(dir, "room");
        Files.writeString(room.resolve("lab.yaml"), "name: lab\nnic: { ring_size: 1024 }\nflows:\n  - { kind: bulk_tcp }\n");
        Path file = Files.writeString(room.resolve("setup.yaml"), "text-size: 150\nhigh-contrast: true\n"
                + "scenario: lab.yaml\nlane-b:\n  nic.ring_size: \"64\"\nknobs-lane: b\n");
        AtomicReference<Frame> first = new AtomicReference<>();
        MainWindow[] window = new MainWindow[1];
        robot.interact(() -> {
            // The first pulse that lays the scene out, as it goes to the screen.
            stage.sceneProperty().addListener((o, was, scene) -> scene.addPostLayoutPulseListener(() -> {
                if (first.get() == null) {
                    first.set(frame(window[0], scene));
                }
            }));
            window[0] = opened(file);
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> first.get() != null);

        Frame frame = first.get();
        assertThat(frame.showing()).isTrue();
        assertThat(frame.textScale()).isEqualTo(1.5);
        assertThat(frame.rootStyle()).isEqualTo("-fx-font-size: 27.0px;");
        assertThat(frame.highContrast()).isTrue();
        assertThat(frame.scenario()).isEqualTo("lab");
        assertThat(frame.comparing()).isTrue();
        assertThat(frame.knobsOfB()).isTrue();

        // Once the panes are there, the setup's lane is the one chosen over the knob panel.
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window[0]::panesShown).get());
        robot.interact(() -> {
            assertThat(robot.lookup("#lane-select-b").queryAs(ToggleButton.class).isSelected()).isTrue();
            assertThat(robot.lookup("#knob-panel-b").query().isVisible()).isTrue();
            assertThat(window[0].classroom().current()).isEqualTo(read(file));
            assertThat(window[0].undo()).as("the setup's scenario is the first run, with none before it").isFalse();
        });
    }

    /** {@code ringside --setup FILE --play} with lane B in the setup: both lanes play, on one clock. */
    @Test
    void aSetupWithLaneBOpenedToPlayPlaysBothLanesOnOneClock(FxRobot robot) throws Exception {
        Path room = Files.createTempDirectory(dir, "room");
        Files.writeString(room.resolve("lab.yaml"), "name: lab\nduration: 60s\nflows:\n  - { kind: bulk_tcp }\n");
        Path file = Files.writeString(room.resolve("setup.yaml"), "scenario: lab.yaml\nlane-b:\n  bql.mode: \"off\"\n");
        List<long[]> frames = new ArrayList<>();
        MainWindow[] window = new MainWindow[1];
        robot.interact(() -> {
            window[0] = opened(file, true);
            window[0].laneA().listen(f -> window[0].lanes().laneB()
                    .ifPresent(b -> frames.add(new long[] {window[0].controller().nowNs(), b.nowNs()})));
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> window[0].controller().nowNs() > 2_000_000L).get());
        robot.interact(() -> {
            RunController b = window[0].lanes().laneB().orElseThrow();
            assertThat(b.state()).as("lane B beside lane A at %d ns", window[0].controller().nowNs())
                    .isEqualTo(RunState.PLAYING);
            for (long[] f : frames) {
                assertThat(f[1]).as("lane B's time beside lane A's %d ns", f[0]).isEqualTo(f[0]);
            }
            window[0].controller().pause();
        });
    }

    /** The window as {@link RingsideApp} opens it for {@code ringside --setup FILE}. */
    private MainWindow opened(Path file) {
        return opened(file, false);
    }

    /** The window as {@link RingsideApp} opens it for {@code ringside --setup FILE}, with {@code --play} or not. */
    private MainWindow opened(Path file, boolean play) {
        ClassroomSetup setup = read(file);
        MainWindow window;
        try {
            window = new MainWindow(stage, "test", () -> { }, new WindowSetup(Files.createTempDirectory(dir, "cfg"),
                    new QueuedDialogs()), setup.scenario(), null);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        window.startAs(setup, file);
        window.show();
        window.launch(new LaunchRequest(null, play, null, false, null, null, null, false, null, file));
        return window;
    }

    private static ClassroomSetup read(Path file) {
        try {
            return ClassroomSetupReader.fromFile(file);
        } catch (ScenarioException e) {
            throw new AssertionError(e);
        }
    }

    private static Frame frame(MainWindow window, Scene scene) {
        return new Frame(window.zoom().factor(), scene.getRoot().getStyle(),
                scene.getStylesheets().contains(Theme.highContrastStylesheet()), window.scenario().name(),
                window.lanes().comparing().get(), window.lanes().knobsOfB(), scene.getWindow().isShowing());
    }
}
