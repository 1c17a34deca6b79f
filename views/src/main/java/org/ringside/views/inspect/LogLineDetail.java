package org.ringside.views.inspect;

import javafx.beans.binding.Bindings;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;

/**
 * The event log's line under the list: the selected line, or the newest when none is selected,
 * whole and wrapped. A line of the list is cut where the pane ends ("frame 36 of 45 of packe…"),
 * and a sentence cut short teaches nothing.
 */
final class LogLineDetail extends Label {
    LogLineDetail(ListView<LogLine> list) {
        setId("event-log-detail");
        getStyleClass().add("event-log-detail");
        setWrapText(true);
        setMaxWidth(Double.MAX_VALUE);
        // As tall as its wrapped text while the list has more than three lines to give up; in a
        // dock shorter than that (large text), down to one line, so the log's bar stays in view.
        ObservableList<LogLine> lines = list.getItems();
        textProperty().bind(Bindings.createStringBinding(() -> {
            LogLine selected = list.getSelectionModel().getSelectedItem();
            LogLine shown = selected != null ? selected : lines.isEmpty() ? null : lines.get(lines.size() - 1);
            return shown == null ? "" : shown.text();
        }, list.getSelectionModel().selectedItemProperty(), lines));
    }
}
