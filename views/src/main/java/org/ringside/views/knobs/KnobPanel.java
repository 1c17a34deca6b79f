package org.ringside.views.knobs;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.VBox;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.AutoValues;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.KnobConditions;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Problem;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;

/**
 * Every setting of a scenario as a control, generated from the knob table: a check box, a
 * choice box or a slider with a text field per knob, grouped by section in collapsible panes,
 * then the flows, under a field that finds a knob by name or Linux command. A knob that changes while running goes to {@link KnobTarget#apply}; one that
 * needs a new run, and any change to the flows, to {@link KnobTarget#restartWith}. A refused
 * value shows its message in red under its control, which goes back to the current value.
 *
 * <p>The panel keeps its own changes for {@link #undo()} and reports each as a sentence to
 * {@link #setOnChange}, e.g. {@code nic.ring_size 256 -> 128 (the ring was reset)}.
 */
public final class KnobPanel extends ScrollPane {
    // Section of the table -> title, in the order the panel shows them.
    private static final Map<String, String> SECTIONS = sections();
    /** The one map of the network section: its rows are named without it. */
    private static final String BOTTLENECK = "bottleneck.";

    private final KnobTarget target;
    private final Map<Knob, KnobControl> controls = new LinkedHashMap<>();
    private final Map<Knob, KnobRow> rows = new LinkedHashMap<>();
    /** How many times another run replaced the one the panel turns ({@link #clearUndo()}). */
    private int runsReplaced;
    private final TextField name = new TextField();
    private final KnobRow nameRow;
    private final FlowsPane flows;
    private final Deque<Edit> edits = new ArrayDeque<>();
    private final KnobSections sections;
    private Consumer<String> onChange = sentence -> { };

    /** One change the panel made, and how to take it back. */
    private record Edit(String sentence, Runnable revert) {
    }

