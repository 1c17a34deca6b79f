package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
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
    void twoLanesShareOnePulsesBudgetAndOneLaneGetsItBackWhenTheOtherGoes(FxRobot robot) {
        // A wall clock that moves a millisecond each time it is read: a slice costs 1 ms.
        long[] reads = new long[2];
        RunController a = new RunController(Scenario.defaults(), () -> ++reads[0] * MS, Pacing.DEFAULT_FRAME_BUDGET_NS);
        RunController b = new RunController(Scenario.defaults(), () -> ++reads[1] * MS, Pacing.DEFAULT_FRAME_BUDGET_NS);
        FrameHub shared = new FrameHub(8 * MS);
        robot.interact(() -> {
            shared.lane(a);
            FrameHub.Lane laneB = shared.lane(b);
            for (RunController c : List.of(a, b)) {
                c.setSpeed(RunSpeed.FASTEST);
                c.play();
            }
            shared.pulse(0);
            assertThat(shared.laneBudgetNs()).isEqualTo(4 * MS);
            // Each run stopped once its 4 ms were spent: one read to start, one after each slice.
            assertThat(reads).containsExactly(5, 5);
            shared.remove(laneB);
            shared.pulse(MS);
        });
        assertThat(shared.laneBudgetNs()).isEqualTo(8 * MS);
        assertThat(reads).as("A alone spends the whole 8 ms; B no longer runs").containsExactly(5 + 9, 5);
    }

    @Test
    void aRunThatFallsBehindHoldsTheOtherBackSoBothStayAtOneTime(FxRobot robot) {
        long[] slowClock = {0};
        // A's slices cost a millisecond each on its clock; B's cost nothing.
        RunController a = new RunController(Scenario.defaults(), () -> ++slowClock[0] * MS, Pacing.DEFAULT_FRAME_BUDGET_NS);
        RunController b = new RunController(Scenario.defaults(), () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        FrameHub shared = new FrameHub(8 * MS);
        robot.interact(() -> {
            shared.lane(b);
            shared.lane(a);
            for (RunController c : List.of(a, b)) {
                c.setSpeed(RunSpeed.REAL_TIME);
                c.play();
            }
            for (int i = 0; i <= 30; i++) {
                shared.pulse(i * 10 * MS);
                // Before A first fell behind B took its first frame; from then on it waits for A.
                assertThat(b.nowNs()).as("B no further than its first frame ahead of A")
                        .isLessThanOrEqualTo(Math.max(a.nowNs(), 10 * MS));
            }
        });
        assertThat(a.behind()).isTrue();
        // Past B's first frame, so that B has had to wait for A and catch up with it, yet far
        // behind the clock's 300 ms: A fell behind and B stayed with it.
        assertThat(a.nowNs()).isGreaterThan(10 * MS).isLessThan(300 * MS);
        assertThat(b.nowNs()).as("B keeps up with A, not with the clock").isEqualTo(a.nowNs());
        assertThat(b.behind()).isFalse();
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
