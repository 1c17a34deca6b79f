package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At large text the event log under one lane's picture keeps three whole lines in view, its
 * filter beside its title: at 200 % in a 1600x1000 window it showed a line and a half, its
 * filters on a second row and the sentence under the list on four. The picture, which scrolls
 * at large text, gives the log that height; the panes stay over the run bar. The 1600x1000
 * window's content is laid out in a scene of that size of its own ({@link SizedContent}).
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowEventLogLinesTest extends WindowTestBase {
    private SizedContent sized;
    private Parent root;

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    @BeforeEach
    void waitForThePanes() throws TimeoutException {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(window::panesShown).get());
    }

    /** The window's content back in its own scene. */
    @AfterEach
    void giveTheContentBack(FxRobot robot) {
        robot.interact(() -> {
            if (sized != null) {
                sized.giveBack();
            }
        });
    }

    /** Text {@code steps} steps larger (Ctrl+=) and 21 events stepped, the last a frame after the others. */
    private void textAndSteps(FxRobot robot, int steps, double factor) throws TimeoutException {
        for (int i = 0; i < steps; i++) {
            robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        }
        robot.interact(() -> {
            assertThat(window.zoom().factor()).isEqualTo(factor);
            for (int i = 0; i < 20; i++) {
                window.controller().stepEvent();
            }
        });
        ListView<?> list = robot.lookup("#event-log-list").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> list.getItems().size() >= 20).get());
    }

    /** The window's content laid out at {@code width} x {@code height} until the log shows its lines. */
    private void layOutAt(FxRobot robot, double width, double height) throws TimeoutException {
        robot.interact(() -> {
            sized = new SizedContent(stage, width, height);
            root = sized.root();
        });
        // One more step: the list follows the newest line at its new height.
        robot.interact(() -> window.controller().stepEvent());
        waitUntilLaidOut(() -> ((ListView<?>) root.lookup("#event-log-list")).getItems().size() >= 21);
        waitUntilLaidOut(() -> true);
    }

    private void waitUntilLaidOut(Callable<Boolean> condition) throws TimeoutException {
        sized.waitUntilLaidOut(condition);
    }

    private void check(FxRobot robot, Parent in, double factor) {
        robot.interact(() -> {
            Bounds dock = inScene(in.lookup("#below-dock"));
            Bounds bar = inScene(in.lookup("#event-log-bar"));
            Bounds title = inScene(in.lookup("#event-log-title"));
            Bounds filter = inScene(in.lookup("#event-log-filter"));
            assertThat(filter.getMinY()).as("the log's filter, beside its title").isLessThan(title.getMaxY());
            assertThat(bar.getHeight()).as("the log's title and filter, one row")
                    .isLessThanOrEqualTo(Math.max(title.getHeight(), filter.getHeight()) + 0.5);
            assertThat(bar.getMinY()).as("the log's heading, in its dock").isGreaterThanOrEqualTo(dock.getMinY());
            assertThat(wholeLines(in, dock)).as("whole lines of the log in view, %.0f %% text", 100 * factor)
                    .isGreaterThanOrEqualTo(3);
            assertThat(dock.getMaxY()).as("the log's dock's foot, over the run bar")
                    .isLessThanOrEqualTo(inScene(in.lookup(".run-bar")).getMinY() + 0.5);
        });
    }

    /** The log's lines drawn whole inside its list's viewport, over its horizontal scroll bar, and inside its dock. */
    private static int wholeLines(Parent in, Bounds dock) {
        Bounds view = inScene(in.lookup("#event-log-list .clipped-container"));
        double bottom = Math.min(view.getMaxY(), dock.getMaxY());
        for (Node n : in.lookupAll("#event-log-list .scroll-bar")) {
            if (n.isVisible() && n instanceof ScrollBar b && b.getOrientation() == Orientation.HORIZONTAL) {
                bottom = Math.min(bottom, inScene(b).getMinY());
            }
        }
        int whole = 0;
        for (Node n : in.lookupAll("#event-log-list .list-cell")) {
            Bounds b = inScene(n);
            if (n.isVisible() && n instanceof ListCell<?> c && !c.isEmpty()
                    && b.getMinY() >= view.getMinY() - 0.5 && b.getMaxY() <= bottom + 0.5) {
                whole++;
            }
        }
        return whole;
    }

    private static Bounds inScene(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }

    @Test
    void at150PercentInTheTestScreensWindow(FxRobot robot) throws TimeoutException {
        textAndSteps(robot, 2, 1.5);
        robot.interact(() -> window.controller().stepEvent());
        ListView<?> list = robot.lookup("#event-log-list").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> list.getItems().size() >= 21).get());
        WaitForAsyncUtils.waitForFxEvents();
        check(robot, stage.getScene().getRoot(), 1.5);
    }

    @Test
    void at150PercentIn1600By1000(FxRobot robot) throws TimeoutException {
        textAndSteps(robot, 2, 1.5);
        layOutAt(robot, 1600, 1000);
        check(robot, root, 1.5);
    }

    @Test
    void at200PercentIn1600By1000(FxRobot robot) throws TimeoutException {
        textAndSteps(robot, 4, 2.0);
        layOutAt(robot, 1600, 1000);
        check(robot, root, 2.0);
    }

    @Test
    void at250PercentIn1600By1000(FxRobot robot) throws TimeoutException {
        textAndSteps(robot, 5, 2.5);
        layOutAt(robot, 1600, 1000);
        check(robot, root, 2.5);
    }
}
