package org.ringside.views.shell;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

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
}
