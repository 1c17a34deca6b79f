package org.ringside.views.knobs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;

/**
 * The scenario's flows: one card per flow entry with its name, kind, count and priority and a
 * control for each knob its kind reads, a Remove button, and a way to add a flow of any kind.
 * Every change is a new list of flows handed to the panel, which restarts the run with it.
 */
final class FlowsPane extends VBox {
    /** What finds this pane in the knob panel: the word and every kind of flow. */
    static final String WORDS = "flows " + Arrays.stream(FlowKind.values()).map(FlowKind::yamlName)
            .collect(Collectors.joining(" "));

    /** How the Add choice names the kinds. */
    static final Map<FlowKind, String> KIND_NAMES = Map.of(
            FlowKind.BULK_TCP, "bulk TCP", FlowKind.REQUEST_RESPONSE, "request/response",
            FlowKind.UDP_CBR, "UDP CBR", FlowKind.PKTGEN, "pktgen");

    // Takes the next flows and a sentence for them; gives the problem if they are refused.
    private final BiFunction<List<Flow>, String, Optional<String>> change;
    private final VBox cards = new VBox(8);
    private final Label message = new Label();
    private final List<KnobRow> rows = new ArrayList<>();
    // Each shows its control's value from the flows shown.
    private final List<Runnable> showValues = new ArrayList<>();
    private List<Flow> shown = List.of();

    FlowsPane(BiFunction<List<Flow>, String, Optional<String>> change) {
        super(8);
        this.change = change;
        ChoiceBox<FlowKind> kind = new ChoiceBox<>();
        kind.getItems().setAll(FlowKind.values());
        kind.setValue(FlowKind.BULK_TCP);
        kind.setConverter(new StringConverter<>() {
            @Override
            public String toString(FlowKind k) {
                return k == null ? "" : KIND_NAMES.get(k);
            }

            @Override
            public FlowKind fromString(String s) {
                throw new UnsupportedOperationException();
            }
        });
        kind.setId("flow-add-kind");
        kind.setAccessibleText("Kind of flow to add");
        Button add = new Button("Add flow");
        add.setId("flow-add");
        add.setOnAction(e -> add(kind.getValue()));
        message.getStyleClass().add("knob-error");
        message.setWrapText(true);
        showError("");
        HBox adder = new HBox(12, kind, add);
        adder.getStyleClass().add("flow-adder");
        getChildren().addAll(cards, adder, message);
    }

    /** Shows these flows; the cards are built again only when the flows differ from those shown. */
    void show(List<Flow> flows) {
        if (flows.equals(shown)) {
            showValues.forEach(Runnable::run); // puts back a control whose value was refused
            return;
        }
        shown = List.copyOf(flows);
        cards.getChildren().clear();
        rows.clear();
        showValues.clear();
        for (int i = 0; i < flows.size(); i++) {
            cards.getChildren().add(card(i, flows.get(i)));
        }
    }

    void clearErrors() {
        rows.forEach(r -> r.showError(""));
        showError("");
    }

    private VBox card(int index, Flow f) {
        Label title = new Label(summary(f));
        title.getStyleClass().add("flow-title");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button remove = new Button("Remove");
        remove.setId("flow-" + index + "-remove");
        remove.setDisable(shown.size() == 1); // a scenario needs a flow
        remove.setOnAction(e -> remove(index));
        VBox card = new VBox(6, new HBox(12, title, gap, remove));
        card.setId("flow-" + index);
        card.getStyleClass().add("flow-card");
        for (Knob k : Knobs.flowKnobs(f.kind())) {
            if (k.bindsFlow()) {
                card.getChildren().add(row(index, k));
            }
        }
        return card;
    }

    private KnobRow row(int index, Knob k) {
        KnobControl control = KnobControl.of(k);
        KnobRow row = new KnobRow(k.name(), control);
        control.controls().get(0).setId("flow-" + index + "-" + k.name());
        if (control.controls().size() > 1) {
            control.controls().get(1).setId("flow-" + index + "-" + k.name() + "-text");
        }
        row.setHelp(KnobHelp.flowKnob(k), false);
        Runnable showValue = () -> control.show(k.get(shown.get(index)));
        showValue.run();
        showValues.add(showValue);
        control.setOnCommit(v -> {
            Flow before = shown.get(index);
            List<Flow> next = new ArrayList<>(shown);
            next.set(index, k.set(before, v));
            String what = "flows[" + index + "]." + k.name() + " " + k.format(k.get(before)) + " -> " + k.format(v);
            Optional<String> refused = change.apply(next, what);
            row.showError(refused.orElse(""));
        });
        control.setOnReject(m -> {
            row.showError(m);
            showValue.run();
        });
        rows.add(row);
        return row;
    }

    private void add(FlowKind kind) {
        Flow f = Flow.defaults(kind).withName(freeName(kind.yamlName()));
        if (kind == FlowKind.REQUEST_RESPONSE) {
            // Request/response is the latency probe: it goes in the band served first.
            f = f.withPriority(org.ringside.model.scenario.Priority.INTERACTIVE);
        }
        List<Flow> next = new ArrayList<>(shown);
        next.add(f);
        showError(change.apply(next, "added flows[" + shown.size() + "] " + f.name()).orElse(""));
    }

    private void remove(int index) {
        List<Flow> next = new ArrayList<>(shown);
        Flow gone = next.remove(index);
        showError(change.apply(next, "removed flows[" + index + "] " + gone.name()).orElse(""));
    }

    /** The kind's word if no flow has it, else the word and the first free number. */
    private String freeName(String base) {
        List<String> names = shown.stream().map(Flow::name).toList();
        if (!names.contains(base)) {
            return base;
        }
        int n = 2;
        while (names.contains(base + " " + n)) {
            n++;
        }
        return base + " " + n;
    }

    private static String summary(Flow f) {
        StringBuilder b = new StringBuilder();
        if (!f.name().equals(f.kind().yamlName())) {
            b.append(PrintableText.of(f.name())).append(": ");
        }
        b.append(f.kind().yamlName()).append(" × ").append(f.count());
        if (Knobs.flowKeys(f.kind()).contains("priority")) {
            b.append(", ").append(f.priority().yamlName());
        }
        return b.toString();
    }

    private void showError(String text) {
        message.setText(text);
        message.setVisible(!text.isEmpty());
        message.setManaged(!text.isEmpty());
    }
}
