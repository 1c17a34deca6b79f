package org.ringside.views.knobs;

import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * A knob's name at the left and its input at the right, on one line when the panel is wide
 * enough, else the input on a line of its own under the name, still at the right. Large text in
 * a narrow panel (Ctrl+plus before a class) then costs the panel height, which scrolls, rather
 * than width, which the picture needs.
 */
final class KnobLine extends Pane {
    /** Between the name and the input on one line, and between the two lines. */
    static final double GAP = 12;

    private final Node name;
    private final Node input;
    /** While true, the line's minimum width is what it needs on one line (see {@link #measureOneLine}). */
    private boolean oneLineMin;

    KnobLine(Node name, Node input) {
        this.name = name;
        this.input = input;
        getChildren().addAll(name, input);
    }

    /** Whether name and input fit side by side in {@code width}. */
    private boolean oneLine(double width) {
        Insets in = getInsets();
        return width < 0 || width - in.getLeft() - in.getRight() >= oneLineWidth();
    }

    private double oneLineWidth() {
        return name.prefWidth(-1) + GAP + input.prefWidth(-1);
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + in.getRight()
                + (oneLineMin ? oneLineWidth() : Math.max(name.minWidth(-1), input.minWidth(-1)));
    }

    /**
     * Makes the line's minimum width the width it needs on one line, or back to the width of
     * its wider part; the panel measures itself both ways to choose its width.
     */
    void measureOneLine(boolean oneLine) {
        if (oneLineMin != oneLine) {
            oneLineMin = oneLine;
            requestLayout();
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        Insets in = getInsets();
        return in.getLeft() + in.getRight() + oneLineWidth();
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected double computePrefHeight(double width) {
        Insets in = getInsets();
        double lines = oneLine(width) ? Math.max(name.prefHeight(-1), input.prefHeight(-1))
                : name.prefHeight(-1) + GAP / 2 + input.prefHeight(-1);
        return in.getTop() + in.getBottom() + lines;
    }

    @Override
    protected void layoutChildren() {
        Insets in = getInsets();
        double x = in.getLeft();
        double y = in.getTop();
        double w = getWidth() - in.getLeft() - in.getRight();
        double nameH = name.prefHeight(-1);
        double inputW = Math.min(w, input.prefWidth(-1));
        double inputH = input.prefHeight(-1);
        if (oneLine(getWidth())) {
            double h = Math.max(nameH, inputH);
            layoutInArea(name, x, y, w - inputW - GAP, h, 0, HPos.LEFT, VPos.CENTER);
            layoutInArea(input, x + w - inputW, y, inputW, h, 0, HPos.RIGHT, VPos.CENTER);
        } else {
            layoutInArea(name, x, y, w, nameH, 0, HPos.LEFT, VPos.CENTER);
            layoutInArea(input, x + w - inputW, y + nameH + GAP / 2, inputW, inputH, 0, HPos.RIGHT, VPos.CENTER);
        }
    }
}
