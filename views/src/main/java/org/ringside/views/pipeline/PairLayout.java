package org.ringside.views.pipeline;

import java.awt.geom.Rectangle2D;

/**
 * Where the pair picture puts its parts: A's label and picture on the left, B's on the right,
 * and under both the scoreboard between them. Type is sized to the picture's height and never
 * under the picture's floor ({@link PictureType}), eighteen pixels in presentation mode.
 *
 * @param width the whole picture's width in pixels
 * @param height its height
 * @param labelPx the size of a lane's label type
 * @param boardPx the size of the scoreboard's type
 * @param floorPx the least type of the picture
 */
record PairLayout(double width, double height, double labelPx, double boardPx, double floorPx) {
    /** Lines of the scoreboard: what differs, the figures' names, A, B and B/A. */
    static final int BOARD_LINES = 5;
    /** A line's height over its type's size. */
    static final double LINE_SHARE = 1.4;
    /** Design type sizes at a height of 1080 pixels, before presentation mode enlarges them. */
    private static final double LABEL_DESIGN_PX = 24;
    private static final double BOARD_DESIGN_PX = 19;
    /** Presentation mode's type over the window's, for the parts only the pair picture has. */
    private static final double PRESENTATION_GROWTH = 1.25;

    /** The layout of a pair picture {@code width} by {@code height}. */
    static PairLayout of(double width, double height, boolean presentation) {
        double floor = PictureType.FLOOR_PX * PictureType.scaleFor(1, presentation);
        double grow = (presentation ? PRESENTATION_GROWTH : 1) * height / 1080;
        return new PairLayout(width, height, Math.max(floor, LABEL_DESIGN_PX * grow),
                Math.max(floor, BOARD_DESIGN_PX * grow), floor);
    }

    /** Space around and between the parts. */
    double gap() {
        return Math.max(4, Math.round(height / 90));
    }

    double labelHeight() {
        return Math.ceil(labelPx * 1.6);
    }

    double boardHeight() {
        return Math.ceil(boardPx * LINE_SHARE * BOARD_LINES + gap());
    }

    /** The width of each lane's picture, whole pixels. */
    int laneWidth() {
        return (int) Math.floor((width - gap()) / 2);
    }

    /** The height of each lane's picture, whole pixels. */
    int laneHeight() {
        return (int) Math.floor(height - labelHeight() - boardHeight() - gap());
    }

    /** Lane {@code i}'s (0 for A, 1 for B) label strip. */
    Rectangle2D.Double label(int i) {
        return new Rectangle2D.Double(laneX(i), 0, laneWidth(), labelHeight());
    }

    /** Lane {@code i}'s picture. */
    Rectangle2D.Double lane(int i) {
        return new Rectangle2D.Double(laneX(i), labelHeight(), laneWidth(), laneHeight());
    }

    /** The scoreboard, under both lanes. */
    Rectangle2D.Double board() {
        double y = labelHeight() + laneHeight() + gap();
        return new Rectangle2D.Double(gap(), y, width - 2 * gap(), height - y);
    }

    private double laneX(int i) {
        return i == 0 ? 0 : width - laneWidth();
    }
}
