package org.ringside.views.pipeline;

import java.awt.Color;
import java.util.Locale;
import javafx.scene.control.Label;

/** The look of a panel of words over the picture (a packet or a stage explained): the theme's panel, ink and a rounded border. */
final class NoteStyle {
    /** A note's type at the design size, before the text scale. */
    private static final double TYPE = 19;
    /** The least type of a note, in pixels, however small the picture. */
    private static final double LEAST_PX = 11;

    private NoteStyle() {
    }

    /** A note's type size, in pixels, over a picture of this layout (null before the first). */
    static double size(PipelineLayout layout, double textScale) {
        double unit = layout == null ? 1 : layout.unit();
        double scale = layout == null ? textScale : layout.textScale();
        return Math.max(LEAST_PX, TYPE * unit * scale);
    }

    /**
     * The CSS of a note in type of {@code size} pixels, its border as thick as the picture's
     * outlines at {@code unit}.
     */
    static String css(PipelineTheme theme, double size, double unit) {
        return String.format(Locale.ROOT,
                "-fx-font-size: %.1fpx; -fx-padding: %.0fpx; -fx-background-color: %s; -fx-text-fill: %s;"
                        + " -fx-border-color: %s; -fx-border-width: %.1fpx; -fx-background-radius: 6; -fx-border-radius: 6;",
                size, size * 0.6, hex(theme.panel()), hex(theme.ink()), hex(theme.ink()), Math.max(1, 2 * unit));
    }

    private static String hex(Color c) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }

    /** Shows a note of {@code text} near the pointer at x, y, kept inside a view of w x h. */
    static void show(Label note, String text, PipelineLayout layout, PipelineTheme theme, double textScale, double x,
            double y, double w, double h) {
        double size = size(layout, textScale);
        note.setStyle(css(theme, size, layout == null ? 1 : layout.unit()));
        note.setText(text);
        note.setVisible(true);
        // Measure with the new style applied, or the height comes out for the old font and the
        // text ends in an ellipsis.
        note.applyCss();
        double nw = Math.min(w * 0.45, 34 * size);
        double nh = Math.min(h, note.prefHeight(nw));
        double nx = Math.min(Math.max(0, x + 16), Math.max(0, w - nw));
        double ny = Math.min(Math.max(0, y + 16), Math.max(0, h - nh));
        note.resizeRelocate(nx, ny, nw, nh);
    }
}
