package org.ringside.views.run;

import java.util.Objects;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * Turns wall time into simulated time for a run played in front of people: how far the run
 * should be at each animation frame (the chosen {@link RunSpeed} times the wall time since the
 * last frame), and how much wall time a frame may spend getting there (the frame budget), so a
 * window that runs the model on its own UI thread never freezes.
 *
 * <p>The model runs in slices whose simulated length adapts to what the last slice cost on the
 * wall clock: a scenario that makes millions of events per simulated millisecond gets short
 * slices, an idle one long slices. A frame stops after the slice that used up its budget, so it
 * overshoots by at most about a quarter of the budget. The wall clock is injected, so all of it is
 * tested on a made-up clock.
 *
 * <p>A run controller has one for its run's clock; a {@link FrameHub} has one more, whose slices
 * move all its lanes' runs together.
 *
 * <p>Not thread-safe: use it on one thread.
 */
public final class Pacing {
    /** Wall time one frame may spend in the model: half a 60 Hz frame, the rest is for drawing. */
    public static final long DEFAULT_FRAME_BUDGET_NS = 8_000_000L;
    /**
     * The longest wall gap between two frames that counts in full. After a stall (a dragged
     * window, a modal dialog) the run carries on where it was instead of jumping ahead.
     */
    static final long MAX_FRAME_GAP_NS = 100_000_000L;
    /** The first slice of a new run: short, because nothing is known yet about its cost. */
    static final long FIRST_SLICE_NS = 1_000L;
    static final long MIN_SLICE_NS = 100L;
    static final long MAX_SLICE_NS = 1_000_000_000L;
    private static final long NO_FRAME = Long.MIN_VALUE;

    private final LongSupplier wallClock;
    private final long frameBudgetNs;
    /** The time of the last frame since the clock restarted, or {@link #NO_FRAME}. */
    private long lastFrameNs = NO_FRAME;
    /** Wall time not yet turned into simulated time (less than one {@code slowdown}). */
    private long wallCarry;
    /** Where the clock says the run should be; the model catches up with it frame by frame. */
    private long dueNs;
    private long sliceNs = FIRST_SLICE_NS;

    /**
     * @param wallClock the wall clock in nanoseconds that the frame budget is measured on
     * @param frameBudgetNs wall time one frame may spend running the model
     * @throws IllegalArgumentException if the budget is not positive
     */
    public Pacing(LongSupplier wallClock, long frameBudgetNs) {
        if (frameBudgetNs <= 0) {
            throw new IllegalArgumentException("frame budget must be positive, was " + frameBudgetNs + " ns");
        }
        this.wallClock = Objects.requireNonNull(wallClock, "wallClock");
        this.frameBudgetNs = frameBudgetNs;
    }

    /** The wall time one frame may spend running the model. */
    public long frameBudgetNs() {
        return frameBudgetNs;
    }

    /** From the next frame on, simulated time is measured from {@code simNowNs}; the first frame only notes its time. */
    void restart(long simNowNs) {
        lastFrameNs = NO_FRAME;
        wallCarry = 0;
        dueNs = simNowNs;
    }

    /** A run of another scenario: what a slice costs is unknown again. */
    void newRun() {
        sliceNs = FIRST_SLICE_NS;
    }

    /**
     * Where the run should be at the frame of {@code frameNs}: where it is due (not behind
     * {@code simNowNs}) plus the wall time since the last frame, at most {@link #MAX_FRAME_GAP_NS},
     * slowed down by {@code speed}, and never past {@code limitNs}; {@code limitNs} itself at an
     * unlimited speed.
     */
    long target(long frameNs, long simNowNs, RunSpeed speed, long limitNs) {
        long gap = lastFrameNs == NO_FRAME ? 0 : Math.max(0, Math.min(MAX_FRAME_GAP_NS, frameNs - lastFrameNs));
        lastFrameNs = frameNs;
        if (speed.unlimited()) {
            return limitNs;
        }
        wallCarry += gap;
        long simulated = wallCarry / speed.slowdown();
        wallCarry -= simulated * speed.slowdown();
        dueNs = Math.min(limitNs, Math.max(dueNs, simNowNs) + simulated);
        return dueNs;
    }

    /**
     * The frame ended with the run at {@code simNowNs}: time the clock was due and the run did
     * not reach (it fell behind, or another lane held it back) is dropped, not owed, so the run
     * goes on as fast as it can rather than racing later to catch up.
     */
    void reached(long simNowNs) {
        dueNs = simNowNs;
    }

    /**
     * Moves simulated time slice by slice from {@code fromNs} towards {@code targetNs}, handing
     * {@code advanceTo} the end of each slice, until the target is reached or {@code budgetNs}
     * of wall time is spent. The runs {@code advanceTo} moves all stand at the end of each slice
     * before the next begins, so however the budget runs out they stop at one time.
     *
     * @return the simulated time reached
     */
    long runToward(long fromNs, long targetNs, long budgetNs, LongConsumer advanceTo) {
        long start = wallClock.getAsLong();
        long sliceStart = start;
        long at = fromNs;
        while (at < targetNs) {
            at = Math.min(targetNs, at + sliceNs);
            advanceTo.accept(at);
            long t = wallClock.getAsLong();
            adaptSlice(t - sliceStart, budgetNs);
            sliceStart = t;
            if (t - start >= budgetNs) {
                break;
            }
        }
        return at;
    }

    /** The simulated length of the next slice. */
    long sliceNs() {
        return sliceNs;
    }

    /** Aims for slices of a sixteenth to a quarter of the budget, so a frame ends close to it. */
    private void adaptSlice(long tookNs, long budgetNs) {
        if (tookNs > budgetNs / 4) {
            sliceNs = Math.max(MIN_SLICE_NS, sliceNs / 2);
        } else if (tookNs < budgetNs / 16) {
            sliceNs = Math.min(MAX_SLICE_NS, sliceNs * 2);
        }
    }
}
