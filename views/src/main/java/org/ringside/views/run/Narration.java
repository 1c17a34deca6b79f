package org.ringside.views.run;

import org.ringside.model.sim.Simulation;

/**
 * How a frame of play is told: while a frame holds at most
 * {@link #NARRATED_EVENTS_PER_FRAME} events each is taken with
 * {@link Simulation#step()} and its sentence goes to the step listeners; a busier frame runs the
 * rest without sentences, and the silent-run listeners hear how many went by. The frames after a
 * busy one run silently until one is quiet again.
 *
 * <p>A frame may reach its time in several slices (the {@link FrameHub} moves every lane to
 * the same time slice by slice): it {@linkplain #frameStarts starts}, {@linkplain #advanceTo
 * advances} once per slice and {@linkplain #frameEnds ends}, and is told as one.
 */
final class Narration {
    /** The most events one frame tells step by step; more than a person can read in a frame anyway. */
    static final int NARRATED_EVENTS_PER_FRAME = 200;
    private static final long NOT_SILENT = Long.MIN_VALUE;

    private final RunListeners listeners;
    /** Whether this frame takes its events one by one, as the last frame had few enough. */
    private boolean narrate = true;
    private long eventsAtStart;
    private int told;
    /** Where this frame's events began to run without sentences, or {@link #NOT_SILENT}. */
    private long silentFromNs = NOT_SILENT;
    private long silentEventsAtStart;

    Narration(RunListeners listeners) {
        this.listeners = listeners;
    }

    /** The next frame tries step by step again: a new run, or a slower speed, may fit. */
    void again() {
        narrate = true;
    }

    /** A frame of {@code sim} begins: nothing told yet. */
    void frameStarts(Simulation sim) {
        eventsAtStart = sim.eventsProcessed();
        told = 0;
        silentFromNs = NOT_SILENT;
    }

    /**
     * Runs {@code sim} to exactly {@code atNs} (not at all if it is there already), telling each
     * event while the frame may still tell them; {@code unlimited} is never narrated.
     */
    void advanceTo(Simulation sim, long atNs, boolean unlimited) {
        if (atNs <= sim.now()) {
            return;
        }
        if (narrate && !unlimited) {
            for (; told < NARRATED_EVENTS_PER_FRAME && sim.nextEventNs() <= atNs; told++) {
                listeners.step(sim.step());
            }
        }
        if (silentFromNs == NOT_SILENT && sim.nextEventNs() <= atNs) {
            silentFromNs = sim.now();
            silentEventsAtStart = sim.eventsProcessed();
        }
        sim.runUntil(atNs); // events left are run silently; else only the clock and the samples move
    }

    /** The frame is over: the events run without sentences are told as one, and the next frame's way is set. */
    void frameEnds(Simulation sim) {
        if (silentFromNs != NOT_SILENT) {
            long ran = sim.eventsProcessed() - silentEventsAtStart;
            if (ran > 0) {
                listeners.silentRun(new SilentRun(ran, silentFromNs, sim.now(), SilentRun.Cause.TOO_FAST));
            }
        }
        narrate = sim.eventsProcessed() - eventsAtStart <= NARRATED_EVENTS_PER_FRAME;
    }
}
