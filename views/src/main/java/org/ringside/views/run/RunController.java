package org.ringside.views.run;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunResult;
import org.ringside.model.sim.RunSummary;
import org.ringside.model.sim.RuntimeKnobs;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.StepResult;

/**
 * Drives a {@link Simulation} from an animation loop: how much simulated time each frame may
 * add (the chosen {@link RunSpeed} times the wall time since the last frame), and how much wall
 * time it may spend doing so (the frame budget), so a window that runs the model on its own UI
 * thread never freezes. Play, pause, step one event, step to the next BQL limit change, step one
 * sample interval, reset to time 0 and undo the last reset sit here too, so all of it is tested
 * without a display.
 *
 * <p>Play is narrated while a frame holds few events ({@value #NARRATED_EVENTS_PER_FRAME} at
 * most): each is taken with {@link Simulation#step()} and its {@link StepResult} goes to the
 * {@linkplain #addStepListener step listeners}, so an event log shows every step in slow motion.
 * At higher speeds the model runs without building sentences and the listeners of
 * {@linkplain #addSilentRunListener silent runs} hear how many events went by instead.
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
    /** No pause is due: play goes on to the scenario's end. */
    private static final long NO_STOP = Long.MAX_VALUE;
    /** The most events one frame tells step by step; more than a person can read in a frame anyway. */
    public static final int NARRATED_EVENTS_PER_FRAME = 200;
    /** The most steps one command hands to the step listeners; an event log keeps no more. */
    public static final int PUBLISHED_STEPS_MAX = 2_000;
    /**
     * The most events one {@link #stepToLimitChange()} processes. Each builds its sentence (a few
     * microseconds), so the window waits half a second at most even on a slow, busy machine; a
     * settled limit may hold for a whole hold time, and a press of the key again goes on.
     */
    public static final long LIMIT_SEARCH_MAX_EVENTS = 50_000;

    private final LongSupplier wallClock;
    private final long frameBudgetNs;

    private Run run;
    /** The run before the last reset or load, which {@link #undo()} brings back. */
    private Run previous;
    private RunState state = RunState.PAUSED;
    private RunSpeed speed = RunSpeed.TENTH;
    /** Whether the next frame takes its events one by one, as the last frame had few enough. */
    private boolean narrate = true;
    /** The current run's snapshot, built on first demand and dropped whenever the run changes. */
    private SimSnapshot snapshot;
    private final List<Consumer<StepResult>> stepListeners = new ArrayList<>();
    private final List<Consumer<SilentRun>> silentRunListeners = new ArrayList<>();
    private final List<Consumer<RunReplacement>> replacementListeners = new ArrayList<>();

    /** The time of the last frame while playing, or {@link #NO_FRAME} right after play. */
    private long lastFrameNs = NO_FRAME;
    /** Wall time not yet turned into simulated time (less than one {@code slowdown}). */
    private long wallCarry;
    /** Where the clock says the run should be; the model catches up with it frame by frame. */
    private long dueNs;
    private long sliceNs = FIRST_SLICE_NS;
    private boolean behind;
    /** Where play pauses by itself ({@link #playUntil}), or {@link #NO_STOP}. */
    private long stopNs = NO_STOP;

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

    /**
     * The current run's settings: its scenario with every knob change since applied. Reading
     * them leaves the {@link #snapshot()} alone, unlike {@link #knobs()}.
     */
    public Scenario settings() {
        return run.sim.settings();
    }

    /** Simulated time of the current run. */
    public long nowNs() {
        return run.sim.now();
    }

    /** Where the current run stops: its scenario's duration. */
    public long endNs() {
        return run.scenario.durationNs();
    }

    /** Events the current run has processed. */
    public long eventsProcessed() {
        return run.sim.eventsProcessed();
    }

    /** The current run's BQL limit in bytes (0 with BQL off). */
    public long bqlLimit() {
        return run.sim.bqlLimit();
    }

    /**
     * Where every packet of the current run is. Built once however many views ask in one pulse,
     * and again after anything that changes the run: a frame that advanced it, a step, reset,
     * load, undo, and {@link #knobs()} or {@link #knobsChanged()}.
     */
    public SimSnapshot snapshot() {
        if (snapshot == null) {
            snapshot = run.sim.snapshot();
        }
        return snapshot;
    }

    /**
     * The current run's knobs, for a knob panel. Asking for them counts as a change, so the next
     * {@link #snapshot()} is built anew; a panel that keeps the knobs and turns them later calls
     * {@link #knobsChanged()}. They belong to the current run: after a reset, load or undo ask
     * again.
     */
    public RuntimeKnobs knobs() {
        snapshot = null;
        return run.sim.knobs();
    }

    /** Says that the current run's knobs have changed, so the next {@link #snapshot()} shows it. */
    public void knobsChanged() {
        snapshot = null;
    }

    /** {@code listener} hears every step taken with a sentence: stepped, or played slowly enough. */
    public void addStepListener(Consumer<StepResult> listener) {
        stepListeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /** {@code listener} hears of events run without a sentence each, in place of their steps. */
    public void addSilentRunListener(Consumer<SilentRun> listener) {
        silentRunListeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /** {@code listener} hears when a reset, load or undo replaced the run, after it did. */
    public void addReplacementListener(Consumer<RunReplacement> listener) {
        replacementListeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * The summary of the current run so far, as {@code ringside run --summary} writes it: what a
     * lesson's task judges. Built anew on each call (percentiles and all), so ask a few times a
     * second, not every frame.
     */
    public RunSummary summary() {
        return run.sim.summary();
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

    /**
     * Plays until the simulated clock reaches {@code atNs}, then pauses there exactly (a lesson's
     * "run for 200 ms"). A time at or before the clock only pauses; one past the scenario's end
     * plays to the end. Pausing, stepping or replacing the run forgets the stop.
     */
    public void playUntil(long atNs) {
        if (atNs <= nowNs()) {
            pause();
            return;
        }
        play();
        if (state == RunState.PLAYING) {
            stopNs = atNs;
        }
    }

    /** Where play will pause by itself, if {@link #playUntil} set a time. */
    public Optional<Long> stopAtNs() {
        return stopNs == NO_STOP ? Optional.empty() : Optional.of(stopNs);
    }

    /** Stops the run where it is. */
    public void pause() {
        if (state == RunState.PLAYING) {
            state = RunState.PAUSED;
        }
        behind = false;
        stopNs = NO_STOP;
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
     * Pauses and processes exactly one event, which the step listeners hear of.
     *
     * @return the step; empty when the run has finished, or when its next event lies past the
     *     scenario's end (the run then moves to the end and finishes)
     */
    public Optional<StepResult> stepEvent() {
        if (state == RunState.FINISHED) {
            return Optional.empty();
        }
        pause();
        Optional<StepResult> step = Optional.empty();
        if (run.sim.nextEventNs() > endNs()) {
            run.sim.runUntil(endNs());
        } else {
            step = Optional.of(run.sim.step());
            publish(step.get());
        }
        advanced();
        return step;
    }

    /**
     * Pauses and processes events one by one until one changes the BQL limit, the run ends, or
     * {@link #LIMIT_SEARCH_MAX_EVENTS} have gone by. The step listeners hear of the last
     * {@link #PUBLISHED_STEPS_MAX} steps; one silent run stands for any before them.
     */
    public LimitStep stepToLimitChange() {
        long before = bqlLimit();
        if (state == RunState.FINISHED) {
            return new LimitStep(LimitStep.Outcome.END_OF_RUN, 0, before, before);
        }
        pause();
        Simulation sim = run.sim;
        long fromNs = sim.now();
        ArrayDeque<StepResult> last = new ArrayDeque<>();
        long events = 0;
        LimitStep.Outcome outcome;
        while (true) {
            if (sim.nextEventNs() > endNs()) {
                sim.runUntil(endNs());
                outcome = LimitStep.Outcome.END_OF_RUN;
                break;
            }
            if (last.size() == PUBLISHED_STEPS_MAX) {
                last.removeFirst();
            }
            last.addLast(sim.step());
            events++;
            if (sim.bqlLimit() != before) {
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
            publish(new SilentRun(unpublished, fromNs, last.getFirst().timeNs(), SilentRun.Cause.TOO_MANY));
        }
        last.forEach(this::publish);
        advanced();
        return new LimitStep(outcome, events, before, bqlLimit());
    }

    /**
     * Pauses and advances to the next sample time (a multiple of the scenario's sample
     * interval), so the chart gains exactly one point. Nothing happens once the run has finished.
     */
    public void stepSample() {
        if (state == RunState.FINISHED) {
            return;
        }
        pause();
        long interval = run.scenario.sampleIntervalNs();
        long next = Math.min(endNs(), (nowNs() / interval + 1) * interval);
        run.sim.runUntil(next);
        advanced();
    }

    /**
     * Starts the scenario again from time 0, with the knobs as they are now (the knob panel
     * keeps showing what runs). A playing run keeps playing, a paused or finished one waits at
     * 0. The run that was replaced can be brought back with {@link #undo()}.
     */
    public void reset() {
        replace(new Run(run.sim.settings()));
        publish(RunReplacement.RESET);
    }

    /** Replaces the run with a fresh one of another scenario, at time 0; undone like a reset. */
    public void load(Scenario scenario) {
        replace(new Run(scenario));
        sliceNs = FIRST_SLICE_NS;
        narrate = true;
        publish(RunReplacement.LOAD);
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
        stopNs = NO_STOP;
        if (state == RunState.FINISHED) {
            state = RunState.PAUSED;
        }
        restartClock();
        advanced();
        publish(RunReplacement.UNDO);
        return true;
    }

    public void setSpeed(RunSpeed speed) {
        this.speed = Objects.requireNonNull(speed, "speed");
        restartClock();
        // A slower speed may fit in a frame again; the first frame finds out.
        narrate = true;
    }

    // --- the animation loop -----------------------------------------------------------------------

    /**
     * Advances the run for one animation frame, if it is playing: by the chosen speed times the
     * wall time since the previous frame (the first frame after play only notes the time), up
     * to the scenario's duration, and for at most about the frame budget of wall time. A frame
     * with few events tells each to the step listeners; see the class comment.
     *
     * @param frameNs the frame's time stamp in nanoseconds, e.g. an {@code AnimationTimer}'s
     */
    public void frame(long frameNs) {
        if (state != RunState.PLAYING) {
            return;
        }
        long gap = lastFrameNs == NO_FRAME ? 0 : Math.max(0, Math.min(MAX_FRAME_GAP_NS, frameNs - lastFrameNs));
        lastFrameNs = frameNs;
        long limit = Math.min(endNs(), stopNs);
        long target;
        if (speed.unlimited()) {
            target = limit;
        } else {
            wallCarry += gap;
            long simulated = wallCarry / speed.slowdown();
            wallCarry -= simulated * speed.slowdown();
            dueNs = Math.min(limit, Math.max(dueNs, nowNs()) + simulated);
            target = dueNs;
        }
        long eventsBefore = eventsProcessed();
        long timeBefore = nowNs();
        if (narrate && !speed.unlimited()) {
            narrateToward(target);
        } else {
            runToward(target);
            long events = eventsProcessed() - eventsBefore;
            narrate = events <= NARRATED_EVENTS_PER_FRAME;
            if (events > 0) {
                publish(new SilentRun(events, timeBefore, nowNs(), SilentRun.Cause.TOO_FAST));
            }
        }
        if (nowNs() != timeBefore || eventsProcessed() != eventsBefore) {
            snapshot = null;
        }
        // Falling behind the clock is dropped, not owed: the run goes on as fast as it can
        // rather than racing later to catch up.
        behind = !speed.unlimited() && nowNs() < target;
        if (behind) {
            dueNs = nowNs();
        }
        finishIfAtEnd();
        if (state == RunState.PLAYING && nowNs() >= stopNs) {
            pause();
        }
    }

    /**
     * Takes the events up to {@code target} one by one, each told to the step listeners, as long
     * as there are no more than {@link #NARRATED_EVENTS_PER_FRAME}; the rest of a busier frame
     * runs silently, and the frames after it too until one is quiet again.
     */
    private void narrateToward(long target) {
        Simulation sim = run.sim;
        for (int i = 0; i < NARRATED_EVENTS_PER_FRAME && sim.nextEventNs() <= target; i++) {
            publish(sim.step());
        }
        if (sim.nextEventNs() > target) {
            sim.runUntil(target); // no event left before it: only the clock and the samples move
            return;
        }
        narrate = false;
        long events = eventsProcessed();
        long from = nowNs();
        runToward(target);
        if (eventsProcessed() > events) {
            publish(new SilentRun(eventsProcessed() - events, from, nowNs(), SilentRun.Cause.TOO_FAST));
        }
    }

    private void publish(StepResult step) {
        for (Consumer<StepResult> l : stepListeners) {
            l.accept(step);
        }
    }

    private void publish(SilentRun silent) {
        for (Consumer<SilentRun> l : silentRunListeners) {
            l.accept(silent);
        }
    }

    private void publish(RunReplacement replacement) {
        for (Consumer<RunReplacement> l : replacementListeners) {
            l.accept(replacement);
        }
    }

    /** After a step or a change of run: the snapshot is stale, and the run may be at its end. */
    private void advanced() {
        snapshot = null;
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
        snapshot = null;
        stopNs = NO_STOP;
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
            stopNs = NO_STOP;
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
