package org.ringside.views.charts;

import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunResult;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.run.Frame;

/**
 * Pushes a frame with the latest run to a chart every pulse, as a window's frame hub would, for
 * tests and demos whose run is not a {@code RunController}'s.
 */
final class ChartFrames {
    /** The chart reads no snapshot; a frame carries one all the same. */
    private static final SimSnapshot SNAPSHOT = new Simulation(Scenario.defaults()).snapshot();

    private ChartFrames() {
    }

    /** Shows {@code source}'s run now and then on every pulse; call on the JavaFX thread. */
    static AnimationTimer drive(LiveChartView view, Supplier<RunResult> source) {
        view.onFrame(new Frame(0, SNAPSHOT, source.get()));
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                view.onFrame(new Frame(now, SNAPSHOT, source.get()));
            }
        };
        timer.start();
        return timer;
    }
}
