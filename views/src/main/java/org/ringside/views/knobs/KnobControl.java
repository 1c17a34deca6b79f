package org.ringside.views.knobs;

import java.util.List;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import javafx.scene.Node;
import javafx.scene.control.Control;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.KnobKind;

/**
 * The input for one knob's value, in the model's units: a check box, a choice box, or a slider
 * with a text field. It reports only what the user changes ({@link #setOnCommit}); showing a
 * value from the model ({@link #show}) reports nothing.
 */
abstract class KnobControl {
    private final Knob knob;
    private LongConsumer onCommit = v -> { };
    private Consumer<String> onReject = m -> { };
    private boolean showing;

    KnobControl(Knob knob) {
        this.knob = knob;
    }

    /** The control that fits the knob's kind. */
    static KnobControl of(Knob knob) {
        if (knob.kind() == KnobKind.BOOLEAN) {
            return new BooleanControl(knob);
        }
        if (knob.kind() == KnobKind.CHOICE) {
            return new ChoiceControl(knob);
        }
        return new NumberControl(knob);
    }

    Knob knob() {
        return knob;
    }

    /** What goes on screen beside the knob's name. */
    abstract Node node();

    /**
     * What goes on a line of its own under the name, across the panel's width (a slider wants
     * the room), or null for nothing.
     */
    Node below() {
        return null;
    }

    /** The controls that take the focus and carry the tooltip. */
    abstract List<Control> controls();

    /** Whether text has been typed into it and not entered yet (Enter, or leaving the field, enters it). */
    boolean hasTextNotEntered() {
        return false;
    }

    /** Shows a value without reporting it as a change. */
    final void show(long value) {
        showing = true;
        try {
            display(value);
        } finally {
            showing = false;
        }
    }

    abstract void display(long value);

    /**
     * Shows a value the model resolved for it, as with {@link #show(long)}: a number knob whose 0
     * lets the driver or the model choose shows what it came to ("auto: 8").
     */
    void show(long value, OptionalLong resolved) {
        show(value);
    }

    void setOnCommit(LongConsumer onCommit) {
        this.onCommit = onCommit;
    }

    void setOnReject(Consumer<String> onReject) {
        this.onReject = onReject;
    }

    /** Reports input that is no value of the knob at all, with a message that says why. */
    final void reject(String message) {
        onReject.accept(message);
    }

    /** Reports a value the user chose, unless it is the model's value being shown. */
    final void commit(long value) {
        if (!showing) {
            onCommit.accept(value);
        }
    }
}
