package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At the text sizes a room needs, the picture keeps half the window's height, where the event
 * log and the inspectors under it used to take it until its type, kept at its floor, crowded;
 * they give way from their foot, the log's heading's top still in view, but for the event log's
 * few lines ({@code MainWindowEventLogLinesTest}), for which the picture, scrolling, gives way
 * down to a lane's share.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowLargeTextTest {
    @TempDir
    static Path dir;

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        window = new MainWindow(stage, "test", () -> { }, new WindowSetup(Files.createTempDirectory(dir, "cfg"),
                new QueuedDialogs()));
        window.show();
    }

    /** The picture is shown first and the panes join it a moment later; the tests start after. */
    @BeforeEach
    void waitForThePanes() throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window::panesShown).get());
    }

    /**
     * Text {@code steps} steps larger (Ctrl+=), in the window as the test screen opens it (a
     * window larger than Monocle's headless screen cannot be drawn).
     */
    private void check(FxRobot robot, int steps, double factor) {
        for (int i = 0; i < steps; i++) {
            robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        }
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout());
        robot.interact(() -> {
            assertThat(window.zoom().factor()).isEqualTo(factor);
            double sceneHeight = stage.getScene().getHeight();
            Bounds picture = inScene(robot.lookup("#pipeline").query());
            javafx.scene.layout.Region below = robot.lookup("#below-dock").queryAs(javafx.scene.layout.Region.class);
            Bounds work = inScene(robot.lookup("#work-area").query());
            assertThat(picture.getHeight()).as("the picture's height in a %.0f-pixel-high window", sceneHeight)
                    .isGreaterThanOrEqualTo(PictureHeight.LANE_LEAST_SHARE * sceneHeight)
                    .isGreaterThanOrEqualTo(Math.min(0.5 * sceneHeight, work.getHeight() - below.getMinHeight()) - 12);
            Bounds heading = inScene(robot.lookup("#event-log-title").query());
            Bounds dock = inScene(robot.lookup("#below-dock").query());
            assertThat(heading.getMinY()).as("the log's heading's top, in its dock").isGreaterThanOrEqualTo(dock.getMinY());
            assertThat(inScene(robot.lookup(".status-bar").query()).getMaxY()).as("the status line, in the window")
                    .isLessThanOrEqualTo(sceneHeight + 0.5);
        });
    }

    private static Bounds inScene(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }

    @Test
    void at150Percent(FxRobot robot) {
        check(robot, 2, 1.5);
    }

    @Test
    void at200Percent(FxRobot robot) {
        check(robot, 4, 2.0);
    }
}
