package org.ringside.views.charts;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A picture's size in pixels, from a small slide image to 8K.
 *
 * @param width 320 to 7680
 * @param height 200 to 4320
 */
public record ChartSize(int width, int height) {
    public static final int MIN_WIDTH = 320;
    public static final int MIN_HEIGHT = 200;
    public static final int MAX_WIDTH = 7680;
    public static final int MAX_HEIGHT = 4320;

    /** 1600x900: 16:9, sharp on a projector, readable when scaled onto a slide. */
    public static final ChartSize DEFAULT = new ChartSize(1600, 900);

    private static final Pattern FORM = Pattern.compile("\\s*(\\d{1,6})\\s*[xX×]\\s*(\\d{1,6})\\s*");

    public ChartSize {
        if (width < MIN_WIDTH || width > MAX_WIDTH || height < MIN_HEIGHT || height > MAX_HEIGHT) {
            throw new IllegalArgumentException("size " + width + "x" + height + " is out of range: width "
                    + MIN_WIDTH + " to " + MAX_WIDTH + ", height " + MIN_HEIGHT + " to " + MAX_HEIGHT);
        }
    }

    /**
     * Parses {@code WIDTHxHEIGHT}, as {@code --size 1600x900} gives it.
     *
     * @throws IllegalArgumentException with one line saying what was wrong and what is allowed
     */
    public static ChartSize parse(String text) {
        Matcher m = FORM.matcher(text == null ? "" : text);
        if (!m.matches()) {
            throw new IllegalArgumentException("size '" + text + "' is not WIDTHxHEIGHT in pixels, e.g. 1600x900");
        }
        return new ChartSize(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    @Override
    public String toString() {
        return width + "x" + height;
    }
}
