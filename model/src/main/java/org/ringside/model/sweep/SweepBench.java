package org.ringside.model.sweep;

import java.util.List;
import java.util.Locale;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Bench;

/**
 * A sweep's speed: the first example of docs/sweeps.md (ring sizes 64 to 1024 doubling, BQL auto and
 * off) on the benchmark's 100-stream scenario, ten runs, once on one thread and once on
 * several, so the figures say what running them at once gains on this machine.
 */
public final class SweepBench {
    private SweepBench() {
    }

    /**
     * What one sweep measured.
     *
     * @param runs combinations run
     * @param jobs threads
     * @param simulatedNs simulated time of each run
     * @param frames frames on the wire over all runs
     * @param wallNs wall-clock time of the whole sweep
     */
    public record Figure(int runs, int jobs, long simulatedNs, long frames, long wallNs) {
        /** Simulated packets per wall second, over all runs. */
        public double packetsPerWallSecond() {
            return frames / (wallNs / 1e9);
        }
    }

    /** The sweep measured: ten combinations of the 100-stream scenario, each {@code simulatedNs} long. */
    public static SweepPlan plan(long simulatedNs) {
        Scenario base = Bench.hundredStreams().withDurationNs(simulatedNs);
        return new SweepPlan(base, List.of(SweepAxis.parse("nic.ring_size=64..1024*2", base, 100),
                SweepAxis.parse("bql.mode=auto,off", base, 100)));
    }

    /** Runs the sweep on {@code jobs} threads and times it. */
    public static Figure measure(SweepPlan plan, int jobs) throws InterruptedException {
        List<SweepPlan.Combination> combinations = plan.combinations();
        long start = System.nanoTime();
        SweepTable table = SweepRunner.run(plan.axes(), combinations, jobs, (i, r, n) -> { });
        long wall = System.nanoTime() - start;
        long frames = 0;
        for (SweepTable.Row r : table.rows()) {
            frames += Math.round(r.figures().get("frames"));
        }
        return new Figure(combinations.size(), jobs, plan.base().durationNs(), frames, wall);
    }

    /** One line: {@code sweep, 10 runs of 500 ms: 1 job 3.10 s, 2 jobs 1.70 s (1.82 times as fast), ...}. */
    public static String describe(Figure one, Figure many) {
        return String.format(Locale.ROOT, "sweep, %d runs of %.0f ms (100 streams + RR, ring 64 to 1024 × BQL auto, off):"
                + " 1 job %.2f s, %d jobs %.2f s (%.2f times as fast), %.0f packets/wall s", one.runs(),
                one.simulatedNs() / 1e6, one.wallNs() / 1e9, many.jobs(), many.wallNs() / 1e9,
                (double) one.wallNs() / many.wallNs(), many.packetsPerWallSecond());
    }
}
