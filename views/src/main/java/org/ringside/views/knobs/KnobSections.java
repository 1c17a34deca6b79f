package org.ringside.views.knobs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import org.controlsfx.control.textfield.TextFields;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.LinuxCommands;
import org.ringside.model.scenario.Scenario;

/**
 * The knob panel's sections and the field that finds a knob in them. A section remembers
 * whether it is open ({@link SectionMemory}); typing in the field shows only the knobs whose
 * name or Linux command holds the words typed ("ring", "tx-usecs", "limit_max"), every section
 * with one of them open, and clearing it brings the sections back as they were.
 */
final class KnobSections {
    /** A section: its pane and its rows, each with what the field looks for in it. */
    private record Section(String id, TitledPane pane, Map<Node, Supplier<String>> rows) {
    }

    private final Supplier<Scenario> settings;
    private final List<Section> sections = new ArrayList<>();
    // ControlsFX's clearable field: a click on its cross, or Escape, shows every knob again.
    private final TextField field = TextFields.createClearableTextField();
    private final Label noMatch = new Label();
    private SectionMemory memory = SectionMemory.NONE;
    /** Whether each section is open, as the reader left it (not as the field opened it). */
    private final Map<String, Boolean> open = new LinkedHashMap<>();
    /** Set while the field opens sections, so that their opening is not remembered. */
    private boolean filtering;

    KnobSections(Supplier<Scenario> settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        field.setId("knob-filter");
        field.setPromptText("Find a knob: name or Linux command");
        field.setAccessibleText(field.getPromptText());
        field.getStyleClass().add("knob-filter");
        field.textProperty().addListener((o, was, now) -> apply());
        noMatch.setId("knob-filter-none");
        noMatch.getStyleClass().add("knob-filter-none");
        noMatch.setWrapText(true);
        noMatch.setVisible(false);
        noMatch.managedProperty().bind(noMatch.visibleProperty());
        field.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE && !field.getText().isEmpty()) {
                field.clear();
                e.consume();
            }
        });
    }

    /** The field, for the top of the panel. */
    TextField field() {
        return field;
    }

    /** What the field says when it finds no knob, for under it; hidden while it finds one. */
    Label noMatch() {
        return noMatch;
    }

    /**
     * A section of knobs, found by each knob's key and the Linux command that sets it to its
     * value now.
     */
    TitledPane knobs(String title, String id, Node content, Map<Node, Knob> rows) {
        Map<Node, Supplier<String>> found = new LinkedHashMap<>();
        rows.forEach((row, k) -> found.put(row, () -> k.key() + " " + LinuxCommands.forSettings(k, settings.get())));
        return add(title, id, content, found);
    }

    /** A section found as a whole by {@code words}. */
    TitledPane whole(String title, String id, Node content, String words) {
        return add(title, id, content, Map.of(content, () -> words));
    }

    private TitledPane add(String title, String id, Node content, Map<Node, Supplier<String>> rows) {
        TitledPane pane = new TitledPane(title, content);
        pane.setId("knobs-" + id);
        pane.getStyleClass().add("knob-section");
        pane.expandedProperty().addListener((o, was, now) -> {
            if (!filtering && field.getText().isBlank()) {
                open.put(id, now);
                memory.setOpen(id, now);
            }
        });
        sections.add(new Section(id, pane, rows));
        return pane;
    }

    /** Opens and closes the sections as {@code memory} says, and tells it of every change from now on. */
    void remember(SectionMemory memory) {
        this.memory = Objects.requireNonNull(memory, "memory");
        for (Section s : sections) {
            open.put(s.id(), memory.isOpen(s.id(), true));
        }
        apply();
    }

    /** Shows the knobs the field finds, or every knob in its section as remembered. */
    private void apply() {
        String query = field.getText().strip().toLowerCase(Locale.ROOT);
        filtering = true;
        boolean anyFound = query.isEmpty();
        for (Section s : sections) {
            boolean any = false;
            for (Map.Entry<Node, Supplier<String>> row : s.rows().entrySet()) {
                boolean found = query.isEmpty() || row.getValue().get().toLowerCase(Locale.ROOT).contains(query);
                if (row.getKey() != s.pane().getContent()) {
                    row.getKey().setVisible(found);
                    row.getKey().setManaged(found);
                }
                any |= found;
            }
            s.pane().setVisible(any);
            s.pane().setManaged(any);
            s.pane().setExpanded(query.isEmpty() ? open.getOrDefault(s.id(), true) : any);
            anyFound |= any;
        }
        filtering = false;
        noMatch.setText(anyFound ? "" : "No knob matches \u201c" + field.getText().strip() + "\u201d. Try part of a knob's "
                + "name (ring, limit_max) or of the Linux command that sets it (ethtool -G, tx-usecs); Escape shows "
                + "every knob again.");
        noMatch.setVisible(!anyFound);
    }
}
