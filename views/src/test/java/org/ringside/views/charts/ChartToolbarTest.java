package org.ringside.views.charts;

import javafx.geometry.Pos;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.Simulation;
import org.ringside.views.shell.WholeWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The live chart's toolbar keeps their words at the text sizes a room needs, in the
 * width the inspectors have in the window (about 480 px of 1600 at 150 %, 560 of 1920 at 200 %).
 */
@ExtendWith(ApplicationExtension.class)
class ChartToolbarTest {
    private StackPane root;
    private Region pane;

    @Start
    void start(Stage stage) {
        LiveChartView chart = new LiveChartView();
        ChartFrames.drive(chart, new Simulation(Scenario.defaults())::result);
        pane = chart;
        root = new StackPane(pane);
        StackPane.setAlignment(pane, Pos.TOP_LEFT);
        WholeWords.show(stage, root);
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        WholeWords.assertWholeAt(robot, root, pane, 1.5, 480, "#chart-toolbar");
    }

    @Test
    void at200PercentInThe1920PixelWindow(FxRobot robot) {
        WholeWords.assertWholeAt(robot, root, pane, 2.0, 560, "#chart-toolbar");
    }
}
