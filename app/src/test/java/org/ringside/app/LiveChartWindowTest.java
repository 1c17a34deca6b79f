package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.views.charts.LiveChartView;
import org.ringside.views.run.RunState;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** View → Live chart, opened with Ctrl+L from the main window and played from the keyboard. */
@ExtendWith(ApplicationExtension.class)
class LiveChartWindowTest {
    private static final String DEFAULT_TITLE = LiveChartWindow.TITLE + "default 1 GbE";

    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = new MainWindow(stage, "9.8.7-test", () -> { });
        window.show();
    }

    @AfterEach
    void closeTheOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    @Test
    void ctrlLOpensTheLiveChartOfTheCurrentScenarioAndAgainBringsTheSameOneForward(FxRobot robot) {
        ctrlL(robot);
        Window live = robot.window(titled(DEFAULT_TITLE));
        assertThat(live.isShowing()).isTrue();
        assertThat(robot.from(live.getScene().getRoot()).lookup("#live-chart").queryAs(LiveChartView.class)).isNotNull();
        assertThat(robot.from(live.getScene().getRoot()).lookup("#run-play").tryQuery()).isPresent();

        robot.interact(stage::requestFocus);
        ctrlL(robot);
        assertThat(Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getTitle().startsWith(LiveChartWindow.TITLE)))
                .containsExactly(live);
        assertThat(live.isFocused()).isTrue();
    }

    @Test
    void theChartFollowsTheRunWhilePlayingAndStandsStillWhenPaused(FxRobot robot) throws Exception {
        ctrlL(robot);
        LiveChartView chart = window.liveChart().chart();
        settle();
        long before = chart.drawnUntilNsProperty().get();
        assertThat(before).as("an empty run is drawn up to its first nanosecond at most").isLessThanOrEqualTo(1);

        robot.type(KeyCode.SPACE);
        assertThat(window.liveChart().bar().runStateProperty().get()).isEqualTo(RunState.PLAYING);
        waitUntil(() -> chart.drawnUntilNsProperty().get() > before);
        long first = chart.drawnUntilNsProperty().get();
        waitUntil(() -> chart.drawnUntilNsProperty().get() > first);

        robot.type(KeyCode.SPACE);
        assertThat(window.liveChart().bar().runStateProperty().get()).isEqualTo(RunState.PAUSED);
        settle();
        long paused = chart.drawnUntilNsProperty().get();
        long[] now = new long[2];
        robot.interact(() -> now[0] = window.liveChart().bar().controller().nowNs());
        assertThat(paused).isPositive().isLessThanOrEqualTo(now[0]);
        Thread.sleep(400);
        settle();
        assertThat(chart.drawnUntilNsProperty().get()).isEqualTo(paused);
        robot.interact(() -> now[1] = window.liveChart().bar().controller().nowNs());
        assertThat(now[1]).isEqualTo(now[0]);
    }

    @Test
    void closingTheWindowPausesTheRunAndOpeningItAgainShowsItWhereItStood(FxRobot robot) {
        ctrlL(robot);
        robot.type(KeyCode.SPACE);
        robot.interact(() -> window.liveChart().stage().close());
        assertThat(window.liveChart().bar().controller().state()).isEqualTo(RunState.PAUSED);
        long[] at = new long[2];
        robot.interact(() -> at[0] = window.liveChart().bar().controller().nowNs());

        robot.interact(stage::requestFocus);
        ctrlL(robot);
        assertThat(window.liveChart().stage().isShowing()).isTrue();
        robot.interact(() -> at[1] = window.liveChart().bar().controller().nowNs());
        assertThat(at[1]).isEqualTo(at[0]);
    }

    @Test
    void openingAScenarioRunsItInTheOpenLiveChartAndUndoBringsTheOldRunBack(FxRobot robot, @TempDir Path dir)
            throws IOException {
        Path file = Files.writeString(dir.resolve("short.yaml"), "name: short run\nduration: 20ms\nflows:\n  - { kind: bulk_tcp }\n");
        ctrlL(robot);
        robot.press(KeyCode.SHIFT, KeyCode.RIGHT).release(KeyCode.RIGHT, KeyCode.SHIFT); // one sample

        boolean[] opened = new boolean[1];
        robot.interact(() -> opened[0] = window.openScenario(file));
        assertThat(opened[0]).isTrue();
        assertThat(window.liveChart().stage().getTitle()).isEqualTo(LiveChartWindow.TITLE + "short run");
        assertThat(window.liveChart().bar().controller().endNs()).isEqualTo(20_000_000L);

        robot.interact(() -> window.liveChart().stage().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        assertThat(window.liveChart().stage().getTitle()).isEqualTo(DEFAULT_TITLE);
        assertThat(window.liveChart().bar().controller().nowNs()).isEqualTo(100_000L);
    }

    private static void ctrlL(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
    }

    private static Pattern titled(String title) {
        return Pattern.compile(Pattern.quote(title));
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
    }

    /** Lets the pulses that were already due run. */
    private static void settle() throws InterruptedException {
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(100);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
