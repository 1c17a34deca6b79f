package org.ringside.views.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.views.shell.WholeWords;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The inspectors' titles keep their words in view at the text sizes a room needs, in the width
 * the inspectors have in the window (about 480 px of 1600 at 150 %, 540 of 1920 at 200 %), where
 * their tables are wider and scroll across.
 */
@ExtendWith(ApplicationExtension.class)
class InspectorScrollTest {
    private StackPane root;
    private ScrollPane dql;
    private ScrollPane counters;

    @Start
    void start(Stage stage) {
        dql = InspectorScroll.of(new DqlInspector());
        counters = InspectorScroll.of(new CountersInspector());
        root = new StackPane(dql, counters);
        StackPane.setAlignment(dql, Pos.TOP_LEFT);
        StackPane.setAlignment(counters, Pos.TOP_LEFT);
        WholeWords.show(stage, root);
    }

    private void check(FxRobot robot, double factor, double width) {
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            dql.setMaxWidth(width);
            counters.setMaxWidth(width);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            for (ScrollPane scroll : new ScrollPane[] {dql, counters}) {
                assertThat(scroll.getWidth()).isEqualTo(width);
                Label title = (Label) scroll.getContent().lookup(".inspector-title");
                assertThat(((Text) title.lookup(".text")).getText()).as("the title's words").isEqualTo(title.getText());
                Bounds inContent = title.getBoundsInParent();
                assertThat(inContent.getMaxX()).as("%s's right edge, in view", title.getText())
                        .isLessThanOrEqualTo(scroll.getViewportBounds().getWidth() + 0.5);
                assertThat(((Region) scroll.getContent()).getWidth()).as("the table scrolls across")
                        .isGreaterThanOrEqualTo(scroll.getViewportBounds().getWidth());
            }
        });
    }

    @Test
    void at150PercentInThe1600PixelWindow(FxRobot robot) {
        check(robot, 1.5, 480);
    }

    @Test
    void at200PercentInThe1920PixelWindow(FxRobot robot) {
        check(robot, 2.0, 540);
    }
}
