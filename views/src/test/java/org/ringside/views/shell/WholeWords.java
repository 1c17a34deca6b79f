package org.ringside.views.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Checks that every control of a bar keeps its words and stays inside the bar. */
public final class WholeWords {
    private WholeWords() {
    }

    /** The root style of a text size, as the window sets it: the theme's 18 px times {@code factor}. */
    public static String textAt(double factor) {
        return String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;", 18 * factor);
    }

    /**
     * Every shown text of {@code bar} is drawn whole (no "…"), and every child of the bar lies
     * inside its width.
     */
    public static void assertWhole(Parent bar) {
        for (Node n : bar.lookupAll("*")) {
            if (n instanceof Labeled l && l.isVisible() && l.getText() != null && !l.getText().isEmpty()
                    && l.lookup(".text") instanceof Text drawn) {
                assertThat(drawn.getText()).as("the words of %s", l).isEqualTo(l.getText());
            }
        }
        for (Node child : bar.getChildrenUnmodifiable()) {
            Bounds b = child.getBoundsInParent();
            assertThat(b.getMaxX()).as("%s inside the bar", child).isLessThanOrEqualTo(bar.getLayoutBounds().getWidth() + 0.5);
        }
    }

    /**
     * Shows {@code root} on the test classes' shared stage, with the window's style sheet, at the
     * live chart's tests' 960 px (the stage keeps the size another class left it at otherwise).
     */
    public static void show(Stage stage, Parent root) {
        Scene scene = new Scene(root, 960, 420);
        scene.getStylesheets().add(Theme.stylesheet());
        stage.setScene(scene);
        stage.sizeToScene();
        stage.show();
    }

    /**
     * Sets {@code root}'s text to {@code factor} and {@code pane} (not the shared window) to
     * {@code width}, then checks that every label of the part {@code selector} finds is whole.
     */
    public static void assertWholeAt(FxRobot robot, Parent root, Region pane, double factor, double width,
            String selector) {
        robot.interact(() -> {
            root.setStyle(textAt(factor));
            pane.setMaxWidth(width);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertThat(pane.getWidth()).isEqualTo(width);
            assertWhole(robot.lookup(selector).queryAs(Parent.class));
        });
    }
}
