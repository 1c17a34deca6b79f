package org.ringside.views.charts;

import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.sim.RunResult;

/**
 * A window with a {@link LiveChartView} following a synthetic run that grows in real time
 * (100 µs samples, about 170 per frame). Run by hand from the views test class path:
 * {@code java -cp ... org.ringside.views.charts.ChartDemo}.
 */
public final class ChartDemo {
    private ChartDemo() {
    }

    public static void main(String[] args) {
        // Launched through a nested class so JavaFX on the plain class path starts.
        Application.launch(App.class, args);
    }

    /** The demo application. */
    public static final class App extends Application {
        private final SyntheticRuns.Generator generator = new SyntheticRuns.Generator(1);
        private final TimeSeries series = new TimeSeries(SyntheticRuns.channels(), 200_000);
        private RunResult latest = generator.result(series);

        @Override
        public void start(Stage stage) {
            LiveChartView view = new LiveChartView(() -> latest);
            // The generator runs on the JavaFX thread too, so the view never sees a half-written row.
            new AnimationTimer() {
                private long last;

                @Override
                public void handle(long now) {
                    long frameNs = last == 0 ? 16_666_667L : now - last;
                    last = now;
                    for (long t = 0; t < Math.min(frameNs, 100_000_000L); t += SyntheticRuns.Generator.INTERVAL_NS) {
                        generator.step(series);
                    }
                    latest = generator.result(series);
                }
            }.start();
            stage.setTitle("Ringside charts demo (synthetic data)");
            stage.setScene(new Scene(view, 1280, 760));
            stage.show();
        }
    }
}
