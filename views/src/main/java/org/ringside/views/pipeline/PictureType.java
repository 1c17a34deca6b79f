package org.ringside.views.pipeline;

import java.awt.Font;

/**
 * The picture's type for one layout: its fonts by design size, and the floor below which no word
 * shrinks to fit. A word with no room at the floor gives way (a shorter form, or none), so type
 * stays readable and grows with the text size however short the picture.
 */
final class PictureType {
    /** The least type, in pixels at the normal text size, a word shrinks to when room is short. */
    static final double FLOOR_PX = 9;
    /**
     * The least type in presentation mode, in pixels at the normal text size: what the back row
     * of a classroom reads off a 1920x1080 projector.
     */
    static final double PRESENTATION_FLOOR_PX = 18;
    /**
     * What presentation mode multiplies the window's text scale by: the floor goes from
     * {@link #FLOOR_PX} to {@link #PRESENTATION_FLOOR_PX}, and every other size with it.
     */
    static final double PRESENTATION_SCALE = PRESENTATION_FLOOR_PX / FLOOR_PX;
    private final double typePerDesignPixel;
    private final double textScale;
    /** The text scale of the normal text size: 1 in the window, {@link #PRESENTATION_SCALE} presented. */
    private final double normalScale;
    /** Fonts by design size and weight: index size * 2 + bold. */
    private final Font[] fonts = new Font[160];

    /** The text scale of a picture shown in presentation mode, or not, at the window's {@code textScale}. */
    static double scaleFor(double textScale, boolean presentation) {
        return presentation ? textScale * PRESENTATION_SCALE : textScale;
    }

    /**
     * @param typePerDesignPixel type pixels per design type pixel (unit, fill and text scale)
     * @param textScale the picture's text scale
     * @param normalScale the text scale of the normal text size ({@link #scaleFor} of 1)
     */
    PictureType(double typePerDesignPixel, double textScale, double normalScale) {
        this.typePerDesignPixel = typePerDesignPixel;
        this.textScale = textScale;
        this.normalScale = normalScale;
    }

    /**
     * The least type size, in pixels: {@link #FLOOR_PX} times the text scale, in every layout (a
     * lane's picture squeezed under the live chart too): a picture too small for a word at
     * the floor leaves the word out rather than print it smaller.
     */
    double minType() {
        return FLOOR_PX * textScale;
    }

    /**
     * The least size type of {@code size} pixels shrinks to where room is short: the floor at the
     * normal text size or below; above it, its full size at the normal text size, so that a larger
     * text size never draws a word smaller than the normal one does (fitted to a panel, a word
     * shrank to the floor, and 150 % text drew it smaller than 100 % did). Never over
     * {@code size}. Every font's size is its normal size times the text scale over the normal
     * scale, so that is what it is divided by.
     */
    double least(double size) {
        double larger = textScale / normalScale;
        return Math.min(size, larger > 1 ? Math.max(minType(), size / larger) : minType());
    }

    /** A sans-serif font, cached: {@code size} at the design size, scaled like all type, never below the floor. */
    Font font(int size, boolean bold) {
        int key = Math.min(79, Math.max(1, size)) * 2 + (bold ? 1 : 0);
        Font f = fonts[key];
        if (f == null) {
            float px = (float) Math.max(minType(), typePerDesignPixel * (key / 2));
            f = new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont(px);
            fonts[key] = f;
        }
        return f;
    }
}
