package org.ringside.views.knobs;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import org.ringside.model.scenario.Knob;

/** A choice knob as a choice box of its words; the value is the word's index. */
final class ChoiceControl extends KnobControl {
    private final ChoiceBox<String> box = new ChoiceBox<>();

    ChoiceControl(Knob knob) {
        super(knob);
        box.getItems().setAll(knob.choices());
        box.valueProperty().addListener((o, was, word) -> {
            if (word != null) {
                commit(knob.indexOf(word));
            }
        });
    }

    @Override
    Node node() {
        return box;
    }

    @Override
    List<Control> controls() {
        return List.of(box);
    }

    @Override
    void display(long value) {
        box.setValue(knob().choice(value));
    }
}
