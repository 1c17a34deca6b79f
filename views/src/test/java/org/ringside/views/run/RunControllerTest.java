package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Scenario;

/**
 * The run controller on a pretend wall clock: either one that stands still while the model runs
 * (a model that costs nothing), or one that moves in proportion to the simulated time processed
 * (a model that costs so many wall nanoseconds per simulated one). No test measures real time.
 */
class RunControllerTest {
    private static final long SECOND = 1_000_000_000L;
    private static final long MS = 1_000_000L;
    private static final long BUDGET = Pacing.DEFAULT_FRAME_BUDGET_NS;
    /** A 60 Hz display's frame period. */
    private static final long FRAME = SECOND / 60;

    private static final Scenario TEN_SECONDS = Scenario.defaults().withDurationNs(10 * SECOND);

    /** A controller whose model costs nothing on the wall clock. */
    private static RunController free(Scenario scenario) {
        return new RunController(scenario, () -> 0L, BUDGET);
    }

    /** A controller whose model costs {@code wallPerSimulatedNs} of wall time per simulated ns. */
    private static RunController costly(Scenario scenario, double wallPerSimulatedNs) {
        AtomicReference<RunController> self = new AtomicReference<>();
        // The clock reads the controller's own simulated time, so it moves exactly as the model works.
        LongSupplier wall = () -> self.get() == null ? 0 : (long) (self.get().nowNs() * wallPerSimulatedNs);
        RunController c = new RunController(scenario, wall, BUDGET);
        self.set(c);
        return c;
    }

    /** Plays {@code frames} frames, one display period apart, starting at {@code from}; returns the next frame time. */
    private static long frames(RunController c, long from, int frames) {
        long t = from;
        for (int i = 0; i < frames; i++) {
            c.frame(t);
            t += FRAME;
        }
        return t;
    }

    /** Frames through exactly one wall second, 61 of them a sixtieth of a second apart, from {@code from}. */
    private static long oneSecond(RunController c, long from) {
        for (int i = 0; i <= 60; i++) {
            c.frame(from + i * SECOND / 60);
        }
        return from + SECOND + FRAME;
    }

    @ParameterizedTest
    @EnumSource(value = RunSpeed.class, names = "FASTEST", mode = EnumSource.Mode.EXCLUDE)
    void oneWallSecondAdvancesTheRunBySpeedTimesOneSecond(RunSpeed speed) {
        RunController c = free(TEN_SECONDS);
        c.setSpeed(speed);
        c.play();
        // Frame times in whole nanoseconds: the remainders must be carried, not lost.
        oneSecond(c, 0);
        assertThat(c.nowNs()).isEqualTo(SECOND / speed.slowdown());
        assertThat(c.state()).isEqualTo(RunState.PLAYING);
        assertThat(c.behind()).isFalse();
    }

    @Test
    void theFirstFrameAfterPlayOnlyNotesTheTime() {
        RunController c = free(TEN_SECONDS);
        c.setSpeed(RunSpeed.REAL_TIME);
        c.play();
        c.frame(5 * SECOND);
        assertThat(c.nowNs()).isZero();
        c.frame(5 * SECOND + 10 * MS);
        assertThat(c.nowNs()).isEqualTo(10 * MS);
    }

    @Test
    void pausedFramesAdvanceNothingAndThePauseIsNotMadeUpAfterwards() {
        RunController c = free(TEN_SECONDS);
        c.setSpeed(RunSpeed.REAL_TIME);
        c.play();
        c.frame(0);
        c.frame(20 * MS);
        c.pause();
        c.frame(40 * MS);
        c.frame(3 * SECOND);
        assertThat(c.nowNs()).isEqualTo(20 * MS);
        c.play();
        c.frame(3 * SECOND + 5 * MS);
        c.frame(3 * SECOND + 15 * MS);
        assertThat(c.nowNs()).isEqualTo(30 * MS);
    }

