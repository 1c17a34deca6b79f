package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.run.RunController;
import org.ringside.views.run.RunSpeed;
import org.ringside.views.run.RunState;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Lanes A and B on the window's one clock: every frame shows both at the same simulated time,
 * at the fastest speed, after a knob change in B, across the loops of {@code --loop} and after
 * a reset while playing.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowLaneClockTest extends WindowTestBase {
    private static final String FLOWS = "flows:\n  - { kind: bulk_tcp, count: 8 }\n"
            + "  - { kind: request_response, request: 1, priority: interactive }\n";

    /** Each frame's times: lane A's and lane B's, as the frame showed them. */
    private final List<long[]> frames = new ArrayList<>();

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    private RunController a() {
        return window.controller();
    }

    private RunController b() {
        return window.lanes().laneB().orElseThrow();
    }

    /** Lane A on {@code a}, lane B on {@code b} beside it, playing at {@code speed}; every frame recorded. */
    private void launch(FxRobot robot, String a, String b, RunSpeed speed, boolean loop) throws IOException {
        Path fileA = Files.writeString(scenarios.resolve("a.yaml"), "name: A\n" + a + FLOWS);
        Path fileB = Files.writeString(scenarios.resolve("b.yaml"), "name: B\n" + b + FLOWS);
        robot.interact(() -> {
            window.laneA().listen(f -> window.lanes().laneB()
                    .ifPresent(laneB -> frames.add(new long[] {a().nowNs(), laneB.nowNs()})));
            window.launch(new LaunchRequest(fileA, true, speed, loop, null, null, null, false, fileB));
        });
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }

    private static <T> T fx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(20, TimeUnit.SECONDS);
    }

    @SuppressWarnings("unchecked")
    private static ChoiceBox<RunSpeed> speed(FxRobot robot) {
        return robot.lookup("#run-speed").queryAs(ChoiceBox.class);
    }

    /** Every frame recorded so far showed the lanes at one time. */
    private void assertEveryFrameAtOneTime() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        List<long[]> seen = fx(() -> List.copyOf(frames));
        assertThat(seen).isNotEmpty();
        for (long[] f : seen) {
            assertThat(f[1]).as("lane B's time beside lane A's %d ns", f[0]).isEqualTo(f[0]);
        }
    }

    @Test
    void atTheFastestSpeedEveryFrameShowsBothLanesAtOneTime(FxRobot robot) throws Exception {
        launch(robot, "duration: 40ms\n", "duration: 40ms\nbql: { mode: off }\n", RunSpeed.FASTEST, false);
        waitUntil(() -> a().state() == RunState.FINISHED);
        assertThat(b().nowNs()).isEqualTo(a().nowNs()).isEqualTo(40_000_000L);
        assertEveryFrameAtOneTime();
        assertThat(frames).as("the run took more than one frame").hasSizeGreaterThan(2);
    }

    @Test
    void aLoopingRunKeepsLaneBAdvancingBesideLaneA(FxRobot robot) throws Exception {
        launch(robot, "duration: 20ms\n", "duration: 20ms\nbql: { mode: off }\n", RunSpeed.FASTEST, true);
        // Three loops: lane A started again twice, and lane B with it.
        waitUntil(() -> {
            long restarts = 0;
            for (int i = 1; i < frames.size(); i++) {
                restarts += frames.get(i)[0] < frames.get(i - 1)[0] ? 1 : 0;
            }
            return restarts >= 2 && frames.get(frames.size() - 1)[0] > 0;
        });
        assertEveryFrameAtOneTime();
        robot.interact(() -> assertThat(b().state()).isEqualTo(RunState.PLAYING));
        long bNow = fx(() -> b().nowNs());
        waitUntil(() -> b().nowNs() != bNow);
    }

    /** The frame log's runs_finished counts the runs that reached their end, once each. */
    @Test
    void aLoopingRunCountsEachFinishedRunOnce(FxRobot robot) throws Exception {
        launch(robot, "duration: 20ms\n", "duration: 20ms\nbql: { mode: off }\n", RunSpeed.FASTEST, true);
        waitUntil(() -> restarts() >= 3);
        robot.interact(() -> {
            // The frames seen so far started again `restarts` times; the run may since have
            // ended once more, before a frame showed it.
            long restarts = restarts();
            assertThat(window.runsFinished()).as("runs finished, beside %d restarts seen", restarts)
                    .isBetween(restarts, restarts + 1);
        });
    }

    /** How many times lane A's time went back to the start between two recorded frames. */
    private long restarts() {
        long restarts = 0;
        for (int i = 1; i < frames.size(); i++) {
            restarts += frames.get(i)[0] < frames.get(i - 1)[0] ? 1 : 0;
        }
        return restarts;
    }

    @Test
    void aKnobTurnedInLaneBLeavesBothLanesAtOneTime(FxRobot robot) throws Exception {
        launch(robot, "duration: 2s\n", "duration: 2s\nbql: { mode: off }\n", RunSpeed.TENTH, false);
        waitUntil(() -> a().nowNs() > 2_000_000L);
        robot.interact(() -> ((CheckBox) window.lanes().knobsB().orElseThrow().lookup("#knob-nic-tso")).fire());
        long turnedAt = fx(() -> a().nowNs());
        waitUntil(() -> a().nowNs() > turnedAt + 5_000_000L);
        assertEveryFrameAtOneTime();
    }

    @Test
    void resetWhilePlayingStartsAFinishedLaneBAgainBesideLaneA(FxRobot robot) throws Exception {
        // Lane B's run is the shorter: it finishes while lane A plays on. Lane A's is long enough
        // not to finish too before the reset, however fast the machine runs it.
        launch(robot, "duration: 60s\n", "duration: 10ms\n", RunSpeed.FASTEST, false);
        waitUntil(() -> b().state() == RunState.FINISHED && a().nowNs() > 20_000_000L);
        robot.interact(() -> robot.lookup("#pipeline").query().requestFocus());
        // Slow enough that lane B's 10 ms take many frames (ten seconds) after the reset.
        robot.interact(() -> speed(robot).setValue(RunSpeed.THOUSANDTH));
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertThat(a().state()).isEqualTo(RunState.PLAYING);
            assertThat(b().state()).as("lane B plays again beside lane A, at %d ns beside %d", b().nowNs(), a().nowNs()).isEqualTo(RunState.PLAYING);
            frames.clear();
        });
        waitUntil(() -> b().nowNs() > 0 && frames.size() > 3);
        assertEveryFrameAtOneTime();
    }

    /** A lesson's "run for": lane A plays to a time, lane B beside it, and both pause there. */
    @Test
    void aTimedRunPlaysLaneBBesideLaneAAndPausesBothAtItsEnd(FxRobot robot) throws Exception {
        launch(robot, "duration: 2s\n", "duration: 2s\nbql: { mode: off }\n", RunSpeed.FASTEST, false);
        robot.interact(() -> {
            a().pause();
            b().pause();
            a().reset();
            frames.clear();
            a().playUntil(5_000_000L);
            assertThat(b().state()).as("lane B plays beside lane A").isEqualTo(RunState.PLAYING);
        });
        waitUntil(() -> a().state() == RunState.PAUSED);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertThat(a().nowNs()).isEqualTo(5_000_000L);
            assertThat(b().state()).isEqualTo(RunState.PAUSED);
            assertThat(b().nowNs()).isEqualTo(5_000_000L);
        });
        assertEveryFrameAtOneTime();
    }

    /** Compare with… while lane A plays: lane B plays beside it from t = 0. */
    @Test
    void laneBOpenedFromTheMenuWhileLaneAPlaysPlaysBesideIt(FxRobot robot) throws Exception {
        Path fileA = Files.writeString(scenarios.resolve("a.yaml"), "name: A\nduration: 60s\n" + FLOWS);
        robot.interact(() -> {
            window.laneA().listen(f -> window.lanes().laneB()
                    .ifPresent(laneB -> frames.add(new long[] {a().nowNs(), laneB.nowNs()})));
            window.launch(new LaunchRequest(fileA, true, RunSpeed.TENTH, false, null, null));
        });
        waitUntil(() -> a().nowNs() > 1_000_000L);
        robot.interact(() -> window.lanes().compare());
        waitUntil(() -> b().nowNs() > 1_000_000L);
        robot.interact(() -> assertThat(b().state()).isEqualTo(RunState.PLAYING));
        assertEveryFrameAtOneTime();
    }
}
