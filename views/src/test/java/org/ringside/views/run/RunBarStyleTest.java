package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Shape;
import javafx.scene.text.FontWeight;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ringside.model.scenario.Scenario;
import org.ringside.views.shell.Theme;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The run bar's look comes from the app's stylesheet, in the theme's palette; with text for a
 * room in a window too narrow for the whole bar on one row, the run's state and time move to a
 * second row whole, the buttons keep their words, and nothing runs off the window's right edge.
 */
@ExtendWith(ApplicationExtension.class)
class RunBarStyleTest {
    private RunBar bar;

    @Start
    void start(Stage stage) {
        bar = new RunBar(new RunController(Scenario.defaults()));
        Scene scene = new Scene(bar, 1200, 80);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theGlyphsTakeTheAccentAndTheStateIsBold(FxRobot robot) {
        Shape glyph = (Shape) robot.lookup("#run-step").queryAs(Button.class).getGraphic();
        assertThat(glyph.getFill()).isEqualTo(Color.web("#0a5a9c"));
        Shape play = (Shape) robot.lookup("#run-play").queryAs(Button.class).getGraphic();
        assertThat(play.getFill()).isEqualTo(Color.web("#0a5a9c"));
        Label state = robot.lookup("#run-state").queryAs(Label.class);
        assertThat(state.getFont().getStyle()).containsIgnoringCase(FontWeight.BOLD.name());
        assertThat(robot.lookup(".run-controls").queryAs(FlowPane.class).getHgap()).isEqualTo(8);
    }

    @Test
    void atLargeTextTheClockMovesToASecondRowAndNothingLeavesTheWindow(FxRobot robot) {
        Label time = robot.lookup("#run-time").queryAs(Label.class);
        Label state = robot.lookup("#run-state").queryAs(Label.class);
        narrow(robot, 1300);
        assertThat(state.getWidth()).as("the state keeps its words").isGreaterThanOrEqualTo(state.prefWidth(-1) - 0.5);
        assertThat(time.getWidth()).as("the time keeps its words").isGreaterThanOrEqualTo(time.prefWidth(-1) - 0.5);
        Node controls = robot.lookup(".run-controls").query();
        Node clock = time.getParent();
        assertThat(clock.getBoundsInParent().getMinY()).as("the clock on a second row")
                .isGreaterThanOrEqualTo(controls.getBoundsInParent().getMaxY());
        assertThat(clock.getBoundsInParent().getMaxY()).as("inside the bar").isLessThanOrEqualTo(bar.getHeight() + 0.5);
        assertInsideWithButtonsWhole(robot);
    }

    /**
     * Text for a room (26 px) in a bar this wide, standing for the window. The bar is sized, not
     * the window: the test classes share one stage, and a wider window would outlive this test.
     */
    private void narrow(FxRobot robot, double width) {
        robot.interact(() -> {
            Scene scene = bar.getScene();
            scene.setRoot(new Pane());
            ((Pane) scene.getRoot()).getChildren().add(bar);
            bar.setStyle("-fx-font-size: 26px;");
            bar.setMinWidth(width);
            bar.setPrefWidth(width);
            bar.setMaxWidth(width);
        });
        robot.interact(() -> {
            bar.getScene().getRoot().layout();
            bar.layout();
        });
        assertThat(bar.getWidth()).isEqualTo(width);
    }

    private void assertInsideWithButtonsWhole(FxRobot robot) {
        // A window gives a bar at least its least width: that must not count the time's words.
        assertThat(bar.minWidth(-1)).as("the bar's least width").isLessThanOrEqualTo(bar.getWidth());
        for (Node child : bar.getChildrenUnmodifiable()) {
            assertThat(child.getBoundsInParent().getMaxX()).as("%s inside the bar", child.getId())
                    .isLessThanOrEqualTo(bar.getWidth() + 0.5);
        }
        for (String id : List.of("#run-play", "#run-step", "#run-reset", "#run-undo")) {
            Button b = robot.lookup(id).queryAs(Button.class);
            assertThat(b.getWidth()).as("%s keeps its words", id).isGreaterThanOrEqualTo(b.prefWidth(-1) - 0.5);
        }
    }
}
