package org.ringside.views.pipeline;

import java.awt.Font;
import java.awt.geom.Rectangle2D;

/**
 * Where the TX ring's parts go in its panel: the circle of descriptor slots, the slot numbers at
 * its quarters and the key under it. The circle keeps room inside it for the pointers' names at
 * the picture's type floor; key lines give way to it, the lesser first. Pure geometry, for one
 * {@link PipelineLayout}.
 */
public final class RingGeometry {
    /** Design type size of the ring's pointer names, and the most of its outer radius they take. */
    private static final int POINTER_TYPE = 16;
    private static final double POINTER_TYPE_SHARE = 0.2;
    /** How far over that share names at the floor may go, reaching over the ring's inner band. */
    private static final double POINTER_TYPE_OVER = 2.2;
    /** Design type sizes above and below the circle taken by its top and bottom slot numbers. */
    private static final double NUMBER_ABOVE = 16;
    private static final double NUMBER_BELOW = 13;
    /** The key's lines under the ring (a line per slot state and the pointers'), design type, its share of a line. */
    static final int KEY_LINES = 6;
    static final int KEY_TYPE = 17;
    static final double KEY_TYPE_SHARE = 0.8;
    /** Design pixels between the circle and a slot number. */
    static final double NUMBER_GAP = 4;

    private final PipelineLayout layout;
    private final double x;
    private final double y;
    private final double outer;
    private final double keyY;
    private final double keyLine;
    private final int keyLines;
    private final boolean numbersBeside;
    private Font pointerFont;

    /**
     * @param layout the picture's scales (design pixels, type, the floor)
     * @param panel the TX ring's panel
     * @param titleHeight the height of the panel's title band
     * @param pad the panel's inner margin
     * @param fill type's share of the height to spare, as the layout's
     * @param normal the ring of the picture at the normal text size, whose circle the slot
     *     numbers beside this one give way to where they leave no room for it; null at the
     *     normal text size
     */
    RingGeometry(PipelineLayout layout, Rectangle2D.Double panel, double titleHeight, double pad, double fill,
            RingGeometry normal) {
        this.layout = layout;
        double below = Math.max(0, panel.height - titleHeight - pad);
        // The key does not take the height to spare (fill): it goes to the
        // circle, the drawing, which the panel's width limits already.
        // Its lines keep to their size at the normal text size and never go under the floor
        // (least is both); those with no room at it give way (see keyLines).
        double leastLine = layout.least(layout.font(KEY_TYPE, false).getSize2D()) / KEY_TYPE_SHARE;
        keyLine = Math.max(leastLine, Math.min(layout.type(24) / fill, below * 0.45 / KEY_LINES));
        int lines = (int) Math.max(0, Math.min(KEY_LINES, Math.floor(below * 0.45 / keyLine + 1e-9)));
        // Room outside the circle for the slot numbers at its quarters: "1024" at 3 o'clock, "0"
        // above the circle, under the title, and the half-way slot below it, over the key. The
        // numbers beside it give way where large text would make the circle smaller than at the
        // normal text size: "0" and the half-way slot still say where the ring starts.
        double widest = panel.width / 2 - pad - layout.type(36);
        double normalOuter = normal == null ? 0 : normal.outer;
        numbersBeside = widest >= normalOuter;
        if (!numbersBeside) {
            widest = panel.width / 2 - pad;
        }
        // The circle keeps room for its pointers' names inside it: key lines give way to it, as
        // far as the panel's width lets the circle grow. (Its size at the normal text size needs
        // more height than that: the canvas gets it, PipelineLayout.heightFor.)
        double leastOuter = Math.min(widest, layout.least(layout.font(POINTER_TYPE, true).getSize2D()) / POINTER_TYPE_SHARE);
        double circleRoom = Math.max(0, below - lines * keyLine - numberAbove() - numberBelow() - layout.px(6));
        while (lines > 0 && circleRoom / 2 < leastOuter) {
            lines--;
            circleRoom += keyLine;
        }
        keyLines = lines;
        outer = Math.max(layout.px(4), Math.min(widest, circleRoom / 2));
        x = panel.getCenterX();
        y = panel.y + titleHeight + numberAbove() + outer;
        keyY = y + outer + numberBelow() + layout.px(6) + keyLine;
    }

    /**
     * Whether this ring is no smaller than {@code normal}, the same picture's at the normal text
     * size, and its key has no fewer lines: what a larger text size must keep.
     */
    boolean keeps(RingGeometry normal) {
        return outer >= normal.outer - 0.5 && keyLines >= normal.keyLines;
    }

    /** Whether the slot numbers at 3 and 9 o'clock have room beside the circle. */
    boolean numbersBeside() {
        return numbersBeside;
    }

    /** Room above the circle for slot 0's number, from the circle's top. */
    double numberAbove() {
        return layout.px(NUMBER_GAP) + layout.type(NUMBER_ABOVE);
    }

    /** Room below the circle for the half-way slot's number, from the circle's bottom. */
    double numberBelow() {
        return layout.px(NUMBER_GAP) + layout.type(NUMBER_BELOW);
    }

    /** The circle's centre, across. */
    public double x() {
        return x;
    }

    /** The circle's centre, down. */
    public double y() {
        return y;
    }

    /** The outer radius of the descriptor band. */
    public double outer() {
        return outer;
    }

    /** The pointer names' font: kept to the ring's size, to the floor; null if the ring is too small for it. */
    Font pointerFont() {
        Font f = layout.font(POINTER_TYPE, true);
        double least = layout.least(f.getSize2D());
        if (least > outer * POINTER_TYPE_SHARE * POINTER_TYPE_OVER) {
            return null;
        }
        if (pointerFont == null) {
            double most = Math.max(outer * POINTER_TYPE_SHARE, least);
            pointerFont = f.getSize2D() > most ? f.deriveFont((float) most) : f;
        }
        return pointerFont;
    }

    /** The inner radius of the descriptor band (coloured by slot state). */
    public double stateInner() {
        return outer * 0.78;
    }

    /** The inner radius of the thin band inside it, coloured by the packet's flow. */
    public double flowInner() {
        return outer * 0.68;
    }

    /** Where the key under the ring starts (baseline of its first line). */
    public double keyY() {
        return keyY;
    }

    /** The height of one line of the key under the ring: type size, or less where room is short. */
    public double keyLine() {
        return keyLine;
    }

    /** How many of the key's lines have room at the floor: the rest give way, the lesser first. */
    public int keyLines() {
        return keyLines;
    }

    /** The angle of a ring position, in radians: slot 0 at the top, going clockwise. */
    public static double angle(double slot, int size) {
        return -Math.PI / 2 + 2 * Math.PI * slot / size;
    }

    /** The slot under a point, or -1 when the point is off the ring's bands. */
    public int slotAt(double px, double py, int size) {
        double dx = px - x;
        double dy = py - y;
        double r = Math.hypot(dx, dy);
        if (size <= 0 || r < flowInner() || r > outer + layout.px(2)) {
            return -1;
        }
        double a = Math.atan2(dy, dx) + Math.PI / 2;
        if (a < 0) {
            a += 2 * Math.PI;
        }
        int slot = (int) Math.floor(a / (2 * Math.PI) * size);
        return Math.min(size - 1, Math.max(0, slot));
    }
}
