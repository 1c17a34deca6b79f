package org.ringside.views.shell;

import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import org.ringside.model.format.PrintableText;

/**
 * The window's status line: the scenario's name, what the last action did (or a warning), and
 * the key to every shortcut at the right. It keeps every word at any text size: the key stays
 * whole on the first row, the name wraps in what is left of it, and the sentence goes under
 * them, wrapped, when the row cannot hold it too.
 */
public final class StatusBar extends Region {
    /** Pixels between the parts, and between the rows. */
    private static final double GAP = 24;
    private static final double ROW_GAP = 4;

    private final Label scenario = new Label();
    private final Label message = new Label();
    private final Label keys;
    private final Tooltip scenarioTip = new Tooltip();

    /** @param keysText the key to every shortcut, e.g. "F1 or ?: every shortcut" */
    public StatusBar(String keysText) {
        getStyleClass().add("status-bar");
        scenario.setId("status");
        scenario.getStyleClass().add("status-scenario");
        scenario.setTooltip(scenarioTip);
        scenario.setWrapText(true);
        message.setId("status-message");
        message.setWrapText(true);
        keys = new Label(keysText);
        keys.setId("status-keys");
        getChildren().addAll(scenario, message, keys);
    }

    /** Shows the scenario's name, and where it came from in a tooltip. */
    public void showScenario(String name, String origin) {
        scenario.setText(PrintableText.of(name));
        scenarioTip.setText(origin);
    }

    /** Shows a sentence: what the last action did, or a warning. */
    public void say(String sentence) {
        message.setText(PrintableText.lines(sentence)); // sentences name scenarios, lessons, flows
    }

    /** The sentence shown now; empty for none. */
    public String said() {
        return message.getText() == null ? "" : message.getText();
    }

    /** Its height follows its width: the narrower, the more rows. */
    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        return snappedLeftInset() + keys.prefWidth(-1) + snappedRightInset();
    }

    @Override
    protected double computePrefWidth(double height) {
        double sentence = said().isEmpty() ? 0 : GAP + message.prefWidth(-1);
        return snappedLeftInset() + scenario.prefWidth(-1) + sentence + GAP + keys.prefWidth(-1) + snappedRightInset();
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected double computePrefHeight(double width) {
        double w = width < 0 ? prefWidth(-1) : width;
        return snappedTopInset() + place(w - snappedLeftInset() - snappedRightInset(), false) + snappedBottomInset();
    }

    @Override
    protected void layoutChildren() {
        place(getWidth() - snappedLeftInset() - snappedRightInset(), true);
    }

    /**
     * Lays the parts out in {@code width}, or only measures when {@code apply} is false.
     *
     * @return the height the rows take
     */
    private double place(double width, boolean apply) {
        double x = snappedLeftInset();
        double y = snappedTopInset();
        double kw = Math.min(keys.prefWidth(-1), width);
        double kh = keys.prefHeight(kw);
        double nw = Math.max(0, Math.min(scenario.prefWidth(-1), width - GAP - kw));
        double nh = scenario.prefHeight(nw);
        boolean hasSentence = !said().isEmpty();
        double mw = hasSentence ? message.prefWidth(-1) : 0;
        boolean sentenceBeside = hasSentence && nw + GAP + mw + GAP + kw <= width;
        double mh = sentenceBeside ? message.prefHeight(mw) : 0;
        double row = Math.max(nh, Math.max(kh, mh));
        put(scenario, x, y + (row - nh) / 2, nw, nh, apply);
        put(keys, x + width - kw, y + (row - kh) / 2, kw, kh, apply);
        if (sentenceBeside || !hasSentence) {
            put(message, x + nw + GAP, y + (row - mh) / 2, mw, mh, apply);
            return row;
        }
        double below = Math.min(mw, width);
        double belowHeight = message.prefHeight(below);
        put(message, x, y + row + ROW_GAP, below, belowHeight, apply);
        return row + ROW_GAP + belowHeight;
    }

    private static void put(Region part, double x, double y, double w, double h, boolean apply) {
        if (apply) {
            part.resizeRelocate(x, y, w, h);
        }
    }
}
