package org.ringside.views.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.LongSupplier;
import javafx.animation.AnimationTimer;

/**
 * The window's one animation clock. Each JavaFX pulse, while {@linkplain #start() started}, it
 * advances every lane's run by one {@link RunController#frame frame}, takes one snapshot of it
 * and pushes the same {@link Frame} to each of that lane's views. The run bar, the picture, the
 * inspectors, the event log and the live chart have no timer of their own, so they all show the
 * same moment and the run is advanced exactly once per pulse.
 *
 * <p>A lane is one run with the views that show it; two runs side by side are two
 * {@link #lane lanes}. They run on one clock: each pulse every playing run is due at one
 * simulated time (the earliest any of them is due at: none goes past another's end or pause),
 * and the hub's own {@link Pacing} moves them all there together, slice by slice, within one
 * frame budget. Every run stands at the end of a slice before the next slice begins, so when the
 * budget runs out they stop at the same time, and every frame shows the lanes at one moment. A
 * second lane halves how far a frame gets rather than doubling its time in the model.
 * Use it on the JavaFX thread only.
 */
public final class FrameHub {
    private final List<Lane> lanes = new ArrayList<>();
    /** The slices all lanes move by together, within the frame budget. */
    private final Pacing clock;
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            pulse(now);
        }
    };
    private long lastPulseNs;

    /** A clock whose pulses spend {@link Pacing#DEFAULT_FRAME_BUDGET_NS} in the model, over every lane. */
    public FrameHub() {
        this(System::nanoTime, Pacing.DEFAULT_FRAME_BUDGET_NS);
    }

    /**
     * @param wallClock the wall clock in nanoseconds that the frame budget is measured on
     * @param frameBudgetNs wall time one pulse may spend running the models of all its lanes
     * @throws IllegalArgumentException if the budget is not positive
     */
    public FrameHub(LongSupplier wallClock, long frameBudgetNs) {
        this.clock = new Pacing(wallClock, frameBudgetNs);
    }

    /** A new lane for {@code controller}'s run, with no views yet; frames come once started. */
    public Lane lane(RunController controller) {
        Lane lane = new Lane(controller);
        lanes.add(lane);
        // Another scenario: what a slice of it costs is unknown again.
        controller.addReplacementListener(r -> {
            if (r == RunReplacement.LOAD) {
                clock.newRun();
            }
        });
        return lane;
    }

    /** Takes {@code lane} away: its run advances no more and its views hear no more frames. */
    public void remove(Lane lane) {
        lanes.remove(lane);
    }

    /** Lets the runs advance, one frame per pulse (a paused run costs next to nothing). */
    public void start() {
        timer.start();
    }

    /** Stops the frames and pauses every run, e.g. when the window closes; the views see the pause. */
    public void stop() {
        timer.stop();
        for (Lane lane : lanes) {
            lane.controller.pause();
            lane.push(lastPulseNs);
        }
    }

    /**
     * One pulse: moves every playing lane's run to the one time they are due at, together and
     * within the frame budget, then hands each lane's frame to its views in the order they were
     * added. A run ahead of the others (a step took it further) waits for them. The timer calls
     * it; a test may call it with a made-up time.
     */
    public void pulse(long nowNs) {
        lastPulseNs = nowNs;
        List<RunController> playing = new ArrayList<>(lanes.size());
        long due = Long.MAX_VALUE;
        long from = Long.MAX_VALUE;
        for (Lane lane : lanes) {
            RunController run = lane.controller;
            long target = run.frameTarget(nowNs);
            if (target != RunController.NOT_PLAYING) {
                playing.add(run);
                due = Math.min(due, target);
                from = Math.min(from, run.nowNs());
            }
        }
        if (!playing.isEmpty()) {
            clock.runToward(from, due, clock.frameBudgetNs(), at -> {
                for (RunController run : playing) {
                    run.advanceTo(at);
                }
            });
            for (RunController run : playing) {
                run.frameDone(due);
            }
        }
        for (Lane lane : List.copyOf(lanes)) {
            lane.push(nowNs);
        }
    }

    /** One run and the views that show it. */
    public static final class Lane {
        private final RunController controller;
        private final List<FrameListener> views = new ArrayList<>();

        private Lane(RunController controller) {
            this.controller = Objects.requireNonNull(controller, "controller");
        }

        /** The run this lane advances. */
        public RunController controller() {
            return controller;
        }

        /** Adds a view; it hears every frame from the next pulse on. Returns this lane. */
        public Lane listen(FrameListener view) {
            views.add(Objects.requireNonNull(view, "view"));
            return this;
        }

        private void push(long pulseNs) {
            Frame frame = new Frame(pulseNs, controller.snapshot(), controller.result());
            for (FrameListener view : views) {
                view.onFrame(frame);
            }
        }
    }
}
