package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Simulation;

/** Wall time into simulated time, on a made-up wall clock: no test sleeps or measures real time. */
class PacingTest {
    private static final long MS = 1_000_000L;
    private static final long BUDGET = Pacing.DEFAULT_FRAME_BUDGET_NS;

    /** A wall clock that moves only when a test moves it. */
    private static final class FakeClock {
        long ns;
        long stepPerRead;

        long read() {
            ns += stepPerRead;
            return ns;
        }
    }

    private final FakeClock clock = new FakeClock();
    private final Pacing pacing = new Pacing(clock::read, BUDGET);

    @Test
    void theFirstFrameAfterARestartOnlyNotesItsTime() {
        pacing.restart(5 * MS);
        assertThat(pacing.target(1_000 * MS, 5 * MS, RunSpeed.REAL_TIME, Long.MAX_VALUE)).isEqualTo(5 * MS);
        assertThat(pacing.target(1_016 * MS, 5 * MS, RunSpeed.REAL_TIME, Long.MAX_VALUE)).isEqualTo(21 * MS);
    }

    @Test
    void aSlowerSpeedKeepsTheWallTimeItCouldNotYetTurnIntoSimulatedTime() {
        pacing.restart(0);
        pacing.target(0, 0, RunSpeed.MICROSECOND_PER_SECOND, Long.MAX_VALUE);
        // 1 µs per second is a slowdown of 1,000,000: 16.6 ms of wall time make 16 ns, 0.6 ms is kept.
        assertThat(pacing.target(16_600_000, 0, RunSpeed.MICROSECOND_PER_SECOND, Long.MAX_VALUE)).isEqualTo(16);
        // The kept 0.6 ms and 0.4 ms more make one more nanosecond.
        assertThat(pacing.target(17_000_000, 16, RunSpeed.MICROSECOND_PER_SECOND, Long.MAX_VALUE)).isEqualTo(17);
    }

    @Test
    void aStallCountsForAtMostTheLongestGap() {
        pacing.restart(0);
        pacing.target(0, 0, RunSpeed.REAL_TIME, Long.MAX_VALUE);
        assertThat(pacing.target(5_000 * MS, 0, RunSpeed.REAL_TIME, Long.MAX_VALUE)).isEqualTo(Pacing.MAX_FRAME_GAP_NS);
    }

    @Test
    void theTargetStopsAtTheLimitAndAnUnlimitedSpeedGoesStraightThere() {
        pacing.restart(0);
        pacing.target(0, 0, RunSpeed.REAL_TIME, 3 * MS);
        assertThat(pacing.target(16 * MS, 0, RunSpeed.REAL_TIME, 3 * MS)).isEqualTo(3 * MS);
        assertThat(pacing.target(32 * MS, 0, RunSpeed.FASTEST, 7 * MS)).isEqualTo(7 * MS);
    }

    @Test
    void timeFallenBehindIsDroppedNotOwed() {
        pacing.restart(0);
        pacing.target(0, 0, RunSpeed.REAL_TIME, Long.MAX_VALUE);
        assertThat(pacing.target(16 * MS, 0, RunSpeed.REAL_TIME, Long.MAX_VALUE)).isEqualTo(16 * MS);
        // The model reached only 4 ms of the 16 due.
        pacing.reached(4 * MS);
        assertThat(pacing.target(32 * MS, 4 * MS, RunSpeed.REAL_TIME, Long.MAX_VALUE)).isEqualTo(20 * MS);
    }

    @Test
    void aFrameStopsAfterTheSliceThatSpentItsBudget() {
        Simulation sim = new Simulation(Scenario.defaults());
        // Every reading of the clock finds a tenth of the budget gone: ten slices fill a frame.
        clock.stepPerRead = BUDGET / 10;
        long reached = pacing.runToward(sim.now(), Scenario.defaults().durationNs(), BUDGET, sim::runUntil);
        assertThat(sim.now()).isPositive().isLessThan(Scenario.defaults().durationNs()).isEqualTo(reached);
        assertThat(clock.ns).isEqualTo(11 * (BUDGET / 10)); // the start and ten slices
    }

    @Test
    void slicesGrowWhileTheyAreCheapAndShrinkWhenTheyCost() {
        Simulation sim = new Simulation(Scenario.defaults());
        assertThat(pacing.sliceNs()).isEqualTo(Pacing.FIRST_SLICE_NS);
        pacing.runToward(sim.now(), 64 * Pacing.FIRST_SLICE_NS, BUDGET, sim::runUntil); // a clock that stands still: every slice is cheap
        assertThat(pacing.sliceNs()).isGreaterThan(Pacing.FIRST_SLICE_NS);
        long grown = pacing.sliceNs();
        // One slice that costs a whole budget: halved, and the frame is over.
        clock.stepPerRead = BUDGET;
        pacing.runToward(sim.now(), sim.now() + 100 * grown, BUDGET, sim::runUntil);
        assertThat(pacing.sliceNs()).isEqualTo(grown / 2);
        pacing.newRun();
        assertThat(pacing.sliceNs()).isEqualTo(Pacing.FIRST_SLICE_NS);
    }

    @Test
    void aBudgetMustBePositive() {
        assertThatThrownBy(() -> new Pacing(() -> 0L, 0)).hasMessage("frame budget must be positive, was 0 ns");
    }
}
