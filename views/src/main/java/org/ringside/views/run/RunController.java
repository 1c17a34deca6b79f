package org.ringside.views.run;

import java.util.Objects;
import java.util.function.LongSupplier;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunResult;
import org.ringside.model.sim.Simulation;

/**
 * Drives a {@link Simulation} from an animation loop: how much simulated time each frame may
 * add (the chosen {@link RunSpeed} times the wall time since the last frame), and how much wall
 * time it may spend doing so (the frame budget), so a window that runs the model on its own UI
 * thread never freezes. Play, pause, step one sample interval, reset to time 0 and undo the last
 * reset sit here too, so all of it is tested without a display.
 *
 * <p>The model runs in slices whose simulated length adapts to what the last slice cost on the
 * wall clock: a scenario that makes millions of events per simulated millisecond gets short
 * slices, an idle one long slices. A frame stops after the slice that used up its budget, so it
 * overshoots by at most about a quarter of the budget.
 *
 * <p>Not thread-safe, like the simulation it drives: call it from one thread (the UI thread).
 */
public final class RunController {
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

    private Run run;
    /** The run before the last reset or load, which {@link #undo()} brings back. */
    private Run previous;
    private RunState state = RunState.PAUSED;
    private RunSpeed speed = RunSpeed.TENTH;

    /** The time of the last frame while playing, or {@link #NO_FRAME} right after play. */
    private long lastFrameNs = NO_FRAME;
    /** Wall time not yet turned into simulated time (less than one {@code slowdown}). */
    private long wallCarry;
    /** Where the clock says the run should be; the model catches up with it frame by frame. */
    private long dueNs;
    private long sliceNs = FIRST_SLICE_NS;
    private boolean behind;

    /** A paused run of {@code scenario} at time 0, on the system clock, with the default budget. */
    public RunController(Scenario scenario) {
        this(scenario, System::nanoTime, DEFAULT_FRAME_BUDGET_NS);
    }

    /**
     * @param scenario what to run; a fresh simulation of it starts at time 0, paused
     * @param wallClock the wall clock in nanoseconds that the frame budget is measured on
     * @param frameBudgetNs wall time one {@link #frame} may spend running the model
     * @throws IllegalArgumentException if the scenario is not valid
     */
    public RunController(Scenario scenario, LongSupplier wallClock, long frameBudgetNs) {
        if (frameBudgetNs <= 0) {
            throw new IllegalArgumentException("frame budget must be positive, was " + frameBudgetNs + " ns");
        }
        this.wallClock = Objects.requireNonNull(wallClock, "wallClock");
        this.frameBudgetNs = frameBudgetNs;
        this.run = new Run(scenario);
    }

    // --- what the window shows --------------------------------------------------------------------

    /** The scenario of the current run, as loaded. */
    public Scenario scenario() {
        return run.scenario;
    }

    /** Simulated time of the current run. */
    public long nowNs() {
        return run.sim.now();
    }

    /** Where the current run stops: its scenario's duration. */
    public long endNs() {
        return run.scenario.durationNs();
    }

    /** The current run so far, for the chart (a new object per call, around the live series). */
    public RunResult result() {
        return run.sim.result();
    }

    public RunState state() {
        return state;
    }

    public RunSpeed speed() {
        return speed;
    }

    /** Whether the last frame could not keep up with the chosen speed within its budget. */
    public boolean behind() {
        return behind;
    }

    /** Whether there is a run from before the last reset or load to bring back. */
    public boolean canUndo() {
        return previous != null;
    }

    /** The wall time one {@link #frame} may spend running the model. */
    public long frameBudgetNs() {
        return frameBudgetNs;
    }

    // --- commands ---------------------------------------------------------------------------------

    /** Starts or resumes the run; nothing happens once it has finished. */
    public void play() {
        if (state == RunState.PAUSED) {
            state = RunState.PLAYING;
            restartClock();
        }
    }

    /** Stops the run where it is. */
    public void pause() {
        if (state == RunState.PLAYING) {
            state = RunState.PAUSED;
        }
        behind = false;
    }

    /** Play if paused, pause if playing. */
    public void togglePlay() {
        if (state == RunState.PLAYING) {
            pause();
        } else {
            play();
        }
    }

