package org.ringside.views.charts;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunResult;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.run.Frame;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Pushes a frame with the latest run to a chart every pulse, as a window's frame hub would, for
 * tests and demos whose run is not a {@code RunController}'s; counts the frames the chart took,
 * so a test can wait for pulses rather than for wall time a starved machine may spend on none.
 */
final class ChartFrames {
    /** The chart reads no snapshot; a frame carries one all the same. */
    private static final SimSnapshot SNAPSHOT = new Simulation(Scenario.defaults()).snapshot();

    private final AnimationTimer timer;
    /** Frames the chart has finished with; written on the JavaFX thread, read by tests. */
    private final AtomicLong taken = new AtomicLong();

    private ChartFrames(LiveChartView view, Supplier<RunResult> source) {
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                view.onFrame(new Frame(now, SNAPSHOT, source.get()));
                taken.incrementAndGet();
            }
        };
    }

    /** Shows {@code source}'s run now and then on every pulse; call on the JavaFX thread. */
    static ChartFrames drive(LiveChartView view, Supplier<RunResult> source) {
        view.onFrame(new Frame(0, SNAPSHOT, source.get()));
        ChartFrames frames = new ChartFrames(view, source);
        frames.timer.start();
        return frames;
    }

    /** Waits, up to 30 s, until the chart has taken {@code count} more frames; not on the JavaFX thread. */
    void awaitMore(long count) throws Exception {
        long until = taken.get() + count;
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> taken.get() >= until);
    }
}