    @Test
    void aStalledFrameCountsAsATenthOfASecondAtMost() {
        RunController c = free(TEN_SECONDS);
        c.setSpeed(RunSpeed.REAL_TIME);
        c.play();
        c.frame(0);
        c.frame(7 * SECOND);
        assertThat(c.nowNs()).isEqualTo(Pacing.MAX_FRAME_GAP_NS);
    }

    @Test
    void itStopsExactlyAtTheScenariosDurationAndSaysFinished() {
        RunController c = free(Scenario.defaults().withDurationNs(5 * MS));
        c.setSpeed(RunSpeed.FASTEST);
        c.play();
        c.frame(0);
        assertThat(c.nowNs()).isEqualTo(5 * MS);
        assertThat(c.state()).isEqualTo(RunState.FINISHED);

        frames(c, FRAME, 10);
        c.play();
        c.stepSample();
        c.frame(SECOND);
        assertThat(c.nowNs()).isEqualTo(5 * MS);
        assertThat(c.state()).isEqualTo(RunState.FINISHED);
        // The series ends with the sample at the duration.
        TimeSeries s = c.result().series();
        assertThat(s.timeNs(s.size() - 1)).isEqualTo(5 * MS);
        assertThat(c.result().endNs()).isEqualTo(5 * MS);
    }

    @Test
    void aSlowSpeedAlsoStopsAtTheDurationRatherThanPastIt() {
        RunController c = free(Scenario.defaults().withDurationNs(25 * MS));
        c.setSpeed(RunSpeed.TENTH);
        c.play();
        frames(c, 0, 30); // half a second of wall time: 50 ms at a tenth, more than the run
        assertThat(c.nowNs()).isEqualTo(25 * MS);
        assertThat(c.state()).isEqualTo(RunState.FINISHED);
    }

    @ParameterizedTest(name = "{0} wall ns per simulated ns")
    @ValueSource(doubles = {0.001, 0.05, 1, 37, 100, 2000})
    void noFrameSpendsMuchMoreThanItsBudget(double wallPerSimulatedNs) {
        RunController c = costly(TEN_SECONDS, wallPerSimulatedNs);
        c.setSpeed(RunSpeed.FASTEST);
        c.play();
        long t = 0;
        long mostWall = 0;
        int fullFrames = 0;
        for (int i = 0; i < 300 && c.state() == RunState.PLAYING; i++) {
            long before = c.nowNs();
            c.frame(t);
            t += FRAME;
            long wall = (long) ((c.nowNs() - before) * wallPerSimulatedNs);
            mostWall = Math.max(mostWall, wall);
            if (wall >= BUDGET) {
                fullFrames++;
            }
        }
        assertThat(mostWall).as("most wall time one frame spent").isLessThanOrEqualTo(BUDGET + BUDGET / 4);
        if (c.state() == RunState.PLAYING) {
            // Still running after 300 frames: then every frame used its whole budget.
            assertThat(fullFrames).isEqualTo(300);
        } else {
            assertThat(c.nowNs()).isEqualTo(10 * SECOND);
        }
    }

    @Test
    void aModelTooSlowForTheSpeedFallsBehindWithoutOwingTheDifference() {
        // 100 wall ns per simulated ns: real time asks a hundred times what the budget allows.
        RunController c = costly(TEN_SECONDS, 100);
        c.setSpeed(RunSpeed.REAL_TIME);
        c.play();
        long t = frames(c, 0, 200);
        assertThat(c.behind()).isTrue();
        long perFrame = c.nowNs();
        frames(c, t, 1);
        perFrame = c.nowNs() - perFrame;
        assertThat(perFrame * 100).isBetween(BUDGET, BUDGET + BUDGET / 4);

        // At a thousandth of real time the same model keeps up, and no backlog from before
        // makes it race ahead.
        c.setSpeed(RunSpeed.THOUSANDTH);
        long at = c.nowNs();
        oneSecond(c, t + FRAME);
        assertThat(c.behind()).isFalse();
        assertThat(c.nowNs() - at).isEqualTo(SECOND / 1000);
        c.pause();
        assertThat(c.behind()).isFalse();
    }