    /** A panel that shows and changes {@code target}'s settings. */
    public KnobPanel(KnobTarget target) {
        this.target = Objects.requireNonNull(target, "target");
        this.sections = new KnobSections(target::settings);
        VBox content = new VBox(8);
        content.getStyleClass().add("knob-panel");
        nameRow = new KnobRow("name", name, List.of(name));
        name.setId("knob-name");
        name.setOnAction(e -> changeName());
        name.focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                changeName();
            }
        });
        content.getChildren().addAll(sections.field(), sections.noMatch());
        for (Map.Entry<String, String> section : SECTIONS.entrySet()) {
            VBox box = new VBox(6);
            Map<Node, Knob> found = new LinkedHashMap<>();
            if (section.getKey().isEmpty()) {
                box.getChildren().add(nameRow);
                found.put(nameRow, Knobs.get("name"));
            }
            for (Knob k : Knobs.section(section.getKey())) {
                if (k.bindsScenario()) {
                    KnobRow row = row(k);
                    box.getChildren().add(row);
                    found.put(row, k);
                }
            }
            String id = section.getKey().isEmpty() ? "run" : section.getKey();
            content.getChildren().add(sections.knobs(section.getValue(), id, box, found));
        }
        flows = new FlowsPane(this::changeFlows);
        content.getChildren().add(sections.whole("Flows", "flows", flows, FlowsPane.WORDS));
        setContent(content);
        setFitToWidth(true);
        setHbarPolicy(ScrollBarPolicy.NEVER);
        getStyleClass().add("knob-scroll");
        // A scroll pane does not follow the focus; Tab through the knobs should.
        sceneProperty().addListener((o, was, scene) -> {
            if (scene != null) {
                scene.focusOwnerProperty().addListener((p, before, focused) -> reveal(content, focused));
            }
        });
        refresh();
    }

    /**
     * Makes the panel as wide as its widest row needs at the current text size, with each input
     * beside its name, but no wider than {@code most}: past that, inputs go under their names
     * (at large text sizes), so the picture beside the panel keeps the rest. Call it once the
     * panel is shown, and again after the text size or the window's width changes.
     */
    public void fitWidthToContent(double most) {
        Node content = getContent();
        content.applyCss();
        List<KnobLine> lines = content.lookupAll(".knob-line").stream()
                .filter(KnobLine.class::isInstance).map(KnobLine.class::cast).toList();
        lines.forEach(l -> l.measureOneLine(true));
        double oneLine = content.minWidth(-1);
        lines.forEach(l -> l.measureOneLine(false));
        double needed = Math.max(content.minWidth(-1), Math.min(oneLine, most));
        setMinViewportWidth(needed);
        setPrefViewportWidth(needed);
    }

    /** Scrolls so that a focused control inside the panel is in view. */
    private void reveal(VBox content, Node focused) {
        if (focused == null || content.getHeight() <= getViewportBounds().getHeight()) {
            return;
        }
        Node n = focused;
        while (n != null && n != content) {
            n = n.getParent();
        }
        if (n == null) {
            return;
        }
        Bounds b = content.sceneToLocal(focused.localToScene(focused.getBoundsInLocal()));
        double view = getViewportBounds().getHeight();
        double top = getVvalue() * (content.getHeight() - view);
        if (b.getMinY() < top || b.getMaxY() > top + view) {
            double wanted = Math.max(0, b.getMinY() - view / 3);
            setVvalue(Math.min(1, wanted / (content.getHeight() - view)));
        }
    }

    /**
     * Opens and closes the sections as {@code memory} says, and tells it whenever the reader
     * opens or closes one.
     */
    public void rememberSections(SectionMemory memory) {
        sections.remember(memory);
    }

    /** Where the panel sends its changes. */
    public KnobTarget target() {
        return target;
    }

    /** Re-reads every value from the target's settings and clears the messages; call it after a load or reset. */
    public void refresh() {
        rows.values().forEach(r -> r.showError(""));
        nameRow.showError("");
        flows.clearErrors();
        update();
    }

    /**
     * Takes the panel's changes away, to {@link #bringBack} if the run they belong to comes back
     * (a reset or a new run replaces it, and Undo brings it back); the panel then has none.
     */
    public Changes setAside() {
        Changes aside = new Changes(new ArrayDeque<>(edits));
        clearUndo();
        return aside;
    }

    /** Gives the panel back the changes of the run that came back, in place of its own. */
    public void bringBack(Changes aside) {
        clearUndo();
        edits.addAll(aside.edits);
    }

    /** A run's knob changes, newest first, while another run is in its place. */
    public static final class Changes {
        /** No changes. */
        public static final Changes NONE = new Changes(new ArrayDeque<>());
        private final Deque<Edit> edits;

        private Changes(Deque<Edit> edits) {
            this.edits = edits;
        }
    }

    /**
     * Forgets the panel's changes; call it when another run replaces the current one, including
     * one a change of the panel's started: the run's own undo then takes that change back,
     * bringing the run before it back where it stood.
     */
    public void clearUndo() {
        edits.clear();
        runsReplaced++;
    }

    /** Whether there is a change of the panel's own to take back. */
    public boolean canUndo() {
        return !edits.isEmpty();
    }

    /**
     * Takes back the panel's latest change by applying the old value again, as a change of its
     * own would be applied.
     *
     * @return false if there was nothing to undo or the old value is refused now
     */
    public boolean undo() {
        Edit last = edits.poll();
        if (last == null) {
            return false;
        }
        try {
            last.revert().run();
        } catch (IllegalArgumentException refused) {
            // Dropped: it would be refused again, and block every older change behind it.
            onChange.accept("cannot undo " + last.sentence() + ": " + refused.getMessage());
            update();
            return false;
        }
        onChange.accept("undo: " + last.sentence());
        refresh();
        return true;
    }

    /**
     * Whether Ctrl+Z pressed in {@code focus} belongs to the text being typed there: in a knob's
     * field only while it holds text not entered yet (once entered, Ctrl+Z takes back the
     * change, as it does anywhere else), in any other text field always.
     */
    public boolean undoIsTheFieldsOwn(Node focus) {
        for (KnobControl control : controls.values()) {
            if (control.controls().contains(focus)) {
                return control.hasTextNotEntered();
            }
        }
        return focus instanceof TextInputControl;
    }

    /** Called with a sentence for each change made through the panel, and for each undo. */
    public void setOnChange(Consumer<String> listener) {
        this.onChange = Objects.requireNonNull(listener, "listener");
    }

    private KnobRow row(Knob k) {
        KnobControl control = KnobControl.of(k);
        KnobRow row = new KnobRow(label(k), control);
        row.setId("knob-row-" + id(k));
        control.controls().get(0).setId("knob-" + id(k));
        if (control.controls().size() > 1) {
            control.controls().get(1).setId("knob-" + id(k) + "-text");
        }
        control.setOnCommit(v -> change(k, v));
        control.setOnReject(message -> {
            row.showError(message);
            update();
        });
        controls.put(k, control);
        rows.put(k, row);
        return row;
    }

    /** The id part of a key: {@code nic.ring_size} becomes {@code nic-ring_size}. */
    static String id(Knob k) {
        return k.key().replace('.', '-');
    }

    private void change(Knob k, long value) {
        KnobRow row = rows.get(k);
        long old = k.get(target.settings());
        if (old == value) {
            // Nothing to change, but the value is a good one: an earlier refusal no longer applies,
            // and the field shows it as the file writes it (1000Mbit typed, 1Gbit shown).
            row.showError("");
            update();
            return;
        }
        int replacedBefore = runsReplaced;
        try {
            send(k, value);
        } catch (IllegalArgumentException refused) {
            row.showError(refused.getMessage());
            update();
            return;
        }
        row.showError("");
        String sentence = k.key() + " " + k.format(old) + " -> " + k.format(value) + consequence(k);
        record(replacedBefore, new Edit(sentence, () -> send(k, old)));
        onChange.accept(sentence);
        update();
    }

    /**
     * Keeps a change for {@link #undo()}, unless applying it replaced the run (the run's own undo
     * has it then: see {@link #clearUndo()}).
     */
    private void record(int replacedBefore, Edit edit) {
        if (runsReplaced == replacedBefore) {
            edits.push(edit);
        }
    }

    /** Applies a value as the knob allows: live, or in a new run from checked settings. */
    private void send(Knob k, long value) {
        if (k.apply() == Knob.Apply.RESTART) {
            restart(k.set(target.settings(), value));
        } else {
            target.apply(k, value);
        }
    }

    private void restart(Scenario next) {
        Optional<Problem> problem = ScenarioValidator.firstProblem(next);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get().toString());
        }
        target.restartWith(next);
    }

    private static String consequence(Knob k) {
        return switch (k.apply()) {
            case RESETS_RING -> " (the ring was reset)";
            case RESTART -> " (the run restarted)";
            case LIVE -> "";
        };
    }

    private void changeName() {
        Scenario now = target.settings();
        String old = now.name();
        String next = name.getText();
        if (next.equals(old)) {
            return;
        }
        Knob knob = Knobs.get("name");
        Optional<String> problem = knob.textProblem(next);
        if (problem.isPresent()) {
            nameRow.showError(new Problem("name", problem.get(), knob.allowed()).toString());
            update();
            return;
        }
        int replacedBefore = runsReplaced;
        target.restartWith(now.withName(next));
        nameRow.showError("");
        String sentence = "name " + old + " -> " + next + " (the run restarted)";
        record(replacedBefore, new Edit(sentence, () -> restart(target.settings().withName(old))));
        onChange.accept(sentence);
        update();
    }

    /**
     * Starts a new run with other flows.
     *
     * @return the problem if the flows are refused; nothing changed then
     */
    private Optional<String> changeFlows(List<Flow> next, String what) {
        List<Flow> old = target.settings().flows();
        int replacedBefore = runsReplaced;
        try {
            restart(target.settings().withFlows(next));
        } catch (IllegalArgumentException refused) {
            update();
            return Optional.of(refused.getMessage());
        }
        String sentence = what + " (the run restarted)";
        record(replacedBefore, new Edit(sentence, () -> restart(target.settings().withFlows(old))));
        onChange.accept(sentence);
        update();
        return Optional.empty();
    }

    /** Shows the target's values, and which knobs are in effect, without touching the messages. */
    private void update() {
        Scenario s = target.settings();
        for (Map.Entry<Knob, KnobControl> e : controls.entrySet()) {
            Knob k = e.getKey();
            e.getValue().show(k.get(s), AutoValues.resolved(k.key(), s));
            rows.get(k).setHelp(KnobHelp.scenarioKnob(k, s), KnobConditions.inactive(k, s).isPresent());
        }
        name.setText(s.name());
        nameRow.setHelp(KnobHelp.scenarioKnob(Knobs.get("name"), s), false);
        flows.show(s.flows());
    }

    /**
     * The row's name: the key inside its section, less the bottleneck's map name, which the
     * section's title already says (a narrow panel at large text has no room for
     * "bottleneck.buffer_packets").
     */
    static String label(Knob k) {
        String name = k.name();
        return name.startsWith(BOTTLENECK) ? name.substring(BOTTLENECK.length()) : name;
    }

    private static Map<String, String> sections() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("link", "Link");
        m.put("nic", "NIC");
        m.put("bql", "BQL");
        m.put("qdisc", "Qdisc");
        m.put("tcp", "TCP");
        m.put("receiver", "Receiver");
        m.put("network", "Bottleneck port");
        m.put("cpu", "CPU");
        m.put("", "Run");
        return m;
    }
}
