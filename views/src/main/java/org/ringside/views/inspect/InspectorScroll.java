package org.ringside.views.inspect;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;

/**
 * An inspector in a scroll pane as wide as its dock: at large text its table is wider than the
 * dock and scrolls across, but its title wraps within the part shown, rather than run off its
 * right edge ("BQL: dynamic queue li").
 */
public final class InspectorScroll {
    private InspectorScroll() {
    }

    /** A scroll pane showing {@code inspector}, its titles (style class {@code inspector-title}) wrapped to the view. */
    public static ScrollPane of(Region inspector) {
        ScrollPane scroll = new ScrollPane(inspector);
        scroll.setFitToWidth(true);
        for (Node n : inspector.lookupAll(".inspector-title")) {
            if (n instanceof Label title) {
                title.setWrapText(true);
                title.setMinHeight(Region.USE_PREF_SIZE);
                scroll.viewportBoundsProperty().addListener((o, was, now) -> title.setMaxWidth(
                        Math.max(0, now.getWidth() - inspector.snappedLeftInset() - inspector.snappedRightInset())));
            }
        }
        return scroll;
    }
}