    @Test
    void resetStartsAgainAtZeroAndUndoBringsTheOldRunBackWhereItStood() {
        RunController c = free(TEN_SECONDS);
        c.setSpeed(RunSpeed.REAL_TIME);
        c.play();
        frames(c, 0, 13);
        long reached = c.nowNs();
        TimeSeries before = c.result().series();
        int rows = before.size();
        assertThat(reached).isEqualTo(12 * FRAME);
        assertThat(c.canUndo()).isFalse();

        c.reset();
        assertThat(c.nowNs()).isZero();
        assertThat(c.result().series()).isNotSameAs(before);
        assertThat(c.result().series().size()).isZero();
        assertThat(c.state()).as("a playing run keeps playing").isEqualTo(RunState.PLAYING);
        assertThat(c.canUndo()).isTrue();
        frames(c, 0, 3);
        assertThat(c.nowNs()).isEqualTo(2 * FRAME);

        assertThat(c.undo()).isTrue();
        assertThat(c.nowNs()).isEqualTo(reached);
        assertThat(c.result().series()).isSameAs(before);
        assertThat(before.size()).isEqualTo(rows);
        assertThat(c.canUndo()).isFalse();
        assertThat(c.undo()).isFalse();
        assertThat(c.nowNs()).isEqualTo(reached);
        // And the old run goes on from where it stood, not from where the clock went meanwhile.
        frames(c, 10 * SECOND, 2);
        assertThat(c.nowNs()).isEqualTo(reached + FRAME);
    }

    @Test
    void aResetAfterTheEndWaitsAtZeroAndItsUndoIsFinishedAgain() {
        RunController c = free(Scenario.defaults().withDurationNs(3 * MS));
        c.setSpeed(RunSpeed.FASTEST);
        c.play();
        c.frame(0);
        assertThat(c.state()).isEqualTo(RunState.FINISHED);
        c.reset();
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
        assertThat(c.nowNs()).isZero();
        c.undo();
        assertThat(c.state()).isEqualTo(RunState.FINISHED);
        assertThat(c.nowNs()).isEqualTo(3 * MS);
    }

    @Test
    void loadingAnotherScenarioIsUndoneLikeAReset() {
        RunController c = free(TEN_SECONDS);
        c.stepSample();
        Scenario other = Scenario.defaults().withName("other").withDurationNs(SECOND);
        c.load(other);
        assertThat(c.scenario()).isEqualTo(other);
        assertThat(c.result().scenario().name()).isEqualTo("other");
        assertThat(c.endNs()).isEqualTo(SECOND);
        assertThat(c.nowNs()).isZero();
        c.undo();
        assertThat(c.scenario()).isEqualTo(TEN_SECONDS);
        assertThat(c.nowNs()).isEqualTo(TEN_SECONDS.sampleIntervalNs());
    }

    @Test
    void stepPausesAndAdvancesToTheNextSampleTimeGainingOnePoint() {
        long interval = TEN_SECONDS.sampleIntervalNs();
        RunController c = free(TEN_SECONDS);
        c.stepSample();
        assertThat(c.nowNs()).isEqualTo(interval);
        assertThat(c.result().series().size()).isEqualTo(2);

        // From between two sample times, to the next one.
        c.setSpeed(RunSpeed.REAL_TIME);
        c.play();
        c.frame(0);
        c.frame(interval / 3);
        assertThat(c.nowNs()).isEqualTo(interval + interval / 3);
        c.stepSample();
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
        assertThat(c.nowNs()).isEqualTo(2 * interval);
        assertThat(c.result().series().size()).isEqualTo(3);
        c.stepSample();
        assertThat(c.nowNs()).isEqualTo(3 * interval);
        assertThat(c.result().series().size()).isEqualTo(4);
    }

