package org.ringside.views.pipeline;

import java.util.List;
import org.jfree.svg.SVGGraphics2D;
import org.ringside.model.sim.SimSnapshot;

/**
 * A snapshot painted as the window paints it, on a canvas as tall as the picture asks for.
 *
 * @param renderer the renderer, laid out for the canvas
 * @param svg what it drew
 */
record PaintedPicture(PipelineRenderer renderer, String svg) {
    /**
     * Paints {@code s} in a view {@code w} x {@code h} at this text scale, in presentation mode
     * or not, fitting the view's height (a lane's picture) or not.
     */
    static PaintedPicture of(SimSnapshot s, int w, int h, double textScale, boolean presentation, boolean fitHeight) {
        PipelineRenderer r = new PipelineRenderer();
        r.setTextScale(textScale);
        r.setPresentation(presentation);
        r.setFitHeight(fitHeight);
        r.update(s, w, h, 0, false);
        double tall = r.canvasHeight(w, h);
        r.resize(w, tall);
        SVGGraphics2D g = new SVGGraphics2D(w, (int) Math.ceil(tall));
        r.paint(g, List.of());
        return new PaintedPicture(r, g.getSVGDocument());
    }

    /** The words drawn. */
    List<SvgText.Word> words() {
        return SvgText.words(svg);
    }
}
