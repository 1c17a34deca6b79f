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
 * their tables are wider and scroll across; and in a dock as short as a 1600x1000 window leaves
 * them at 200 % the title stays whole over the scroll pane, whose bar across once cut it.
 */
@ExtendWith(ApplicationExtension.class)
class InspectorScrollTest {
    private StackPane root;
    private Region dql;
    private Region counters;

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
        check(robot, factor, width, Double.MAX_VALUE);
    }

    private void check(FxRobot robot, double factor, double width, double height) {
        robot.interact(() -> {
            root.setStyle(WholeWords.textAt(factor));
            for (Region box : new Region[] {dql, counters}) {
                box.setMaxWidth(width);
                box.setMaxHeight(height);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        // The titles' least height follows their font, set by the style's pass: a second layout.
        robot.interact(root::layout);
        robot.interact(() -> {
            for (Region box : new Region[] {dql, counters}) {
                assertThat(box.getWidth()).isEqualTo(width);
                ScrollPane scroll = (ScrollPane) box.lookup(".scroll-pane");
                Label title = (Label) box.lookup(".inspector-title");
                assertThat(((Text) title.lookup(".text")).getText()).as("the title's words").isEqualTo(title.getText());
                Bounds inBox = box.sceneToLocal(title.localToScene(title.getLayoutBounds()));
                assertThat(inBox.getMaxX()).as("%s's right edge, in view", title.getText())
                        .isLessThanOrEqualTo(width + 0.5);
                assertThat(inBox.getMaxY()).as("%s's foot, over the scroll pane", title.getText())
                        .isLessThanOrEqualTo(box.sceneToLocal(scroll.localToScene(scroll.getLayoutBounds())).getMinY() + 0.5);
                assertThat(title.getHeight()).as("%s whole", title.getText()).isGreaterThanOrEqualTo(title.prefHeight(width) - 0.5);
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

    // The dock a 1600x1000 window leaves the inspectors at 200 %, under the tabs' row.
    @Test
    void at200PercentInAShortDock(FxRobot robot) {
        check(robot, 2.0, 480, 130);
    }
}
