package org.ringside.views.run;

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
 * Drives a {@link Simulation} from an animation loop, one {@link #frame} per pulse at the pace
 * of its {@link Pacing} (the chosen {@link RunSpeed} against the wall clock, within a frame
 * budget). Play, pause, step one event, step to the next BQL limit change, step one
 * sample interval, reset to time 0 and undo the last reset sit here too, so all of it is tested
 * without a display.
 *
 * <p>How far a frame may go and how much wall time it may spend is its {@link Pacing}'s; how its
 * events are told to the {@linkplain #addStepListener step} and
 * {@linkplain #addSilentRunListener silent-run} listeners, its {@link Narration}'s.
 *
 * <p>Not thread-safe, like the simulation it drives: call it from one thread (the UI thread).
 */
public final class RunController {
    /** No pause is due: play goes on to the scenario's end. */
    private static final long NO_STOP = Long.MAX_VALUE;
    /** What {@link #frameTarget} says of a run that is not playing. */
    static final long NOT_PLAYING = -1;
    private final Pacing pacing;

    private Run run;
    /** The run before the last reset or load, which {@link #undo()} brings back. */
    private Run previous;
    private RunState state = RunState.PAUSED;
    private RunSpeed speed = RunSpeed.TENTH;
    /** The current run's snapshot, built on first demand and dropped whenever the run changes. */
    private SimSnapshot snapshot;
    private final RunListeners listeners = new RunListeners();
    private final Narration narration;

    private boolean behind;
    /** Where the frame begun by {@link #frameTarget} started: time and events processed. */
    private long frameStartNs;
    private long frameStartEvents;
    /** Where play pauses by itself ({@link #playUntil}), or {@link #NO_STOP}. */
    private long stopNs = NO_STOP;

    /** A paused run of {@code scenario} at time 0, on the system clock, with the default budget. */
    public RunController(Scenario scenario) {
        this(scenario, System::nanoTime, Pacing.DEFAULT_FRAME_BUDGET_NS);
    }

    /**
     * @param scenario what to run; a fresh simulation of it starts at time 0, paused
     * @param wallClock the wall clock in nanoseconds that the frame budget is measured on
     * @param frameBudgetNs wall time one {@link #frame} may spend running the model
     * @throws IllegalArgumentException if the scenario is not valid or the budget not positive
     */
    public RunController(Scenario scenario, LongSupplier wallClock, long frameBudgetNs) {
        this.pacing = new Pacing(wallClock, frameBudgetNs);
        this.narration = new Narration(listeners);
        this.run = new Run(scenario);
    }

    // --- what the window shows --------------------------------------------------------------------

    /** The scenario of the current run, as loaded. */
    public Scenario scenario() {
        return run.scenario();
    }

    /**
     * The current run's settings: its scenario with every knob change since applied. Reading
     * them leaves the {@link #snapshot()} alone, unlike {@link #knobs()}.
     */
    public Scenario settings() {
        return run.sim().settings();
    }

    /** Simulated time of the current run. */
    public long nowNs() {
        return run.sim().now();
    }

    /** Where the current run stops: its scenario's duration. */
    public long endNs() {
        return run.scenario().durationNs();
    }

    /** Events the current run has processed. */
    public long eventsProcessed() {
        return run.sim().eventsProcessed();
    }

    /** The current run's transmit queues. */
    public int txQueues() {
        return run.sim().txQueues();
    }

    /** Transmit queue {@code queue}'s BQL limit in the current run, in bytes (0 with BQL off). */
    public long bqlLimit(int queue) {
        return run.sim().bqlLimit(queue);
    }

    /**
     * Where every packet of the current run is. Built once however many views ask in one pulse,
     * and again after anything that changes the run: a frame that advanced it, a step, reset,
     * load, undo, and {@link #knobs()} or {@link #knobsChanged()}.
     */
    public SimSnapshot snapshot() {
        if (snapshot == null) {
            snapshot = run.sim().snapshot();
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
        return run.sim().knobs();
    }

    /** Says that the current run's knobs have changed, so the next {@link #snapshot()} shows it. */
    public void knobsChanged() {
        snapshot = null;
    }

    /** {@code listener} hears every step taken with a sentence: stepped, or played slowly enough. */
    public void addStepListener(Consumer<StepResult> listener) {
        listeners.addStep(listener);
    }

    /** {@code listener} hears of events run without a sentence each, in place of their steps. */
    public void addSilentRunListener(Consumer<SilentRun> listener) {
        listeners.addSilentRun(listener);
    }

    /** {@code listener} hears when a reset, load or undo replaced the run, after it did. */
    public void addReplacementListener(Consumer<RunReplacement> listener) {
        listeners.addReplacement(listener);
    }

    /**
     * {@code listener} hears when {@link #play} turned the run to playing, {@link #playUntil} set
     * where it pauses (its {@link #stopAtNs} is set by then), or the run paused: at a command, a
     * step, or where play was to pause. A second lane plays and pauses with it so, whoever
     * commanded it. A run that reaches its end is not heard: each lane finishes at its own.
     */
    public void addPlayStateListener(Consumer<RunState> listener) {
        listeners.addPlayState(listener);
    }

    /**
     * The summary of the current run so far, as {@code ringside run --summary} writes it: what a
     * lesson's task judges. Built anew on each call (percentiles and all), so ask a few times a
     * second, not every frame.
     */
    public RunSummary summary() {
        return run.sim().summary();
    }

    /** The current run so far, for the chart (a new object per call, around the live series). */
    public RunResult result() {
        return run.sim().result();
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
        return pacing.frameBudgetNs();
    }

    // --- commands ---------------------------------------------------------------------------------

    /** Starts or resumes the run; nothing happens once it has finished. */
    public void play() {
        if (resume()) {
            listeners.playState(RunState.PLAYING);
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
        resume();
        if (state == RunState.PLAYING) {
            stopNs = atNs;
            listeners.playState(RunState.PLAYING);
        }
    }

    /** Turns a paused run to playing; whether it did. */
    private boolean resume() {
        if (state != RunState.PAUSED) {
            return false;
        }
        state = RunState.PLAYING;
        restartClock();
        return true;
    }

    /** Where play will pause by itself, if {@link #playUntil} set a time. */
    public Optional<Long> stopAtNs() {
        return stopNs == NO_STOP ? Optional.empty() : Optional.of(stopNs);
    }

    /** Stops the run where it is. */
    public void pause() {
        boolean paused = state == RunState.PLAYING;
        if (paused) {
            state = RunState.PAUSED;
        }
        behind = false;
        stopNs = NO_STOP;
        if (paused) {
            listeners.playState(RunState.PAUSED);
        }
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
        if (run.sim().nextEventNs() > endNs()) {
            run.sim().runUntil(endNs());
        } else {
            step = Optional.of(run.sim().step());
            listeners.step(step.get());
        }
        advanced();
        return step;
    }

    /**
     * Pauses and processes events one by one until one changes the BQL limit of any transmit
     * queue, the run ends, or {@link LimitSearch#LIMIT_SEARCH_MAX_EVENTS} have gone by
     * ({@link LimitSearch}).
     */
    public LimitStep stepToLimitChange() {
        if (state == RunState.FINISHED) {
            return LimitStep.unchanged(LimitStep.Outcome.END_OF_RUN, 0, txQueues(), bqlLimit(0));
        }
        pause();
        LimitStep found = LimitSearch.run(run.sim(), endNs(), listeners);
        advanced();
        return found;
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
        long interval = run.scenario().sampleIntervalNs();
        long next = Math.min(endNs(), (nowNs() / interval + 1) * interval);
        run.sim().runUntil(next);
        advanced();
    }

    /**
     * Starts the scenario again from time 0, with the knobs as they are now (the knob panel
     * keeps showing what runs). A playing run keeps playing, a paused or finished one waits at
     * 0. The run that was replaced can be brought back with {@link #undo()}.
     */
    public void reset() {
        replace(new Run(run.sim().settings()));
        listeners.replaced(RunReplacement.RESET);
    }

    /** Replaces the run with a fresh one of another scenario, at time 0; undone like a reset. */
    public void load(Scenario scenario) {
        replace(new Run(scenario));
        pacing.newRun();
        narration.again();
        listeners.replaced(RunReplacement.LOAD);
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
        listeners.replaced(RunReplacement.UNDO);
        return true;
    }

    public void setSpeed(RunSpeed speed) {
        this.speed = Objects.requireNonNull(speed, "speed");
        restartClock();
        // A slower speed may fit in a frame again; the first frame finds out.
        narration.again();
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
        long target = frameTarget(frameNs);
        if (target != NOT_PLAYING) {
            pacing.runToward(nowNs(), target, pacing.frameBudgetNs(), this::advanceTo);
            frameDone(target);
        }
    }

    /**
     * Begins a frame of the run, if it is playing, for a {@link FrameHub} that moves several
     * runs together: where its clock says the run should be at the frame of {@code frameNs}, not
     * past its end or where play is to pause; {@link #NOT_PLAYING} if it is not playing, and
     * then there is no frame to end.
     */
    long frameTarget(long frameNs) {
        if (state != RunState.PLAYING) {
            return NOT_PLAYING;
        }
        frameStartNs = nowNs();
        frameStartEvents = eventsProcessed();
        narration.frameStarts(run.sim());
        return pacing.target(frameNs, nowNs(), speed, Math.min(endNs(), stopNs));
    }

    /** Within a frame: the run moves to exactly {@code atNs}, or stays where it is if it is there already. */
    void advanceTo(long atNs) {
        narration.advanceTo(run.sim(), atNs, speed.unlimited());
    }

    /**
     * Ends the frame {@link #frameTarget} began, which was to reach {@code targetNs} (for a run
     * among others, the time all of them were to reach): behind if it did not, finished at the
     * end, paused where play was to pause.
     */
    void frameDone(long targetNs) {
        narration.frameEnds(run.sim());
        if (nowNs() != frameStartNs || eventsProcessed() != frameStartEvents) {
            snapshot = null;
        }
        behind = !speed.unlimited() && nowNs() < targetNs;
        pacing.reached(nowNs());
        finishIfAtEnd();
        if (state == RunState.PLAYING && nowNs() >= stopNs) {
            pause();
        }
    }

    /** After a step or a change of run: the snapshot is stale, the run may be at its end. */
    private void advanced() {
        snapshot = null;
        finishIfAtEnd();
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
        pacing.restart(nowNs());
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
    private record Run(Scenario scenario, Simulation sim) {
        Run(Scenario s) { this(Objects.requireNonNull(s, "scenario"), new Simulation(s)); }
    }
}
