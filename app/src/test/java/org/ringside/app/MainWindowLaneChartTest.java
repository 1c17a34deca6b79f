package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeoutException;
import javafx.scene.Parent;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The live chart with two lanes open in a window of a usual size: brought forward, it has a third
 * of the window's height while both lanes' pictures keep their least height; hidden, or another
 * tab chosen, the lanes take their share back. The window's content is laid out in a scene of
 * that size of its own ({@link SizedContent}).
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowLaneChartTest extends WindowTestBase {
    private SizedContent sized;
    private Parent root;

    @Start
    void start(Stage stage) throws IOException {
        open(stage);
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

    /** Lays the window's content out at {@code width} x {@code height}, opens a pair and brings the chart forward. */
    private void pairWithChartAt(FxRobot robot, double width, double height) throws TimeoutException {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> {
            sized = new SizedContent(stage, width, height);
            root = sized.root();
            item(bar, "menu-pair-ring-1024-vs-64").fire();
            item(bar, "menu-live-chart").fire();
        });
        waitUntilLaidOut(() -> chartHeight() >= height / 3);
    }

    private void waitUntilLaidOut(Callable<Boolean> condition) throws TimeoutException {
        sized.waitUntilLaidOut(condition);
    }

    private double chartHeight() {
        return window.chart().getHeight();
    }

    private double height(String id) {
        return ((Region) root.lookup(id)).getHeight();
    }

    /** Both lanes' pictures at least their share of the window's height. */
    private void bothLanesKeepTheirLeastHeight(FxRobot robot, double height) {
        robot.interact(() -> {
            double least = PictureHeight.LANE_LEAST_SHARE * height - 1;
            assertThat(height("#pipeline")).as("lane A's picture").isGreaterThanOrEqualTo(least);
            assertThat(height("#pipeline-b")).as("lane B's picture").isGreaterThanOrEqualTo(least);
        });
    }

    @Test
    void aPairLeavesTheChartAThirdOfA1600By1000Window(FxRobot robot) throws TimeoutException {
        pairWithChartAt(robot, 1600, 1000);
        assertThat(chartHeight()).isGreaterThanOrEqualTo(1000 / 3.0);
        bothLanesKeepTheirLeastHeight(robot, 1000);
    }

    @Test
    void aPairLeavesTheChartAThirdOfA1280By800Window(FxRobot robot) throws TimeoutException {
        pairWithChartAt(robot, 1280, 800);
        assertThat(chartHeight()).isGreaterThanOrEqualTo(800 / 3.0);
        bothLanesKeepTheirLeastHeight(robot, 800);
    }

    @Test
    void anotherTabGivesTheLanesTheirShareBack(FxRobot robot) throws TimeoutException {
        pairWithChartAt(robot, 1600, 1000);
        robot.interact(() -> {
            TabPane inspectors = (TabPane) root.lookup("#inspectors");
            Tab dql = inspectors.getTabs().stream().filter(t -> "tab-dql".equals(t.getId())).findFirst().orElseThrow();
            inspectors.getSelectionModel().select(dql);
        });
        double twoLanes = PictureHeight.TWO_LANES_LEAST_SHARE * 1000 - 1;
        waitUntilLaidOut(() -> height("#lanes") >= twoLanes);
        // Brought forward again with View → Live chart, the chart has its third once more.
        robot.interact(() -> item((MenuBar) root.lookup(".menu-bar"), "menu-live-chart").fire());
        waitUntilLaidOut(() -> chartHeight() >= 1000 / 3.0);
        bothLanesKeepTheirLeastHeight(robot, 1000);
    }
}
