package org.ringside.views.inspect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.ringside.model.sim.SimSnapshot.FlowView;

/**
 * Sizes the counters' per-flow columns to their widest text, the header's or a row's, in the
 * type the table has now, so that no column is cut to "…" at any text size; the table scrolls
 * sideways where the dock is narrower. It measures again when the rows' texts grow longer or the
 * type changes.
 */
final class FlowColumns {
    /** Room beside a cell's text: its padding each side, as the stylesheet's cells have, with a margin. */
    private static final double PADDING_EM = 1.5;

    private record Fitted(TableColumn<FlowView, String> column, Function<FlowView, String> text) {
    }

    private final TableView<FlowView> table;
    private final List<Fitted> columns = new ArrayList<>();
    private final Text probe = new Text();
    /** The type the widths were measured in, and the longest text each column had then. */
    private Font measuredIn;
    private int[] longest = new int[0];

    FlowColumns(TableView<FlowView> table) {
        this.table = table;
        // The type changes with the window's text size: measure again in the new one.
        table.skinProperty().addListener((o, was, now) -> table.needsLayoutProperty().addListener((p, before, needs) -> {
            Font font = headerFont();
            if (!needs && font != null && !font.equals(measuredIn)) {
                refit();
            }
        }));
    }

    void add(TableColumn<FlowView, String> column, Function<FlowView, String> text) {
        columns.add(new Fitted(column, text));
        longest = new int[columns.size()];
    }

    /** Measures the columns again if a text grew longer or the type changed since they were. */
    void refit() {
        Font font = headerFont();
        if (font == null) {
            return;
        }
        int[] now = new int[columns.size()];
        for (int i = 0; i < now.length; i++) {
            Fitted f = columns.get(i);
            now[i] = f.column().getText().length();
            for (FlowView row : table.getItems()) {
                now[i] = Math.max(now[i], f.text().apply(row).length());
            }
        }
        if (font.equals(measuredIn) && Arrays.equals(now, longest)) {
            return;
        }
        measuredIn = font;
        longest = now;
        probe.setFont(font);
        for (Fitted f : columns) {
            double w = width(f.column().getText());
            for (FlowView row : table.getItems()) {
                w = Math.max(w, width(f.text().apply(row)));
            }
            double fitted = Math.ceil(w + PADDING_EM * font.getSize());
            f.column().setMinWidth(fitted);
            f.column().setPrefWidth(fitted);
        }
    }

    private double width(String text) {
        probe.setText(text);
        return probe.getLayoutBounds().getWidth();
    }

    /** The column headers' type (bold, so no narrower than the cells'), or null before the table is shown. */
    private Font headerFont() {
        Node label = table.lookup(".column-header .label");
        return label instanceof Labeled l ? l.getFont() : null;
    }
}
