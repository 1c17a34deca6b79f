package org.ringside.model.sweep;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;
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
        SweepTable.Row[] rows = new SweepTable.Row[combinations.size()];
        runEach(combinations.size(), combinations::get, jobs, (index, row, finished) -> {
            rows[index] = row;
            done.finished(index, row, finished);
        });
        return new SweepTable(axes, List.of(rows));
    }

    /**
     * Runs {@code count} combinations on {@code jobs} threads, keeping no row: each goes to
     * {@code done}, and a combination is made only when its run starts, so memory holds the runs
     * in flight (at most twice {@code jobs}) and not those done or still to come.
     *
     * @param combination the combination at a place in the plan ({@link SweepPlan#combination})
     * @param done told of each run as it finishes
     * @throws InterruptedException when the calling thread is interrupted; the runs are abandoned
     */
    public static void runEach(int count, IntFunction<Combination> combination, int jobs, RowListener done)
            throws InterruptedException {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be 1 or more, was " + jobs);
        }
        AtomicInteger finished = new AtomicInteger();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        int inFlight = 2 * jobs;
        Semaphore room = new Semaphore(inFlight);
        ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
            Thread t = new Thread(r, "sweep");
            t.setDaemon(true); // an abandoned sweep must not keep the process alive
            return t;
        });
        try {
            for (int i = 0; i < count && failed.get() == null; i++) {
                room.acquire();
                int index = i;
                pool.execute(() -> {
                    try {
                        Combination c = combination.apply(index);
                        Scenario s = c.scenario();
                        SweepTable.Row row = new SweepTable.Row(c.values(), s,
                                SummaryFigures.of(HeadlessRun.run(s, s.durationNs()).summary()));
                        done.finished(index, row, finished.incrementAndGet());
                    } catch (RuntimeException | Error e) {
                        failed.compareAndSet(null, e);
                    } finally {
                        room.release();
                    }
                });
            }
            room.acquire(inFlight); // every run started has finished
        } finally {
            pool.shutdownNow();
        }
        Throwable t = failed.get();
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
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
