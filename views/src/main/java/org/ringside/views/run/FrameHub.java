package org.ringside.views.run;

import java.util.ArrayList;
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
 * {@link #lane lanes}. Use it on the JavaFX thread only.
 */
public final class FrameHub {
    private final List<Lane> lanes = new ArrayList<>();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            pulse(now);
        }
    };
    private long lastPulseNs;

    /** A new lane for {@code controller}'s run, with no views yet; frames come once started. */
    public Lane lane(RunController controller) {
        Lane lane = new Lane(controller);
        lanes.add(lane);
        return lane;
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
     * One pulse: advances each lane's run, then hands its frame to that lane's views in the order
     * they were added. The timer calls it; a test may call it with a made-up time.
     */
    public void pulse(long nowNs) {
        lastPulseNs = nowNs;
        for (Lane lane : lanes) {
            lane.controller.frame(nowNs);
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
