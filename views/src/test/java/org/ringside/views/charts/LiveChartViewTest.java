package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.MenuButton;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.export.SeriesCsv;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.sim.RunResult;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class LiveChartViewTest {
    private static final long STEP = SyntheticRuns.Generator.INTERVAL_NS;

    private final SyntheticRuns.Generator generator = new SyntheticRuns.Generator(4);
    private final TimeSeries series = new TimeSeries(SyntheticRuns.channels(), 100_000);
    /** Changed only on the JavaFX thread, as the view's contract asks. */
    private RunResult latest;
    private LiveChartView view;
    private ChartFrames frames;

    @Start
    void start(Stage stage) {
        grow(100);
        view = new LiveChartView();
        stage.setScene(new Scene(view, 960, 600));
        frames = ChartFrames.drive(view, () -> latest);
        // The test classes share one stage, which keeps the size the last one left it at: the
        // thinning test counts points for a 960 px canvas.
        stage.sizeToScene();
        stage.show();
    }

    private void grow(int samples) {
        for (int i = 0; i < samples; i++) {
            generator.step(series);
        }
        latest = generator.result(series);
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
    }

    @Test
    void followsAGrowingSeries(FxRobot robot) throws Exception {
        waitUntil(() -> view.drawnUntilNsProperty().get() == 100 * STEP);
        int pointsBefore = view.drawnPointsProperty().get();
        assertThat(pointsBefore).isPositive();

        robot.interact(() -> grow(400));
        waitUntil(() -> view.drawnUntilNsProperty().get() == 500 * STEP);
        assertThat(view.drawnPointsProperty().get()).isGreaterThan(pointsBefore);

        robot.interact(() -> grow(1000));
        waitUntil(() -> view.drawnUntilNsProperty().get() == 1500 * STEP);
    }

    @Test
    void redrawsOnlyWhenTheDataOrTheChoiceChanges(FxRobot robot) throws Exception {
        waitUntil(() -> view.redrawsProperty().get() >= 1);
        long redraws = view.redrawsProperty().get();
        frames.awaitMore(24); // some 24 pulses with nothing new
        assertThat(view.redrawsProperty().get()).isEqualTo(redraws);

        robot.interact(() -> view.optionsProperty().set(view.optionsProperty().get().withKind(ChartKind.LATENCY_CDF)));
        waitUntil(() -> view.redrawsProperty().get() == redraws + 1);
        robot.interact(() -> grow(10));
        waitUntil(() -> view.redrawsProperty().get() == redraws + 2);
        frames.awaitMore(12);
        assertThat(view.redrawsProperty().get()).isEqualTo(redraws + 2);
    }

    @Test
    void aLongRunIsThinnedToTheCanvasWidth(FxRobot robot) throws Exception {
        robot.interact(() -> grow(60_000));
        waitUntil(() -> view.drawnUntilNsProperty().get() == 60_100 * STEP);
        // Three lines (qdisc, ring, BQL limit), at most two points per column of a 960 px canvas.
        assertThat(view.drawnPointsProperty().get()).isPositive().isLessThanOrEqualTo(3 * (2 * 960 + 2));
    }

    @Test
    void aFollowingSpanEndsAtTheNewestSample(FxRobot robot) throws Exception {
        robot.interact(() -> {
            grow(5_000);
            view.spanProperty().set(LiveChartView.Span.LAST_100_MS);
        });
        waitUntil(() -> view.drawnUntilNsProperty().get() == 5_100 * STEP);

        int wholeRun = pointsWith(robot, LiveChartView.Span.WHOLE_RUN);
        int last10ms = pointsWith(robot, LiveChartView.Span.LAST_10_MS);
        // 10 ms is 100 samples: far fewer points than the whole half second.
        assertThat(last10ms).isLessThan(wholeRun / 2);
        assertThat(view.drawnUntilNsProperty().get()).isEqualTo(5_100 * STEP);
    }

    /** Points drawn once the view has redrawn for this span. */
    private int pointsWith(FxRobot robot, LiveChartView.Span span) throws Exception {
        long[] before = new long[1];
        robot.interact(() -> {
            // Read and change on the JavaFX thread, so no pulse slips in between.
            before[0] = view.redrawsProperty().get();
            view.spanProperty().set(span);
        });
        waitUntil(() -> view.redrawsProperty().get() > before[0]);
        return view.drawnPointsProperty().get();
    }

    @Test
    void exportsPngSvgAndCsvWithTheSameExporters(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> grow(2_000));
        AtomicReference<CompletableFuture<Path>> png = new AtomicReference<>();
        AtomicReference<CompletableFuture<Path>> svg = new AtomicReference<>();
        AtomicReference<CompletableFuture<Path>> csv = new AtomicReference<>();
        robot.interact(() -> {
            png.set(view.exportTo(ExportFormat.PNG, dir.resolve("live.png"), new ChartSize(1280, 720)));
            svg.set(view.exportTo(ExportFormat.SVG, dir.resolve("live.svg"), ChartSize.DEFAULT));
            csv.set(view.exportTo(ExportFormat.CSV, dir.resolve("live.csv"), ChartSize.DEFAULT));
        });

        BufferedImage image = ImageIO.read(png.get().get(30, TimeUnit.SECONDS).toFile());
        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(720);
        assertThat(Files.readString(svg.get().get(30, TimeUnit.SECONDS))).contains("qdisc bytes", "queue depth", "ring (KB)");
        TimeSeries back = SeriesCsv.read(csv.get().get(30, TimeUnit.SECONDS));
        assertThat(back.size()).isEqualTo(2_100);
        assertThat(back.times()).isEqualTo(series.times());
        waitUntil(() -> view.statusTextProperty().get().equals("saved live.csv"));
    }

    @Test
    void aFailedExportSaysWhyInTheStatusLine(FxRobot robot, @TempDir Path dir) throws Exception {
        Path target = dir.resolve("gone").resolve("x.png");
        AtomicReference<CompletableFuture<Path>> png = new AtomicReference<>();
        robot.interact(() -> png.set(view.exportTo(ExportFormat.PNG, target, ChartSize.DEFAULT)));
        waitUntil(() -> png.get().isCompletedExceptionally());
        waitUntil(() -> view.statusTextProperty().get().startsWith("cannot write " + target));
    }

    @Test
    void everyControlExplainsItselfInATooltip(FxRobot robot) {
        assertThat(robot.lookup(".choice-box").queryAllAs(ChoiceBox.class)).hasSize(3)
                .allSatisfy(c -> assertThat(c.getTooltip()).isNotNull());
        assertThat(robot.lookup(".check-box").queryAs(CheckBox.class).getTooltip()).isNotNull();
        MenuButton export = robot.lookup(".menu-button").queryAs(MenuButton.class);
        assertThat(export.getTooltip().getText()).contains("PNG", "SVG", "CSV");
        assertThat(export.getItems()).extracting(i -> i.getText()).containsExactly("PNG…", "SVG…", "CSV…");
        assertThat(robot.lookup("#export-status").queryAs(Control.class).getTooltip()).isNotNull();
    }
}
