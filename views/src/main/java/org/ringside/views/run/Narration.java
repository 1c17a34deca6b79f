package org.ringside.views.run;

import org.ringside.model.sim.Simulation;

/**
 * How a frame of play is told: while a frame holds at most
 * {@link #NARRATED_EVENTS_PER_FRAME} events each is taken with
 * {@link Simulation#step()} and its sentence goes to the step listeners; a busier frame runs the
 * rest within the {@link Pacing}'s budget without sentences, and the silent-run listeners hear
 * how many went by. The frames after a busy one run silently until one is quiet again.
 */
final class Narration {
    /** The most events one frame tells step by step; more than a person can read in a frame anyway. */
    static final int NARRATED_EVENTS_PER_FRAME = 200;

    private final Pacing pacing;
    private final RunListeners listeners;
    /** Whether the next frame takes its events one by one, as the last frame had few enough. */
    private boolean narrate = true;

    Narration(Pacing pacing, RunListeners listeners) {
        this.pacing = pacing;
        this.listeners = listeners;
    }

    /** The next frame tries step by step again: a new run, or a slower speed, may fit. */
    void again() {
        narrate = true;
    }

    /**
     * Advances {@code sim} towards {@code targetNs} for one frame, spending at most about
     * {@code budgetNs} of wall time; {@code unlimited} is never narrated.
     */
    void advance(Simulation sim, long targetNs, boolean unlimited, long budgetNs) {
        if (narrate && !unlimited) {
            for (int i = 0; i < NARRATED_EVENTS_PER_FRAME && sim.nextEventNs() <= targetNs; i++) {
                listeners.step(sim.step());
            }
            if (sim.nextEventNs() > targetNs) {
                sim.runUntil(targetNs); // no event left before it: only the clock and the samples move
                return;
            }
            narrate = false;
            runSilently(sim, targetNs, budgetNs);
        } else {
            narrate = runSilently(sim, targetNs, budgetNs) <= NARRATED_EVENTS_PER_FRAME;
        }
    }

    /** Runs towards the target within the budget and tells how many events went by; returns that count. */
    private long runSilently(Simulation sim, long targetNs, long budgetNs) {
        long events = sim.eventsProcessed();
        long from = sim.now();
        pacing.runToward(sim, targetNs, budgetNs);
        long ran = sim.eventsProcessed() - events;
        if (ran > 0) {
            listeners.silentRun(new SilentRun(ran, from, sim.now(), SilentRun.Cause.TOO_FAST));
        }
        return ran;
    }
}
