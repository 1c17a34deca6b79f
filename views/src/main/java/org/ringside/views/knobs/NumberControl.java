package org.ringside.views.knobs;

import java.util.List;
import java.util.OptionalLong;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.geometry.Pos;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.KnobKind;

/**
 * A number knob as a slider and a text field that shows the value as a scenario file writes it
 * ({@code 100us}, {@code 1Gbit}, {@code 256}) and reads what a file may hold. The slider reports
 * a value when it is let go, not while it is dragged, so a drag over the ring size resets the
 * ring once; the arrow keys move it one notch and report each notch.
 */
final class NumberControl extends KnobControl {
    /** The word a 0 the model resolves is shown and typed as. */
    private static final String AUTO_WORD = "auto";
    /** How the field writes a 0 the model resolved, before the value it came to. */
    private static final String AUTO = AUTO_WORD + ": ";
    private final SliderScale scale;
    private final Slider slider = new Slider();
    private final TextField field = new TextField();
    private final HBox box;
    private long shown;
    /** What 0 came to, where the model resolved it ("auto: 8"), else empty. */
    private OptionalLong resolved = OptionalLong.empty();

    NumberControl(Knob knob) {
        super(knob);
        scale = SliderScale.of(knob);
        slider.setMin(scale.first());
        slider.setMax(scale.last());
        slider.getStyleClass().add("knob-slider");
        field.setPrefColumnCount(9); // a ten-digit BQL limit scrolls a little; the panel stays narrow
        field.setMinWidth(Region.USE_PREF_SIZE);
        field.getStyleClass().add("knob-field");
        Label unit = new Label(unit(knob));
        unit.getStyleClass().add("knob-unit");
        unit.setMinWidth(Region.USE_PREF_SIZE);
        box = new HBox(10, field, unit);
        box.setAlignment(Pos.CENTER_RIGHT);
        box.getStyleClass().add("knob-number");

        slider.valueProperty().addListener((o, was, now) -> {
            long v = scale.value(now.doubleValue());
            field.setText(text(v));
            if (!slider.isValueChanging()) {
                commitIfNew(v);
            }
        });
        slider.valueChangingProperty().addListener((o, was, changing) -> {
            if (!changing) {
                commitIfNew(scale.value(slider.getValue()));
            }
        });
        slider.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            int direction = switch (e.getCode()) {
                case RIGHT, UP -> 1;
                case LEFT, DOWN -> -1;
                default -> 0;
            };
            if (direction != 0) {
                e.consume();
                commitIfNew(scale.next(shown, direction));
            }
        });
        field.setOnAction(e -> commitText());
        field.focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                commitText();
            }
        });
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                field.setText(text(shown));
            }
        });
    }

    /** The unit of a plain number; durations and rates carry theirs in the text ({@code 100us}). */
    private static String unit(Knob k) {
        return k.kind() == KnobKind.BYTES ? "bytes" : "";
    }

    /** The value as the field shows it: as a file writes it, or "auto: 8" for a 0 the model resolved. */
    private String text(long value) {
        return value == 0 && resolved.isPresent() ? AUTO + resolved.getAsLong() : knob().format(value);
    }

    private void commitText() {
        String text = field.getText();
        if (text.strip().equals(text(shown)) || text.strip().equals(knob().format(shown))) {
            // Reported all the same: a good value typed after a refused one clears its message.
            commit(shown);
            return;
        }
        long v;
        try {
            // "auto" (or "auto: 8" edited) asks for the driver's or the model's choice: 0.
            v = resolved.isPresent() && text.strip().startsWith(AUTO_WORD) ? 0 : knob().parse(text);
        } catch (IllegalArgumentException e) {
            // The knob says what is wrong; the message adds the key and what is allowed, as the
            // loader's and the running simulation's messages do.
            reject(knob().key() + ": " + e.getMessage() + " (allowed: " + knob().allowed() + ")");
            return;
        }
        commit(v);
    }

    private void commitIfNew(long v) {
        if (v != shown) {
            commit(v);
        }
    }

    @Override
    Node node() {
        return box;
    }

    /** The slider, under the name and the field, as wide as the panel. */
    @Override
    Node below() {
        return slider;
    }

    @Override
    List<Control> controls() {
        return List.of(slider, field);
    }

    @Override
    boolean hasTextNotEntered() {
        return !field.getText().strip().equals(text(shown));
    }

    @Override
    void display(long value) {
        shown = value;
        slider.setValue(scale.position(value));
        field.setText(text(value));
    }

    @Override
    void show(long value, OptionalLong resolvedZero) {
        resolved = resolvedZero;
        show(value);
    }
}
