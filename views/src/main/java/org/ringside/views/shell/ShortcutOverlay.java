package org.ringside.views.shell;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Every keyboard shortcut of the window on one card, laid over the window (F1 or ?), grouped as
 * the menus are; Escape, F1, ? or a click closes it. It lists what it is given, so the window
 * builds its rows from the same table as its menus. (The window handles ?, which is typed
 * rather than pressed.)
 */
public final class ShortcutOverlay extends StackPane {

    /**
     * One line of the card.
     *
     * @param group the heading it sits under ("File", "Run")
     * @param keys the shortcut as the platform writes it ("Ctrl+O")
     * @param description what it does
     */
    public record Row(String group, String keys, String description) {
    }

    private final VBox card = new VBox();

    /** A hidden overlay; {@link #show(List)} fills and shows it. */
    public ShortcutOverlay() {
        getStyleClass().add("shortcut-overlay");
        setId("shortcut-overlay");
        card.getStyleClass().add("shortcut-card");
        card.setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        ScrollPane scroll = new ScrollPane(card);
        scroll.setFitToWidth(true);
        scroll.setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        scroll.getStyleClass().add("shortcut-scroll");
        getChildren().add(scroll);
        StackPane.setAlignment(scroll, Pos.CENTER);
        setVisible(false);
        setOnMouseClicked(e -> hide());
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE || e.getCode() == KeyCode.F1) {
                hide();
                e.consume();
            }
        });
    }

    /** Shows the rows, grouped in the order their groups first appear, and takes the focus. */
    public void show(List<Row> rows) {
        Map<String, GridPane> groups = new LinkedHashMap<>();
        for (Row r : rows) {
            GridPane grid = groups.computeIfAbsent(r.group(), g -> newGrid());
            int line = grid.getRowCount();
            Label keys = new Label(r.keys());
            keys.getStyleClass().add("shortcut-keys");
            Label what = new Label(r.description());
            what.getStyleClass().add("shortcut-description");
            what.setWrapText(true);
            grid.addRow(line, keys, what);
        }
        Label title = new Label("Keyboard shortcuts");
        title.getStyleClass().add("shortcut-title");
        // Two columns, the groups in order, split where half the lines are: the card then fits a
        // 1280x720 projector without scrolling.
        VBox left = new VBox();
        VBox right = new VBox();
        left.getStyleClass().add("shortcut-column");
        right.getStyleClass().add("shortcut-column");
        int half = (rows.size() + groups.size()) / 2;
        int placed = 0;
        VBox column = left;
        for (Map.Entry<String, GridPane> g : groups.entrySet()) {
            Label heading = new Label(g.getKey());
            heading.getStyleClass().add("shortcut-group");
            int lines = g.getValue().getRowCount() + 1;
            // A group goes right once more than half of it would pass the middle; the rest follow.
            if (placed + lines / 2 > half) {
                column = right;
            }
            column.getChildren().addAll(heading, g.getValue());
            placed += lines;
        }
        HBox columns = new HBox(left, right);
        columns.getStyleClass().add("shortcut-columns");
        card.getChildren().setAll(title, columns);
        Label close = new Label("Esc, F1 or ? closes this card.");
        close.getStyleClass().add("shortcut-close");
        card.getChildren().add(close);
        setVisible(true);
        requestFocus();
    }

    /** Hides the card. */
    public void hide() {
        setVisible(false);
    }

    /** The rows' key texts as shown, in order: for tests and for checking nothing is hidden. */
    public List<String> shownKeys() {
        return card.lookupAll(".shortcut-keys").stream().map(n -> ((Label) n).getText()).toList();
    }

    private static GridPane newGrid() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("shortcut-grid");
        ColumnConstraints keys = new ColumnConstraints();
        keys.setHalignment(HPos.RIGHT);
        keys.setMinWidth(USE_PREF_SIZE);
        grid.getColumnConstraints().addAll(keys, new ColumnConstraints());
        return grid;
    }
}
