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
    private javafx.scene.layout.Region pane;

    @Start
    void start(Stage stage) {
        pane = new EventLogView();
        root = new StackPane(pane);
        StackPane.setAlignment(pane, javafx.geometry.Pos.TOP_LEFT);
        Scene scene = new Scene(root, 960, 420);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        // The stage is shared by the test classes and keeps the size another left it at; 960 px
        // is the live chart's own tests' width.
        stage.sizeToScene();
        stage.show();
    }

    private void check(FxRobot robot, double factor, double width) {
        // The pane alone is sized: the test classes share one stage, which is left as it is.
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            pane.setMaxWidth(width);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            org.assertj.core.api.Assertions.assertThat(pane.getWidth()).isEqualTo(width);
            WholeWords.assertWhole(robot.lookup("#event-log-bar").queryAs(Parent.class));
        });
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
