package org.ringside.model.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The sweep benchmark runs the example of docs/sweeps.md and adds its frames up (no timing here). */
class SweepBenchTest {
    @Test
    void tenRunsOfTheHundredStreamScenarioTheirFramesAddedUp() throws Exception {
        SweepPlan plan = SweepBench.plan(2_000_000L);
        assertThat(plan.count()).isEqualTo(10);
        assertThat(plan.base().flows().get(0).count()).isEqualTo(100);
        SweepBench.Figure f = SweepBench.measure(plan, 2);
        // 1 Gbit/s with 1538 wire bytes a frame: at most 163 frames in 2 ms, ten times.
        assertThat(f.frames()).isBetween(1000L, 1630L);
        assertThat(f.runs()).isEqualTo(10);
        assertThat(SweepBench.describe(f, f)).startsWith("sweep, 10 runs of 2 ms").contains("2 jobs");
    }
}
