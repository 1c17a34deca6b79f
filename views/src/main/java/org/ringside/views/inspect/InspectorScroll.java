package org.ringside.views.inspect;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * An inspector in a scroll pane as wide as its dock, under its title: at large text its table is
 * wider than the dock and scrolls across, and in a short dock down, while its title stays above
 * the scroll pane, wrapped to the dock's width, rather than run off its right edge ("BQL: dynamic
 * queue li") or under the scroll bar across (at 250 % the dock was a title's height, and the bar
 * cut it in half).
 */
public final class InspectorScroll {
    private InspectorScroll() {
    }

    /**
     * {@code inspector}'s titles (style class {@code inspector-title}), wrapped to the dock, over a
     * scroll pane showing the rest of it.
     */
    public static BorderPane of(Region inspector) {
        ScrollPane scroll = new ScrollPane(inspector);
        scroll.setFitToWidth(true);
        scroll.setMinHeight(0);
        VBox titles = new VBox();
        for (Node n : inspector.lookupAll(".inspector-title").stream().filter(n -> n instanceof Label).toList()) {
            Label title = (Label) n;
            if (title.getParent() instanceof Pane parent) {
                parent.getChildren().remove(title);
            }
            title.setWrapText(true);
            title.setMaxWidth(Double.MAX_VALUE);
            titles.getChildren().add(title);
        }
        // The titles take their wrapped height at the dock's width; the scroll pane the rest.
        BorderPane box = new BorderPane(scroll, titles, null, null, null);
        box.getStyleClass().add("inspector-scroll");
        box.setMinHeight(0);
        return box;
    }
}
