package org.ringside.views.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuButton;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import org.ringside.model.sim.Stage;

/**
 * The event log's filters in one button beside its title: a menu of the stages and one of the
 * flows, the button's words saying what is kept ("all steps", "qdisc", "qdisc, voip"). Two
 * choice boxes beside the title needed two rows at 200 % text in the log's 600 px, and the rows
 * took the height of the lines they filter.
 */
final class LogFilterButton extends MenuButton {
    private static final Choice<Stage> ALL_STAGES = Choice.all("all stages");
    private static final Choice<String> ALL_FLOWS = Choice.all("all flows");

    private final ObjectProperty<Choice<Stage>> stage = new SimpleObjectProperty<>(this, "stage", ALL_STAGES);
    private final ObjectProperty<Choice<String>> flow = new SimpleObjectProperty<>(this, "flow", ALL_FLOWS);
    private final ToggleGroup stages = new ToggleGroup();
    private final ToggleGroup flows = new ToggleGroup();
    private final Menu flowMenu = new Menu("Flow");

    LogFilterButton() {
        setId("event-log-filter");
        setMnemonicParsing(false);
        setAccessibleText("Stage and flow the event log shows");
        setTooltip(new Tooltip("Show only the steps at one stage of the path, or of one flow's packets and "
                + "socket (doorbells, clean-ups and interrupts serve every flow and are hidden)"));
        Menu stageMenu = new Menu("Stage");
        stageMenu.setId("event-log-stage");
        stageMenu.getItems().add(item(ALL_STAGES, stages, stage));
        for (Stage s : Stage.values()) {
            stageMenu.getItems().add(item(new Choice<>(s, s.words()), stages, stage));
        }
        flowMenu.setId("event-log-flow");
        flowMenu.getItems().add(item(ALL_FLOWS, flows, flow));
        getItems().addAll(stageMenu, flowMenu);
        stage.addListener((o, was, now) -> shown());
        flow.addListener((o, was, now) -> shown());
        shown();
    }

    /** The stage kept, its value null for every stage. */
    ObjectProperty<Choice<Stage>> stage() {
        return stage;
    }

    /** The flow kept, its value null for every flow. */
    ObjectProperty<Choice<String>> flow() {
        return flow;
    }

    /** Keeps only {@code s}; null for every stage. */
    void keepStage(Stage s) {
        stage.set(s == null ? ALL_STAGES : new Choice<>(s, s.words()));
    }

    /**
     * Keeps only flow {@code name}; null for every flow.
     *
     * @throws IllegalArgumentException if the flow menu does not offer it
     */
    void keepFlow(String name) {
        flow.set(flows.getToggles().stream().map(LogFilterButton::<String>choice).filter(c -> Objects.equals(c.value(), name))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no flow named " + name)));
    }

    /** Offers {@code names} in the flow menu; the flow kept stays where it is still offered. */
    void offerFlows(List<String> names) {
        Choice<String> chosen = flow.get();
        List<RadioMenuItem> items = new ArrayList<>();
        flows.getToggles().clear();
        items.add(item(ALL_FLOWS, flows, flow));
        names.forEach(n -> items.add(item(new Choice<>(n, n), flows, flow)));
        flowMenu.getItems().setAll(items);
        flow.set(names.contains(chosen.value()) ? chosen : ALL_FLOWS);
        select(flows, flow.get());
    }

    private static <T> RadioMenuItem item(Choice<T> c, ToggleGroup group, ObjectProperty<Choice<T>> kept) {
        RadioMenuItem item = new RadioMenuItem(c.label());
        item.setMnemonicParsing(false); // flow names have underscores ("bulk_tcp")
        item.setUserData(c);
        item.setToggleGroup(group);
        item.setSelected(c.equals(kept.get()));
        item.setOnAction(e -> kept.set(c));
        return item;
    }

    @SuppressWarnings("unchecked")
    private static <T> Choice<T> choice(Toggle t) {
        return (Choice<T>) t.getUserData();
    }

    private static void select(ToggleGroup group, Choice<?> c) {
        group.getToggles().forEach(t -> t.setSelected(c.equals(t.getUserData())));
    }

    /** The button's words: what the log keeps. */
    private void shown() {
        select(stages, stage.get());
        select(flows, flow.get());
        List<String> kept = new ArrayList<>();
        if (stage.get().value() != null) {
            kept.add(stage.get().label());
        }
        if (flow.get().value() != null) {
            kept.add(flow.get().label());
        }
        setText(kept.isEmpty() ? "all steps" : String.join(", ", kept));
    }
}
