package org.ringside.views.pipeline;

import java.awt.Font;
import java.awt.font.FontRenderContext;

/**
 * The least share of the stages' width each panel's words need: the panel's title, a socket's
 * "below TCP" and the driver's gauge labels, at the least size they shrink to (their size at the normal text size),
 * so that a larger text size shares the width by what the words need rather than give them way.
 */
final class PanelWords {
    /** Measures as the painters' graphics do, near enough: {@link #SLACK} covers the rest. */
    private static final FontRenderContext MEASURE = new FontRenderContext(null, true, false);
    /** Design pixels kept over a measured width, for hinting's rounding of the drawn one. */
    private static final double SLACK = 4;
    /** A socket's lane's margins, as {@link PipelineLayout#socketLane} leaves them. */
    private static final double LANE_MARGINS = 16;
    /** A socket's notes' design type size at its largest. */
    private static final int NOTE = 18;

    private PanelWords() {
    }

    /**
     * Each stage's least share of {@code room}, in stage order (sockets, qdisc, driver, TX ring,
     * wire); 0 for the qdisc and the ring, whose titles and circle other rules look after.
     */
    static double[] least(PipelineLayout l, double room) {
        // A socket's lane: its margins, the flow's swatch and its gap, then the phrase "below TCP"
        // in a note's type (its figure goes on the line above when the lane is narrow).
        double lane = l.px(LANE_MARGINS) + l.type(SocketPainter.SWATCH_TYPE) + l.px(SocketPainter.SWATCH_GAP);
        double sockets = Math.max(title(l, "SOCKETS"), lane + width(l, "below TCP", l.font(NOTE, false)));
        double driver = Math.max(title(l, "DRIVER"),
                width(l, "inflight", l.font(DriverPainter.LABEL_TYPE, false)) + l.px(DriverPainter.GAUGE_INSET));
        double wire = title(l, "WIRE");
        return new double[] {sockets / room, 0, driver / room, 0, wire / room};
    }

    private static double title(PipelineLayout l, String title) {
        return width(l, title, l.font(PipelineLayout.TITLE_TYPE, true)) + l.px(PipelineLayout.TITLE_MARGIN);
    }

    /** The text's width at the least size its font shrinks to, and the slack. */
    private static double width(PipelineLayout l, String text, Font font) {
        Font least = font.deriveFont((float) l.least(font.getSize2D()));
        return least.getStringBounds(text, MEASURE).getWidth() + l.px(SLACK);
    }
}
