package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.shell.WholeWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The run bar keeps every word, the clock and the state included, at the text sizes a room
 * needs, across the window's width: when the first row cannot hold the clock, it moves to a
 * second row.
 */
@ExtendWith(ApplicationExtension.class)
class RunBarLargeTextTest {
    private Pane root;
    private RunBar bar;

    @Start
    void start(Stage stage) {
        bar = new RunBar(new RunController(Scenario.defaults()));
        root = new Pane(bar);
        WholeWords.show(stage, root);
    }

    /** Text at {@code factor}, the bar as wide as a window of {@code width}, a note from a step shown. */
    private void check(FxRobot robot, double factor, double width) {
        // The bar is sized, not the window: the test classes share one stage.
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            bar.setMinWidth(width);
            bar.setPrefWidth(width);
            bar.setMaxWidth(width);
        });
        robot.clickOn("#run-step-limit");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            root.layout();
            assertThat(bar.getWidth()).isEqualTo(width);
            assertThat(bar.minWidth(-1)).as("the bar's least width").isLessThanOrEqualTo(width);
            WholeWords.assertWhole(bar);
            for (String id : new String[] {"#run-time", "#run-state", "#run-message"}) {
                Label l = (Label) bar.lookup(id);
                assertThat(l.getText()).as(id).isNotEmpty();
                assertThat(l.getBoundsInParent().getMaxY()).as("%s inside the bar", id)
                        .isLessThanOrEqualTo(bar.getHeight() + 0.5);
            }
        });
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        check(robot, 1.5, 1600);
    }

    @Test
    void at200PercentInThe1920PixelWindow(FxRobot robot) {
        check(robot, 2.0, 1920);
    }
}
