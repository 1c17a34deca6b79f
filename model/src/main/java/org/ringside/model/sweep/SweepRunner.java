package org.ringside.model.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.SummaryFigures;
import org.ringside.model.sweep.SweepPlan.Combination;

/**
 * Runs a sweep's combinations, each its own simulation for its scenario's duration, on a number
 * of threads at once. Simulations share nothing, and the rows are put in the plan's order
 * whatever order the runs finish in, so the table is the same for any number of threads.
 */
public final class SweepRunner {
    private SweepRunner() {
    }

    /** Told of each run as it finishes, from the thread that ran it, in whatever order they finish. */
    @FunctionalInterface
    public interface RowListener {
        /**
         * @param index the combination's place in the plan
         * @param row its run
         * @param finished how many runs are finished, this one included
         */
        void finished(int index, SweepTable.Row row, int finished);
    }

    /**
     * Runs every combination on {@code jobs} threads.
     *
     * @param done told of each run as it finishes
     * @throws InterruptedException when the calling thread is interrupted; the runs are abandoned
     */
    public static SweepTable run(List<SweepAxis> axes, List<Combination> combinations, int jobs, RowListener done)
            throws InterruptedException {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be 1 or more, was " + jobs);
        }
        AtomicInteger finished = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
            Thread t = new Thread(r, "sweep");
            t.setDaemon(true); // an abandoned sweep must not keep the process alive
            return t;
        });
        try {
            List<Future<SweepTable.Row>> futures = new ArrayList<>();
            for (int i = 0; i < combinations.size(); i++) {
                Combination c = combinations.get(i);
                int index = i;
                futures.add(pool.submit(() -> {
                    Scenario s = c.scenario();
                    SweepTable.Row row = new SweepTable.Row(c.values(), s,
                            SummaryFigures.of(HeadlessRun.run(s, s.durationNs()).summary()));
                    done.finished(index, row, finished.incrementAndGet());
                    return row;
                }));
            }
            List<SweepTable.Row> rows = new ArrayList<>();
            for (Future<SweepTable.Row> f : futures) {
                rows.add(get(f));
            }
            return new SweepTable(axes, rows);
        } finally {
            pool.shutdownNow();
        }
    }

    private static SweepTable.Row get(Future<SweepTable.Row> f) throws InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * The names of the figures a run of {@code scenario} has, without running it: a sweep checks
     * the metric it is asked for against them before the first run.
     */
    public static Set<String> figureNames(Scenario scenario) {
        return SummaryFigures.of(HeadlessRun.run(scenario, 0).summary()).keySet();
    }
}
