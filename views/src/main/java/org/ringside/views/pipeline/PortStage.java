package org.ringside.views.pipeline;

import java.awt.geom.Rectangle2D;
import org.ringside.model.sim.SimSnapshot;

/**
 * Where the bottleneck port's panel goes: a strip at the picture's right, after the wire, beside
 * the five stages, which are laid out in the rest of the width ({@link PipelineLayout} knows
 * nothing of it). Without a port in the snapshot the stages keep the whole width, as before.
 */
final class PortStage {
    /** The port's share of the picture's width. */
    static final double SHARE = 0.15;

    private PortStage() {
    }

    /** The width the five stages are laid out in: the whole, or what the port leaves them. */
    static double stagesWidth(double width, SimSnapshot s) {
        return s == null || s.port() == null ? width : width * (1 - SHARE);
    }

    /**
     * The port's panel: from the stages' right margin (less a gap) to the picture's, as tall as
     * the stages' panels.
     *
     * @param width the whole picture's width
     */
    static Rectangle2D.Double panel(PipelineLayout stages, double width) {
        Rectangle2D.Double wire = stages.panel(org.ringside.model.sim.Stage.WIRE);
        double x = wire.getMaxX() + stages.px(10);
        double right = width - stages.px(14);
        return new Rectangle2D.Double(x, wire.y, Math.max(1, right - x), wire.height);
    }
}
