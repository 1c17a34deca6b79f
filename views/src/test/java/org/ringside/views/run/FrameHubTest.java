package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The one clock: a pulse advances each lane's run once and every view of it sees one frame. */
@ExtendWith(ApplicationExtension.class)
class FrameHubTest {
    private static final long MS = 1_000_000L;

    private FrameHub hub;
    private RunBar bar;

    @Start
    void start(Stage stage) {
        hub = new FrameHub();
        bar = new RunBar(new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS));
        stage.setScene(new Scene(bar, 1400, 80));
        stage.show();
    }

    /** A view that keeps every frame it is shown, with the run's time as it saw it. */
    private record Recorder(RunController run, List<Frame> frames, List<Long> nowNs) implements FrameListener {
        Recorder(RunController run) {
            this(run, new ArrayList<>(), new ArrayList<>());
        }

        @Override
        public void onFrame(Frame frame) {
            frames.add(frame);
            nowNs.add(run.nowNs());
        }
    }

    @Test
    void aPulseAdvancesTheRunOnceAndEveryViewSeesTheSameFrame(FxRobot robot) {
        RunController run = bar.controller();
        Recorder first = new Recorder(run);
        Recorder second = new Recorder(run);
        Recorder third = new Recorder(run);
        robot.interact(() -> {
            hub.lane(run).listen(first).listen(bar).listen(second).listen(third);
            run.setSpeed(RunSpeed.REAL_TIME);
            run.play();
            hub.pulse(0);
            hub.pulse(MS);
        });

        // Three views, one millisecond of wall time: the run moved one millisecond, not three.
        assertThat(run.nowNs()).isEqualTo(MS);
        assertThat(first.nowNs()).containsExactly(0L, MS);
        for (int i = 0; i < 2; i++) {
            assertThat(second.frames().get(i)).isSameAs(first.frames().get(i));
            assertThat(third.frames().get(i)).isSameAs(first.frames().get(i));
        }
        Frame last = first.frames().get(1);
        assertThat(last.pulseNs()).isEqualTo(MS);
        assertThat(last.snapshot()).isSameAs(run.snapshot());
        assertThat(last.snapshot().timeNs()).isEqualTo(MS);
        assertThat(last.result().endNs()).isEqualTo(MS);
        assertThat(robot.lookup("#run-time").queryAs(Label.class).getText()).isEqualTo("t = 0.001 000 000 s of 1 s");
    }

    @Test
    void aPausedRunsFramesKeepComingWithTheSameSnapshot(FxRobot robot) {
        RunController run = bar.controller();
        Recorder view = new Recorder(run);
        robot.interact(() -> {
            hub.lane(run).listen(view);
            hub.pulse(0);
            hub.pulse(16 * MS);
        });
        assertThat(view.frames()).extracting(Frame::pulseNs).containsExactly(0L, 16 * MS);
        assertThat(view.frames().get(1).snapshot()).isSameAs(view.frames().get(0).snapshot());
        assertThat(run.nowNs()).isZero();
    }

    @Test
    void twoLanesAdvanceTheirOwnRunsAndShowThemToTheirOwnViews(FxRobot robot) {
        RunController a = bar.controller();
        RunController b = new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        Recorder viewA = new Recorder(a);
        Recorder viewB = new Recorder(b);
        robot.interact(() -> {
            hub.lane(a).listen(viewA);
            hub.lane(b).listen(viewB);
            a.setSpeed(RunSpeed.REAL_TIME);
            a.play();
            hub.pulse(0);
            hub.pulse(2 * MS);
        });
        assertThat(a.nowNs()).isEqualTo(2 * MS);
        assertThat(b.nowNs()).as("lane B stayed paused").isZero();
        assertThat(viewA.frames().get(1).snapshot()).isSameAs(a.snapshot());
        assertThat(viewB.frames().get(1).snapshot()).isSameAs(b.snapshot()).isNotSameAs(a.snapshot());
    }

    @Test
    void twoLanesMoveTogetherWithinOneBudgetAndARemovedLaneStops(FxRobot robot) {
        // A wall clock that moves a millisecond each time the hub reads it: a slice costs 1 ms.
        long[] reads = {0};
        RunController a = new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        RunController b = new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        FrameHub shared = new FrameHub(() -> ++reads[0] * MS, 8 * MS);
        robot.interact(() -> {
            shared.lane(a);
            FrameHub.Lane laneB = shared.lane(b);
            for (RunController c : List.of(a, b)) {
                c.setSpeed(RunSpeed.FASTEST);
                c.play();
            }
            shared.pulse(0);
            // One read to start, one after each slice of both runs: 8 ms spent, both at one time.
            assertThat(reads[0]).isEqualTo(9);
            assertThat(a.nowNs()).isPositive().isEqualTo(b.nowNs());
            shared.remove(laneB);
            long bWas = b.nowNs();
            shared.pulse(MS);
            assertThat(reads[0]).as("A alone spends the whole 8 ms").isEqualTo(9 + 9);
            assertThat(b.nowNs()).as("B no longer runs").isEqualTo(bWas);
            assertThat(a.nowNs()).isGreaterThan(bWas);
        });
    }

    @Test
    void lanesOfUnequalCostShowOneTimeAtEveryFrame(FxRobot robot) {
        // B's scenario has fifty times A's streams; the budget runs out mid-way every frame.
        long[] reads = {0};
        Scenario busy = Scenario.defaults().withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP).withCount(50)));
        RunController a = new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        RunController b = new RunController(busy, () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        FrameHub shared = new FrameHub(() -> ++reads[0] * MS, 8 * MS);
        List<long[]> shown = new ArrayList<>();
        robot.interact(() -> {
            shared.lane(b);
            shared.lane(a).listen(f -> shown.add(new long[] {a.nowNs(), b.nowNs()}));
            for (RunController c : List.of(a, b)) {
                c.setSpeed(RunSpeed.REAL_TIME);
                c.play();
            }
            for (int i = 0; i <= 30; i++) {
                shared.pulse(i * 10 * MS);
            }
        });
        assertThat(a.nowNs()).isPositive();
        for (long[] f : shown) {
            assertThat(f[1]).as("B's time beside A's %d ns", f[0]).isEqualTo(f[0]);
        }
    }

    @Test
    void aRunAheadWaitsForTheOtherToCatchUp(FxRobot robot) {
        RunController a = new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        RunController b = new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        FrameHub shared = new FrameHub(() -> 0L, 8 * MS);
        robot.interact(() -> {
            shared.lane(a);
            shared.lane(b);
            a.stepSample();
            long ahead = a.nowNs();
            for (RunController c : List.of(a, b)) {
                c.setSpeed(RunSpeed.REAL_TIME);
                c.play();
            }
            shared.pulse(0);
            shared.pulse(ahead / 2);
            assertThat(a.nowNs()).as("A waits").isEqualTo(ahead);
            assertThat(b.nowNs()).isEqualTo(ahead / 2);
            shared.pulse(2 * ahead);
            assertThat(b.nowNs()).isEqualTo(a.nowNs()).isGreaterThan(ahead);
        });
    }

    @Test
    void stopPausesEveryRunAndItsViewsSeeThePause(FxRobot robot) {
        RunController run = bar.controller();
        robot.interact(() -> {
            hub.lane(run).listen(bar);
            run.setSpeed(RunSpeed.REAL_TIME);
            run.play();
            hub.pulse(0);
            hub.stop();
        });
        assertThat(run.state()).isEqualTo(RunState.PAUSED);
        assertThat(bar.runStateProperty().get()).isEqualTo(RunState.PAUSED);
    }
}
