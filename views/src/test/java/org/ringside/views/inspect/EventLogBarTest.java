package org.ringside.views.inspect;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.shell.Theme;
import org.ringside.views.shell.WholeWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The event log's title and filters keep their words at the text sizes a room needs, in the
 * width the log has in the window (about 560 px of 1600 at 150 %, 600 of 1920 at 200 %).
 */
@ExtendWith(ApplicationExtension.class)
class EventLogBarTest {
    private StackPane root;

    @Start
    void start(Stage stage) {
        root = new StackPane(new EventLogView());
        Scene scene = new Scene(root, 560, 420);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    private void check(FxRobot robot, double factor, double width) {
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            root.getScene().getWindow().setWidth(width);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> WholeWords.assertWhole(robot.lookup("#event-log-bar").queryAs(Parent.class)));
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        check(robot, 1.5, 560);
    }

    @Test
    void at200PercentInThe1920PixelWindow(FxRobot robot) {
        check(robot, 2.0, 600);
    }
}
