package org.ringside.app;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;

/**
 * A split pane whose panes can each be hidden and shown again, keeping their order and, as
 * far as the split pane allows, the share of room each had: the window's knob panel, event log
 * and inspectors sit in docks, so the pipeline can take the whole window for a projector.
 */
final class Dock {
    private final SplitPane split = new SplitPane();
    private final List<Node> panes = new ArrayList<>();
    private final List<BooleanProperty> shown = new ArrayList<>();
    private final List<Double> shares = new ArrayList<>();

    Dock(Orientation orientation, String id) {
        split.setOrientation(orientation);
        split.setId(id);
    }

    /**
     * Adds a pane after the others.
     *
     * @param share the fraction of the dock's length it takes when every pane is shown
     * @return whether it is shown; set it to hide or show the pane
     */
    BooleanProperty add(Node pane, double share) {
        BooleanProperty on = new SimpleBooleanProperty(true);
        panes.add(pane);
        shown.add(on);
        shares.add(share);
        on.addListener((o, was, now) -> layOut());
        layOut();
        return on;
    }

    /**
     * Keeps {@code shown} true while any of {@code panes} is: a dock of panes goes when its last
     * pane does. (Listeners rather than a binding of {@code or}: that binding short-circuits, and
     * two panes hidden in one go left the dock shown.)
     */
    static void showWhileAny(BooleanProperty shown, BooleanProperty... panes) {
        ChangeListener<Boolean> follow = (o, was, now) -> shown.set(anyOf(panes));
        for (BooleanProperty p : panes) {
            p.addListener(follow);
        }
        shown.set(anyOf(panes));
    }

    private static boolean anyOf(BooleanProperty... panes) {
        for (BooleanProperty p : panes) {
            if (p.get()) {
                return true;
            }
        }
        return false;
    }

    SplitPane node() {
        return split;
    }

    /** The panes shown now, in order. */
    List<Node> shownPanes() {
        return List.copyOf(split.getItems());
    }

    private void layOut() {
        List<Node> items = new ArrayList<>();
        List<Double> itemShares = new ArrayList<>();
        for (int i = 0; i < panes.size(); i++) {
            if (shown.get(i).get()) {
                items.add(panes.get(i));
                itemShares.add(shares.get(i));
            }
        }
        split.getItems().setAll(items);
        // Dividers between the shown panes, at their shares scaled up to fill the dock.
        double total = itemShares.stream().mapToDouble(Double::doubleValue).sum();
        double[] positions = new double[Math.max(0, items.size() - 1)];
        double at = 0;
        for (int i = 0; i < positions.length; i++) {
            at += itemShares.get(i) / total;
            positions[i] = at;
        }
        split.setDividerPositions(positions);
    }
}
