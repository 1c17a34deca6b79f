package org.ringside.views.run;

import java.util.ArrayDeque;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.StepResult;

/**
 * One step to the next change of a BQL limit: events one by one until one changes the limit of
 * any transmit queue (each has its own), the run reaches its end, or
 * {@link #LIMIT_SEARCH_MAX_EVENTS} have gone by. The
 * listeners hear of the last {@link #PUBLISHED_STEPS_MAX} steps; one silent run
 * stands for any before them.
 */
final class LimitSearch {
    /** The most steps one command hands to the step listeners; an event log keeps no more. */
    static final int PUBLISHED_STEPS_MAX = 2_000;
    /**
     * The most events one search processes. Each builds its sentence (a few microseconds), so
     * the window waits half a second at most even on a slow, busy machine; a settled limit may
     * hold for a whole hold time, and a press of the key again goes on.
     */
    static final long LIMIT_SEARCH_MAX_EVENTS = 50_000;

    private LimitSearch() {
    }

    /** Runs {@code sim}, which stops at {@code endNs}, to the next limit change and tells {@code listeners}. */
    static LimitStep run(Simulation sim, long endNs, RunListeners listeners) {
        long[] before = limits(sim);
        long fromNs = sim.now();
        ArrayDeque<StepResult> last = new ArrayDeque<>();
        long events = 0;
        int changed = -1;
        LimitStep.Outcome outcome;
        while (true) {
            if (sim.nextEventNs() > endNs) {
                sim.runUntil(endNs);
                outcome = LimitStep.Outcome.END_OF_RUN;
                break;
            }
            if (last.size() == PUBLISHED_STEPS_MAX) {
                last.removeFirst();
            }
            last.addLast(sim.step());
            events++;
            changed = changedQueue(sim, before);
            if (changed >= 0) {
                outcome = LimitStep.Outcome.LIMIT_CHANGED;
                break;
            }
            if (events == LIMIT_SEARCH_MAX_EVENTS) {
                outcome = LimitStep.Outcome.EVENT_CAP;
                break;
            }
        }
        long unpublished = events - last.size();
        if (unpublished > 0) {
            // The first published step's time is where the unnarrated ones ended.
            listeners.silentRun(new SilentRun(unpublished, fromNs, last.getFirst().timeNs(), SilentRun.Cause.TOO_MANY));
        }
        last.forEach(listeners::step);
        if (changed >= 0) {
            return new LimitStep(outcome, events, changed, before.length, before[changed], sim.bqlLimit(changed));
        }
        return LimitStep.unchanged(outcome, events, before.length, sim.bqlLimit(0));
    }

    /** Every queue's BQL limit now, tx-0 first. */
    private static long[] limits(Simulation sim) {
        long[] limits = new long[sim.txQueues()];
        for (int q = 0; q < limits.length; q++) {
            limits[q] = sim.bqlLimit(q);
        }
        return limits;
    }

    /** The first queue whose limit differs from {@code before} (one event completes on one queue), or -1. */
    private static int changedQueue(Simulation sim, long[] before) {
        for (int q = 0; q < before.length; q++) {
            if (sim.bqlLimit(q) != before[q]) {
                return q;
            }
        }
        return -1;
    }
}
