package org.ringside.views.inspect;

import javafx.geometry.Pos;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.shell.WholeWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The event log's title and filters keep their words at the text sizes a room needs, in the
 * width the log has in the window (about 560 px of 1600 at 150 %, 600 of 1920 at 200 %).
 */
@ExtendWith(ApplicationExtension.class)
class EventLogBarTest {
    private StackPane root;
    private Region pane;

    @Start
    void start(Stage stage) {
        pane = new EventLogView();
        root = new StackPane(pane);
        StackPane.setAlignment(pane, Pos.TOP_LEFT);
        WholeWords.show(stage, root);
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        WholeWords.assertWholeAt(robot, root, pane, 1.5, 560, "#event-log-bar");
    }

    @Test
    void at200PercentInThe1920PixelWindow(FxRobot robot) {
        WholeWords.assertWholeAt(robot, root, pane, 2.0, 600, "#event-log-bar");
    }
}
