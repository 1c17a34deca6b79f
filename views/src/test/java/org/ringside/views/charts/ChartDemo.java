package org.ringside.views.charts;

import java.util.List;
import javafx.animation.Animation;
import javafx.animation.AnimationTimer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.sim.RunResult;

/**
 * A window with a {@link LiveChartView} following a synthetic run that grows in real time
 * (100 µs samples, about 170 per frame). Run by hand from the views test class path:
 * {@code java -cp ... org.ringside.views.charts.ChartDemo [INITIAL_SAMPLES]}; it prints the
 * redraws per second every five seconds, so a long series' cost shows.
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
        private RunResult latest;

        @Override
        public void start(Stage stage) {
            List<String> args = getParameters().getRaw();
            int initial = args.isEmpty() ? 0 : Integer.parseInt(args.get(0));
            for (int i = 0; i < initial; i++) {
                generator.step(series);
            }
            latest = generator.result(series);
            LiveChartView view = new LiveChartView();
            ChartFrames.drive(view, () -> latest);
            Timeline report = new Timeline(new KeyFrame(Duration.seconds(5), new EventHandler<ActionEvent>() {
                private long redraws;

                @Override
                public void handle(ActionEvent e) {
                    long now = view.redrawsProperty().get();
                    System.out.printf("%.1f redraws/s, %,d rows, %,d points drawn%n", (now - redraws) / 5.0,
                            series.size(), view.drawnPointsProperty().get());
                    redraws = now;
                }
            }));
            report.setCycleCount(Animation.INDEFINITE);
            report.play();
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
