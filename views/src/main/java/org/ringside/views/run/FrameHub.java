package org.ringside.views.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import javafx.animation.AnimationTimer;

/**
 * The window's one animation clock. Each JavaFX pulse, while {@linkplain #start() started}, it
 * advances every lane's run by one {@link RunController#frame frame}, takes one snapshot of it
 * and pushes the same {@link Frame} to each of that lane's views. The run bar, the picture, the
 * inspectors, the event log and the live chart have no timer of their own, so they all show the
 * same moment and the run is advanced exactly once per pulse.
 *
 * <p>A lane is one run with the views that show it; two runs side by side are two
 * {@link #lane lanes}. They share one frame budget: each lane's run may spend its share of it,
 * so a second lane halves what each run gets rather than doubling the frame's time in the model,
 * and they keep in step: no playing run goes past the slowest playing one.
 * Use it on the JavaFX thread only.
 */
public final class FrameHub {
    private final List<Lane> lanes = new ArrayList<>();
    private final long frameBudgetNs;
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            pulse(now);
        }
    };
    private long lastPulseNs;

    /** A clock whose pulses spend {@link Pacing#DEFAULT_FRAME_BUDGET_NS} in the model, over every lane. */
    public FrameHub() {
        this(Pacing.DEFAULT_FRAME_BUDGET_NS);
    }

    /**
     * @param frameBudgetNs wall time one pulse may spend running the models of all its lanes
     * @throws IllegalArgumentException if it is not positive
     */
    public FrameHub(long frameBudgetNs) {
        if (frameBudgetNs <= 0) {
            throw new IllegalArgumentException("frame budget must be positive, was " + frameBudgetNs + " ns");
        }
        this.frameBudgetNs = frameBudgetNs;
    }

    /** A new lane for {@code controller}'s run, with no views yet; frames come once started. */
    public Lane lane(RunController controller) {
        Lane lane = new Lane(controller);
        lanes.add(lane);
        return lane;
    }

    /** Takes {@code lane} away: its run advances no more and its views hear no more frames. */
    public void remove(Lane lane) {
        lanes.remove(lane);
    }

    /** Each lane's share of a pulse's budget: the whole budget over the lanes there are now. */
    public long laneBudgetNs() {
        return frameBudgetNs / Math.max(1, lanes.size());
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
     * One pulse: advances each lane's run within its {@linkplain #laneBudgetNs share} of the
     * budget, then hands its frame to that lane's views in the order they were added. The timer
     * calls it; a test may call it with a made-up time.
     */
    public void pulse(long nowNs) {
        lastPulseNs = nowNs;
        long share = laneBudgetNs();
        // The slowest run first (of runs at one time, one that fell behind last frame): no playing
        // run goes past where it got, so runs that cannot keep up with their speed on a busy
        // machine stay at one simulated time rather than drift apart.
        List<Lane> slowestFirst = new ArrayList<>(lanes);
        slowestFirst.sort(Comparator.<Lane>comparingLong(l -> l.controller.nowNs())
                .thenComparing(l -> !l.controller.behind()));
        long notPast = Long.MAX_VALUE;
        for (Lane lane : slowestFirst) {
            RunController run = lane.controller;
            run.frame(nowNs, Math.min(share, run.frameBudgetNs()), notPast);
            if (run.state() == RunState.PLAYING) {
                notPast = Math.min(notPast, run.nowNs());
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
