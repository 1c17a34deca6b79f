package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.animation.AnimationTimer;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.metrics.Channels;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Simulation;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The live chart following a real simulation, as the window runs it: the simulation advances on
 * the JavaFX thread, a little per pulse, and the view asks it for {@code result()} every pulse.
 */
@ExtendWith(ApplicationExtension.class)
class LiveChartViewSimulationTest {
    /** Simulated time per pulse, and where the run stops. */
    private static final long STEP_NS = 2_000_000L;
    private static final long END_NS = 60_000_000L;

    private final Simulation sim = new Simulation(Scenario.defaults());
    private final List<Long> drawnEnds = new CopyOnWriteArrayList<>();
    private LiveChartView view;
    private AnimationTimer driver;
    private ChartFrames frames;

    @Start
    void start(Stage stage) {
        view = new LiveChartView();
        view.drawnUntilNsProperty().addListener((o, was, now) -> drawnEnds.add(now.longValue()));
        driver = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (sim.now() < END_NS) {
                    sim.runUntil(Math.min(END_NS, sim.now() + STEP_NS));
                }
            }
        };
        stage.setScene(new Scene(view, 960, 600));
        stage.show();
        frames = ChartFrames.drive(view, sim::result);
    }

    @Test
    void itsDrawnEndAdvancesWithTheSimulationAndStopsWhenTheRunDoes(FxRobot robot) throws Exception {
        robot.interact(driver::start);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> view.drawnUntilNsProperty().get() == END_NS);

        // It followed the run through several drawings, always forward.
        assertThat(drawnEnds.size()).isGreaterThanOrEqualTo(3);
        for (int i = 1; i < drawnEnds.size(); i++) {
            assertThat(drawnEnds.get(i)).isGreaterThan(drawnEnds.get(i - 1));
        }
        assertThat(view.drawnPointsProperty().get()).isPositive();
        long[] state = new long[2];
        robot.interact(() -> {
            state[0] = sim.now();
            state[1] = sim.series().size();
        });
        assertThat(state[0]).isEqualTo(END_NS);
        // The real run sampled the queue all along (one row per sample interval, and one at 0).
        assertThat(state[1]).isEqualTo(END_NS / Scenario.defaults().sampleIntervalNs() + 1);
        assertThat(sim.series().indexOf(Channels.RING_BYTES.key())).isNotNegative();

        // The run has stopped: a new result() object per pulse, but nothing new to draw.
        WaitForAsyncUtils.waitForFxEvents();
        long redraws = view.redrawsProperty().get();
        frames.awaitMore(18);
        assertThat(view.redrawsProperty().get()).isEqualTo(redraws);
        robot.interact(driver::stop);
    }

    @Test
    void newSamplesAloneRedrawFourTimesASecondAnotherChartKindAtOnce(FxRobot robot) {
        long[] counts = new long[3];
        robot.interact(() -> {
            // Pulse times of our own, well after any the real pulses used.
            long t = System.nanoTime() + 10_000_000_000L;
            sim.runUntil(STEP_NS);
            view.refresh(t);
            counts[0] = view.redrawsProperty().get();
            for (int i = 1; i <= 60; i++) {
                sim.runUntil(sim.now() + STEP_NS / 10);
                view.refresh(t + i * 16_666_667L);
            }
            counts[1] = view.redrawsProperty().get();
            view.optionsProperty().set(view.optionsProperty().get().withKind(ChartKind.THROUGHPUT));
            view.refresh(t + 60 * 16_666_667L + 1);
            counts[2] = view.redrawsProperty().get();
        });
        // One second of pulses with a new sample in most: a redraw at 250, 500, 750 and 1000 ms.
        assertThat(counts[1] - counts[0]).isEqualTo(4);
        assertThat(counts[2] - counts[1]).isEqualTo(1);
    }
}
