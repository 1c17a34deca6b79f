package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.MenuBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Two lanes in a short window, 752 pixels high as a 1280×752 screen leaves it: everything of
 * both lanes lies between the menu bar and the run bar, or in a column that scrolls there; none
 * of it runs under either bar. The window's content is held to that height, not the stage
 * resized, which later tests would inherit.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowShortLanesTest extends WindowTestBase {
    private static final double SHORT = 752;
    private BorderPane content;

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
    }

    @AfterEach
    void freeTheHeight(FxRobot robot) {
        robot.interact(() -> content.setMaxHeight(Double.MAX_VALUE));
    }

    private void openPairAt(FxRobot robot, int larger) throws TimeoutException {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> {
            content = (BorderPane) stage.getScene().getRoot().getChildrenUnmodifiable().get(0);
            content.setMaxHeight(SHORT);
            for (int i = 0; i < larger; i++) {
                item(bar, "menu-larger").fire();
            }
            item(bar, "menu-pair-bql-off-vs-on").fire();
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
            Node b = robot.lookup("#pipeline-b").tryQuery().orElse(null);
            return b != null && b.getLayoutBounds().getHeight() > 0 && content.getHeight() <= SHORT;
        }).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void nothingRunsUnderTheBars(FxRobot robot) {
        robot.interact(() -> {
            double top = scene(content.getTop()).getMaxY();
            double bottom = scene(content.getBottom()).getMinY();
            List<Node> lanes = List.of(robot.lookup("#pipeline").query(), robot.lookup("#pipeline-b").query(),
                    robot.lookup("#scoreboard").query(), robot.lookup(".lane-title.lane-a").query(),
                    robot.lookup(".lane-title.lane-b").query());
            for (Node n : lanes) {
                Node seen = scrolledIn(n);
                Bounds b = scene(seen);
                assertThat(b.getMinY()).as("%s's top, under the menu bar at %s", seen.getId(), top)
                        .isGreaterThanOrEqualTo(top - 0.5);
                assertThat(b.getMaxY()).as("%s's foot, over the run bar at %s", seen.getId(), bottom)
                        .isLessThanOrEqualTo(bottom + 0.5);
            }
        });
    }

    /** The scroll pane {@code n} lies in, where it lies in one, else {@code n}: what is on screen of it. */
    private static Node scrolledIn(Node n) {
        for (Parent p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane) {
                return p;
            }
        }
        return n;
    }

    private static Bounds scene(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }

    @Test
    void atNormalTextBothLanesLieBetweenTheBars(FxRobot robot) throws TimeoutException {
        openPairAt(robot, 0);
        nothingRunsUnderTheBars(robot);
    }

    @Test
    void atOneAndAHalfTimesTheTextBothLanesLieBetweenTheBars(FxRobot robot) throws TimeoutException {
        openPairAt(robot, 2);
        nothingRunsUnderTheBars(robot);
    }
}