    @Test
    void stepStopsAtTheDurationToo() {
        RunController c = free(Scenario.defaults().withDurationNs(250_000L));
        c.stepSample();
        c.stepSample();
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
        c.stepSample();
        assertThat(c.nowNs()).isEqualTo(250_000L);
        assertThat(c.state()).isEqualTo(RunState.FINISHED);
    }

    @Test
    void togglePlayAlternates() {
        RunController c = free(TEN_SECONDS);
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
        c.togglePlay();
        assertThat(c.state()).isEqualTo(RunState.PLAYING);
        c.togglePlay();
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
    }

    @Test
    void speedsGoFromSlowestToFastestAndStopAtBothEnds() {
        assertThat(RunSpeed.values()[0]).isEqualTo(RunSpeed.MICROSECOND_PER_SECOND);
        assertThat(RunSpeed.MICROSECOND_PER_SECOND.slower()).isEqualTo(RunSpeed.MICROSECOND_PER_SECOND);
        assertThat(RunSpeed.MICROSECOND_PER_SECOND).hasToString("1 µs per second");
        assertThat(RunSpeed.THOUSANDTH.faster()).isEqualTo(RunSpeed.HUNDREDTH);
        for (RunSpeed s = RunSpeed.MICROSECOND_PER_SECOND; s != RunSpeed.REAL_TIME; s = s.faster()) {
            assertThat(s.slowdown()).as("steps of ten").isEqualTo(10 * s.faster().slowdown());
        }
        assertThat(RunSpeed.REAL_TIME.faster()).isEqualTo(RunSpeed.FASTEST);
        assertThat(RunSpeed.FASTEST.faster()).isEqualTo(RunSpeed.FASTEST);
        assertThat(RunSpeed.FASTEST.unlimited()).isTrue();
        assertThat(RunSpeed.HUNDREDTH).hasToString("1/100 of real time");
    }

    @Test
    void aFrameBudgetMustBePositive() {
        assertThatThrownBy(() -> new RunController(TEN_SECONDS, () -> 0L, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("frame budget");
    }
    @Test
    void playUntilPausesExactlyAtTheTimeAtAnySpeed() {
        for (RunSpeed speed : new RunSpeed[] {RunSpeed.TENTH, RunSpeed.FASTEST}) {
            RunController c = free(TEN_SECONDS);
            c.setSpeed(speed);
            c.playUntil(3 * MS);
            assertThat(c.stopAtNs()).contains(3 * MS);
            long t = 0;
            for (int i = 0; i < 10_000 && c.state() == RunState.PLAYING; i++) {
                c.frame(t);
                t += FRAME;
            }
            assertThat(c.state()).as(speed.toString()).isEqualTo(RunState.PAUSED);
            assertThat(c.nowNs()).as(speed.toString()).isEqualTo(3 * MS);
            assertThat(c.stopAtNs()).isEmpty();
        }
    }

    @Test
    void aPauseOrAResetForgetsTheStopAndATimeAlreadyPassedOnlyPauses() {
        RunController c = free(TEN_SECONDS);
        c.playUntil(5 * MS);
        c.pause();
        assertThat(c.stopAtNs()).isEmpty();
        c.playUntil(5 * MS);
        c.reset();
        assertThat(c.stopAtNs()).isEmpty();
        assertThat(c.state()).isEqualTo(RunState.PLAYING);

        c.stepSample();
        long now = c.nowNs();
        c.play();
        c.playUntil(now);
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
        assertThat(c.stopAtNs()).isEmpty();
    }

    @Test
    void theSummaryIsTheCurrentRunsSoFar() {
        RunController c = free(TEN_SECONDS);
        assertThat(c.summary().durationNs()).isZero();
        c.stepSample();
        assertThat(c.summary().durationNs()).isEqualTo(c.nowNs()).isPositive();
        assertThat(c.summary().frames()).isEqualTo(c.snapshot().totals().frames());
    }
}
