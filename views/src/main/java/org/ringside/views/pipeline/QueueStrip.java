package org.ringside.views.pipeline;

import java.awt.geom.Rectangle2D;

/**
 * Where each transmit queue's cell goes in the strip of every queue: side by side, tx-0 on the
 * left. Up to {@link #MOST_RINGS} queues each get a small ring and words; more get one compact
 * gauge each. Pure geometry.
 *
 * @param bounds the strip
 * @param queues the device's transmit queues
 * @param gap the room between two cells
 */
record QueueStrip(Rectangle2D.Double bounds, int queues, double gap) {
    /** The most queues drawn as small rings with words; more are drawn as compact gauges. */
    static final int MOST_RINGS = 8;
    /** The strip's height at the design size, in type pixels: three lines of its words. */
    static final double HEIGHT_TYPE = 66;
    /** The most of the stages' height the strip takes, however large the text. */
    static final double MOST_SHARE = 0.2;

    /** The strip of this layout, or null when it has none (one queue). */
    static QueueStrip of(PipelineLayout layout) {
        Rectangle2D.Double b = layout.queueStrip();
        if (b == null) {
            return null;
        }
        return new QueueStrip(b, layout.queues(), layout.px(layout.queues() > MOST_RINGS ? 3 : 8));
    }

    /** Whether each queue gets a small ring and words, rather than a compact gauge. */
    boolean rings() {
        return queues <= MOST_RINGS;
    }

    /** Queue {@code i}'s cell. */
    Rectangle2D.Double cell(int i, Rectangle2D.Double into) {
        double w = (bounds.width - gap * (queues - 1)) / queues;
        into.setRect(bounds.x + i * (w + gap), bounds.y, w, bounds.height);
        return into;
    }

    /** The queue whose cell holds this point, or -1. */
    int at(double x, double y) {
        if (!bounds.contains(x, y)) {
            return -1;
        }
        double w = (bounds.width - gap * (queues - 1)) / queues;
        int i = (int) ((x - bounds.x) / (w + gap));
        return i >= 0 && i < queues && x - bounds.x - i * (w + gap) <= w ? i : -1;
    }
}
