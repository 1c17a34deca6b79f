package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.views.pipeline.PipelinePictureView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * `ringside FILE --startup-report REPORT`: the window's first run is of that file, with nothing
 * before it to undo, and the report says when the picture was on screen.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowStartTest {
    @TempDir
    static Path dir;

    private MainWindow window;
    private Path file;
    private Scenario scenario;
    private Path report;
    /** Whether the picture had been drawn at its size when the window first showed; null before. */
    private Boolean drawnWhenShown;
    /** Whether the scene had a fill when the window first showed, which would be its background. */
    private boolean filledWhenShown;

    @Start
    void start(Stage stage) throws IOException, ScenarioException {
        stage.showingProperty().addListener((o, was, now) -> {
            if (now && drawnWhenShown == null) {
                drawnWhenShown = ((PipelinePictureView) stage.getScene().lookup("#pipeline")).pictureDrawn();
                filledWhenShown = stage.getScene().getFill() != null;
            }
        });
        file = Files.writeString(dir.resolve("start.yaml"), "name: start here\nflows:\n  - { kind: bulk_tcp }\n");
        scenario = ScenarioLoader.fromFile(file);
        window = new MainWindow(stage, "test", () -> { }, new WindowSetup(Files.createTempDirectory(dir, "cfg"),
                new QueuedDialogs()), scenario, file);
        window.show();
        report = dir.resolve("startup-" + System.nanoTime() + ".csv");
        window.launch(new LaunchRequest(file, false, null, false, null, null, report));
    }

    /** The picture is shown first and the panes join it a moment later; the tests start after. */
    @BeforeEach
    void waitForThePanes() throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window::panesShown).get());
    }

    @Test
    void theWindowShowsOnlyOnceItsFirstFrameHoldsThePicture() {
        assertThat(drawnWhenShown).as("a blank window until the first pulse draws the picture").isTrue();
    }

    @Test
    void theWindowPaintsNothingOfItsOwnBeforeItsFirstFrame() {
        // JavaFX makes the fill the native window's background, which the X server paints as the
        // window is mapped, before the first frame's pixels arrive: the white window of a start.
        assertThat(filledWhenShown).as("the scene's fill, the window's background until its first frame").isFalse();
    }

    @Test
    void theFileIsTheFirstRunAndItsDocument(FxRobot robot) {
        assertThat(window.scenario()).isEqualTo(scenario);
        assertThat(window.controller().canUndo()).as("no built-in run before it to bring back").isFalse();
        assertThat(window.unsaved()).isFalse();
        assertThat(robot.lookup("#status").queryAs(javafx.scene.control.Label.class).getTooltip().getText())
                .endsWith(file.toString());
    }

    @Test
    void theStartupReportSaysWhenTheWindowAndThenThePictureWereOnScreen() throws IOException {
        // Written when the picture was on screen, before the panes joined it.
        List<String> lines = Files.readAllLines(report);
        assertThat(lines).hasSize(2).first().isEqualTo(StartupReport.HEADER);
        long[] figures = Arrays.stream(lines.get(1).split(",")).mapToLong(Long::parseLong).toArray();
        long windowMs = figures[0];
        long pictureMs = figures[1];
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        assertThat(windowMs).as("the JVM starts before the window").isPositive();
        assertThat(pictureMs).as("the picture a pulse or more after the first frame").isGreaterThan(windowMs)
                .as("and before now").isLessThanOrEqualTo(System.currentTimeMillis() - jvmStart);
        assertThat(figures[2]).as("the time of day it was on screen").isEqualTo(jvmStart + pictureMs);
    }
}
