package org.ringside.views.charts;

import java.awt.Color;
import java.awt.Paint;
import java.util.List;

/**
 * The colours and weights a chart is drawn in: the normal look, black on white, which every
 * exported file keeps, and the high-contrast look of View → High contrast, white on black as the
 * window's high-contrast style sheet draws, with heavier lines, larger type and the series
 * lightened so each stays apart from the others and from the black ground on a washed-out
 * projector.
 *
 * @param background the chart's and the plot's ground
 * @param text titles, axes, ticks and legend
 * @param grid the gridlines: faint, but visible
 * @param series the series colours, in the order of {@link ChartStyle#seriesColor}
 * @param lineFactor how much heavier every line is than in the normal look
 * @param typeFactor how much larger tick and legend type is than in the normal look
 * @param tintFactor how much more opaque a translucent tint (a shaded band) is
 */
public record ChartLook(Color background, Color text, Color grid, List<Color> series, float lineFactor,
        float typeFactor, float tintFactor) {

    /** Black on white with the Okabe–Ito palette (its yellow left out: too faint on white). */
    public static final ChartLook NORMAL = new ChartLook(Color.WHITE, new Color(0x22, 0x22, 0x22),
            new Color(0xCC, 0xCC, 0xCC), List.of(ChartStyle.BLUE, ChartStyle.VERMILLION, ChartStyle.GREEN,
                    ChartStyle.PURPLE, ChartStyle.ORANGE, ChartStyle.SKY_BLUE, ChartStyle.BLACK),
            1f, 1f, 1f);

    /**
     * White on black, as the window's high-contrast style sheet; each Okabe–Ito colour lightened
     * (blue becomes sky blue, the accent of that sheet; orange becomes Okabe–Ito yellow, which
     * reads well on black; black becomes white) so that all keep at least 4.5:1 against the
     * ground and apart from each other.
     */
    public static final ChartLook HIGH_CONTRAST = new ChartLook(Color.BLACK, Color.WHITE,
            new Color(0x55, 0x55, 0x55), List.of(new Color(0x56, 0xB4, 0xE9), new Color(0xFF, 0x7F, 0x2A),
                    new Color(0x00, 0xC0, 0x8A), new Color(0xF0, 0xA0, 0xD0), new Color(0xF0, 0xE4, 0x42),
                    new Color(0xB8, 0xA8, 0xFF), Color.WHITE),
            1.5f, 1.15f, 2.2f);

    public ChartLook {
        series = List.copyOf(series);
        if (series.size() != 7) {
            throw new IllegalArgumentException("a chart look needs 7 series colours, had " + series.size());
        }
        if (!(lineFactor > 0 && typeFactor > 0 && tintFactor > 0)) {
            throw new IllegalArgumentException("a chart look's factors must be positive");
        }
    }

    /** The look for View → High contrast on or off. */
    public static ChartLook of(boolean highContrast) {
        return highContrast ? HIGH_CONTRAST : NORMAL;
    }

    /** The i-th series colour, repeating after seven. */
    public Color seriesColor(int i) {
        return series.get(Math.floorMod(i, series.size()));
    }

    /**
     * What a paint of the normal look becomes in this one: a series colour the matching series
     * colour, the ground, text and grid theirs, a translucent tint more opaque; any other paint
     * stays.
     */
    Paint recolour(Paint paint) {
        if (!(paint instanceof Color c) || this == NORMAL) {
            return paint;
        }
        int i = NORMAL.series.indexOf(c);
        if (i >= 0) {
            return series.get(i);
        }
        if (c.equals(NORMAL.background)) {
            return background;
        }
        if (c.equals(NORMAL.text)) {
            return text;
        }
        if (c.equals(NORMAL.grid)) {
            return grid;
        }
        if (c.getAlpha() > 0 && c.getAlpha() < 255) {
            return new Color(c.getRed(), c.getGreen(), c.getBlue(), Math.min(255, Math.round(c.getAlpha() * tintFactor)));
        }
        return paint;
    }
}
