package org.ringside.app;

import java.util.List;
import java.util.Locale;

/**
 * The window's text size as a factor of the theme's 18-pixel base, in steps a room can see:
 * Ctrl+plus and Ctrl+minus walk them, Ctrl+0 goes back to 1.
 */
final class TextZoom {
    /** The factors, smallest first. */
    static final List<Double> STEPS = List.of(0.75, 0.875, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0);
    /** The theme's base font size in pixels. */
    static final double BASE_PX = 18;

    private int index = STEPS.indexOf(1.0);

    /** The current factor. */
    double factor() {
        return STEPS.get(index);
    }

    /** One step larger; false if already the largest. */
    boolean larger() {
        if (index == STEPS.size() - 1) {
            return false;
        }
        index++;
        return true;
    }

    /** One step smaller; false if already the smallest. */
    boolean smaller() {
        if (index == 0) {
            return false;
        }
        index--;
        return true;
    }

    /**
     * Goes to the step {@code factor}.
     *
     * @throws IllegalArgumentException if it is not one of {@link #STEPS}
     */
    void set(double factor) {
        int at = STEPS.indexOf(factor);
        if (at < 0) {
            throw new IllegalArgumentException("no text size " + factor + " (allowed: " + STEPS + ")");
        }
        index = at;
    }

    /** Back to the theme's size. */
    void reset() {
        index = STEPS.indexOf(1.0);
    }

    /** The root font size as CSS, e.g. {@code -fx-font-size: 22.5px;}. */
    String rootStyle() {
        return String.format(Locale.ROOT, "-fx-font-size: %.1fpx;", BASE_PX * factor());
    }
}