    /**
     * Pauses and advances to the next sample time (a multiple of the scenario's sample
     * interval), so the chart gains exactly one point. Nothing happens once the run has finished.
     */
    public void step() {
        if (state == RunState.FINISHED) {
            return;
        }
        pause();
        long interval = run.scenario.sampleIntervalNs();
        long next = Math.min(endNs(), (nowNs() / interval + 1) * interval);
        run.sim.runUntil(next);
        finishIfAtEnd();
    }

    /**
     * Starts the scenario again from time 0. A playing run keeps playing, a paused or finished
     * one waits at 0. The run that was replaced can be brought back with {@link #undo()}.
     */
    public void reset() {
        replace(new Run(run.scenario));
    }

    /** Replaces the run with a fresh one of another scenario, at time 0; undone like a reset. */
    public void load(Scenario scenario) {
        replace(new Run(scenario));
        sliceNs = FIRST_SLICE_NS;
    }

    /**
     * Brings back the run from before the last reset or load, where it stood, and drops the one
     * that replaced it.
     *
     * @return false if there was nothing to undo
     */
    public boolean undo() {
        if (previous == null) {
            return false;
        }
        run = previous;
        previous = null;
        if (state == RunState.FINISHED) {
            state = RunState.PAUSED;
        }
        restartClock();
        finishIfAtEnd();
        return true;
    }

    public void setSpeed(RunSpeed speed) {
        this.speed = Objects.requireNonNull(speed, "speed");
        restartClock();
    }

    // --- the animation loop -----------------------------------------------------------------------

    /**
     * Advances the run for one animation frame, if it is playing: by the chosen speed times the
     * wall time since the previous frame (the first frame after play only notes the time), up
     * to the scenario's duration, and for at most about the frame budget of wall time.
     *
     * @param frameNs the frame's time stamp in nanoseconds, e.g. an {@code AnimationTimer}'s
     */
    public void frame(long frameNs) {
        if (state != RunState.PLAYING) {
            return;
        }
        long gap = lastFrameNs == NO_FRAME ? 0 : Math.max(0, Math.min(MAX_FRAME_GAP_NS, frameNs - lastFrameNs));
        lastFrameNs = frameNs;
        long target;
        if (speed.unlimited()) {
            target = endNs();
        } else {
            wallCarry += gap;
            long simulated = wallCarry / speed.slowdown();
            wallCarry -= simulated * speed.slowdown();
            dueNs = Math.min(endNs(), Math.max(dueNs, nowNs()) + simulated);
            target = dueNs;
        }
        runToward(target);
        // Falling behind the clock is dropped, not owed: the run goes on as fast as it can
        // rather than racing later to catch up.
        behind = !speed.unlimited() && nowNs() < target;
        if (behind) {
            dueNs = nowNs();
        }
        finishIfAtEnd();
    }

    /** Runs slice by slice towards {@code target} until it is reached or the budget is spent. */
    private void runToward(long target) {
        long start = wallClock.getAsLong();
        long sliceStart = start;
        while (nowNs() < target) {
            run.sim.runUntil(Math.min(target, nowNs() + sliceNs));
            long t = wallClock.getAsLong();
            adaptSlice(t - sliceStart);
            sliceStart = t;
            if (t - start >= frameBudgetNs) {
                return;
            }
        }
    }

    /** Aims for slices of a sixteenth to a quarter of the budget, so a frame ends close to it. */
    private void adaptSlice(long tookNs) {
        if (tookNs > frameBudgetNs / 4) {
            sliceNs = Math.max(MIN_SLICE_NS, sliceNs / 2);
        } else if (tookNs < frameBudgetNs / 16) {
            sliceNs = Math.min(MAX_SLICE_NS, sliceNs * 2);
        }
    }

    private void replace(Run next) {
        previous = run;
        run = next;
        if (state == RunState.FINISHED) {
            state = RunState.PAUSED;
        }
        restartClock();
    }

    /** From now on simulated time is measured from where the run is, at the current speed. */
    private void restartClock() {
        lastFrameNs = NO_FRAME;
        wallCarry = 0;
        dueNs = nowNs();
        behind = false;
    }

    private void finishIfAtEnd() {
        if (nowNs() >= endNs()) {
            state = RunState.FINISHED;
            behind = false;
        }
    }

    /** One simulation and the scenario it started from. */
    private static final class Run {
        final Scenario scenario;
        final Simulation sim;

        Run(Scenario scenario) {
            this.scenario = Objects.requireNonNull(scenario, "scenario");
            this.sim = new Simulation(scenario);
        }
    }
}
