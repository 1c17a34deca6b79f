package org.ringside.views.knobs;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Control;
import org.ringside.model.scenario.Knob;

/** A true / false knob as a check box labelled as a scenario file writes it. */
final class BooleanControl extends KnobControl {
    private final CheckBox box = new CheckBox();

    BooleanControl(Knob knob) {
        super(knob);
        box.selectedProperty().addListener((o, was, on) -> {
            box.setText(knob.format(on ? 1 : 0));
            commit(on ? 1 : 0);
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
        box.setSelected(value != 0);
        box.setText(knob().format(value));
    }
}
