package org.ringside.views.knobs;

import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.ringside.views.shell.OnScreen;

/**
 * One line of the panel: the knob's name, its control, and below them a message in red when a
 * value was refused. The name keeps the tooltip when the control is greyed out, so the reason
 * stays readable.
 */
final class KnobRow extends VBox {
    private static final PseudoClass INACTIVE = PseudoClass.getPseudoClass("inactive");
    private final List<Control> controls;
    private final Label name;
    private final Label message = new Label();
    // One tooltip for the name and the control, its text rewritten as the settings change.
    private final Tooltip tip = new Tooltip();

    /** A row for a knob's control. */
    KnobRow(String label, KnobControl control) {
        this(label, control.node(), control.controls());
        Node below = control.below();
        if (below != null) {
            getChildren().add(1, below);
        }
    }

    /**
     * @param label the knob's name as a file writes it inside its section
     * @param input what goes on screen
     * @param controls the parts of it that take the focus, the tooltip and the greying out
     */
    KnobRow(String label, Node input, List<Control> controls) {
        this.controls = List.copyOf(controls);
        name = new Label(label);
        name.getStyleClass().add("knob-name");
        name.setLabelFor(controls.get(0));
        // The label names the first control; a second (a slider's field) is named by the same words.
        controls.stream().skip(1).filter(c -> c.getAccessibleText() == null).forEach(c -> c.setAccessibleText(label));
        // The name at the left, the control at the right, or under the name in a narrow panel.
        name.setMinWidth(Region.USE_PREF_SIZE);
        KnobLine line = new KnobLine(name, input);
        line.getStyleClass().add("knob-line");
        message.getStyleClass().add("knob-error");
        message.setWrapText(true);
        showError("");
        getChildren().addAll(line, message);
        getStyleClass().add("knob-row");
        tip.setWrapText(true);
        tip.setMaxWidth(560);
        tip.setShowDelay(Duration.millis(300));
        tip.setShowDuration(Duration.seconds(30));
        tip.getStyleClass().add("knob-tooltip");
        OnScreen.keep(tip); // a long one, low in the panel, would run off the screen's bottom
        controls.forEach(c -> c.setTooltip(tip));
        name.setTooltip(tip);
    }

    void showError(String text) {
        message.setText(text);
        message.setVisible(!text.isEmpty());
        message.setManaged(!text.isEmpty());
    }

    /** Sets the tooltip's text and greys the control out if the knob is not in effect. */
    void setHelp(String text, boolean inactive) {
        tip.setText(text);
        controls.forEach(c -> c.setDisable(inactive));
        pseudoClassStateChanged(INACTIVE, inactive);
    }
}
