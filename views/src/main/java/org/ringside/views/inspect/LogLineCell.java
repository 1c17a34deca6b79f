package org.ringside.views.inspect;

import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import org.ringside.model.format.PrintableText;
import org.ringside.views.shell.OnScreen;

/**
 * A line of the event log, marked {@code :newest} while it is the step just taken. A step's
 * sentence is often wider than the list, so hovering the line shows all of it, wrapped.
 */
final class LogLineCell extends ListCell<LogLine> {
    private static final PseudoClass NEWEST = PseudoClass.getPseudoClass("newest");

    private final ObjectProperty<LogLine> newest;
    /** Held by the cell, so the log's weak reference to it goes when the list drops the cell. */
    private final ChangeListener<LogLine> onNewest;
    private final Tooltip whole = new Tooltip();

    LogLineCell(ObjectProperty<LogLine> newest) {
        this.newest = newest;
        this.onNewest = (o, was, now) -> pseudoClassStateChanged(NEWEST, getItem() != null && getItem() == now);
        newest.addListener(new WeakChangeListener<>(onNewest));
        whole.setWrapText(true);
        whole.setMaxWidth(720);
        OnScreen.keep(whole); // the log sits low in the window: a long sentence would run off it
    }

    @Override
    protected void updateItem(LogLine line, boolean empty) {
        super.updateItem(line, empty);
        boolean none = empty || line == null;
        setText(none ? null : PrintableText.lines(line.text()));
        if (!none) {
            whole.setText(PrintableText.lines(line.text()));
        }
        setTooltip(none ? null : whole);
        pseudoClassStateChanged(NEWEST, !empty && line != null && line == newest.get());
    }
}
