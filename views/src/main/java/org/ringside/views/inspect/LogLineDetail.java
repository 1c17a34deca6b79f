package org.ringside.views.inspect;

import javafx.beans.binding.Bindings;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;

/**
 * The event log's line under the list: the selected line, or the newest when none is selected,
 * whole and wrapped. A line of the list is cut where the pane ends ("frame 36 of 45 of packe…"),
 * and a sentence cut short teaches nothing: in a dock too short for all of it, it scrolls.
 */
final class LogLineDetail extends Label {
    LogLineDetail(ListView<LogLine> list) {
        setId("event-log-detail");
        getStyleClass().add("event-log-detail");
        setWrapText(true);
        setMaxWidth(Double.MAX_VALUE);
        ObservableList<LogLine> lines = list.getItems();
        textProperty().bind(Bindings.createStringBinding(() -> {
            LogLine selected = list.getSelectionModel().getSelectedItem();
            LogLine shown = selected != null ? selected : lines.isEmpty() ? null : lines.get(lines.size() - 1);
            return shown == null ? "" : shown.text();
        }, list.getSelectionModel().selectedItemProperty(), lines));
    }

    /**
     * This line in a scroll pane that asks for the height of its wrapped text: the log's box
     * takes room from the list first, and then from this pane, which scrolls rather than cut
     * the sentence.
     */
    ScrollPane scrolling() {
        ScrollPane scroll = new ScrollPane(this);
        scroll.setId("event-log-detail-scroll");
        scroll.getStyleClass().add("event-log-detail-scroll");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.prefViewportHeightProperty().bind(heightProperty());
        return scroll;
    }

    /**
     * As tall as its wrapped text at the width it is given, always. Asked with no width, one line, as a label's least (wrapped at no width at all, each
     * word would take a line).
     */
    @Override
    protected double computeMinHeight(double width) {
        return width < 0 ? super.computeMinHeight(width) : computePrefHeight(width);
    }
}
