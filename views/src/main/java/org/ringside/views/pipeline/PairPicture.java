package org.ringside.views.pipeline;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import org.ringside.model.sim.Scoreboard;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.charts.ChartSize;

/**
 * Two runs' pipeline pictures side by side, A on the left and B on the right, each the normal
 * picture drawn by the one renderer under a label with its name, and under both their scoreboard
 * with what B changes. As files, headless: a PNG or SVG of one moment, a GIF of a span.
 */
public final class PairPicture {
    private final ChartSize size;
    private final PairLayout layout;
    private final PipelineTheme theme;
    private final String[] names;
    private final String differs;
    private final PipelineRenderer[] lanes = new PipelineRenderer[2];

    /**
     * @param a run A: its name and settings line (without the name)
     * @param b run B, likewise
     * @param differs what B changes, joined for reading, e.g. {@code bql.mode off → auto}
     */
    public PairPicture(ChartSize size, Lane a, Lane b, String differs, boolean highContrast, ColourBy colourBy,
            boolean presentation) {
        this.size = size;
        this.layout = PairLayout.of(size.width(), size.height(), presentation);
        this.theme = PipelineTheme.of(highContrast);
        this.names = new String[] {a.name(), b.name()};
        this.differs = differs;
        ChartSize lane = new ChartSize(layout.laneWidth(), layout.laneHeight());
        Lane[] both = {a, b};
        for (int i = 0; i < 2; i++) {
            PipelinePicture p = new PipelinePicture(lane, both[i].settings(), highContrast, colourBy);
            lanes[i] = (presentation ? p.inPresentation() : p).renderer();
        }
    }

    /**
     * One run of the pair.
     *
     * @param name the scenario's name, on the lane's label
     * @param settings the settings line burnt in under the lane's clock, or null
     */
    public record Lane(String name, String settings) {
    }

    /** Both moments drawn into a new image; {@code board} their scoreboard at those moments. */
    public BufferedImage render(SimSnapshot a, SimSnapshot b, Scoreboard board) {
        update(a, b, 0, false);
        return draw(board);
    }

    /** Gives each lane its run's snapshot; {@code glide} eases packets that changed stage. */
    void update(SimSnapshot a, SimSnapshot b, long wallNs, boolean glide) {
        lanes[0].update(a, layout.laneWidth(), layout.laneHeight(), wallNs, glide);
        lanes[1].update(b, layout.laneWidth(), layout.laneHeight(), wallNs, glide);
    }

    private BufferedImage draw(Scoreboard board) {
        return PipelinePicture.image(size, g -> paint(g, board));
    }

    /** Paints the labels, both lanes and the scoreboard of their latest snapshots. */
    void paint(Graphics2D g, Scoreboard board) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setPaint(theme.ground());
        g.fill(new Rectangle2D.Double(0, 0, size.width(), size.height()));
        Font font = new Font(Font.SANS_SERIF, Font.BOLD, 1).deriveFont((float) layout.labelPx());
        for (int i = 0; i < 2; i++) {
            Rectangle2D.Double label = layout.label(i);
            String text = (i == 0 ? "A  " : "B  ") + names[i];
            Font f = font;
            double w = g.getFontMetrics(f).stringWidth(text);
            if (w > label.width - layout.gap()) {
                f = font.deriveFont((float) Math.max(layout.floorPx(), Math.floor(font.getSize2D()
                        * (label.width - layout.gap()) / w)));
            }
            g.setFont(f);
            g.setPaint(theme.ink());
            g.drawString(text, (float) (label.x + layout.gap()), (float) (label.y + label.height * 0.72));
            Rectangle2D.Double lane = layout.lane(i);
            AffineTransform saved = g.getTransform();
            g.translate(lane.x, lane.y);
            lanes[i].paint(g, null);
            g.setTransform(saved);
        }
        ScoreboardPainter.paint(g, layout, theme, board, differs);
    }

    public void writePng(SimSnapshot a, SimSnapshot b, Scoreboard board, Path target) throws IOException {
        PipelinePicture.writePng(render(a, b, board), target);
    }

    /** Both moments and their scoreboard as an SVG document. */
    public String svg(SimSnapshot a, SimSnapshot b, Scoreboard board) {
        update(a, b, 0, false);
        return PipelinePicture.svg(size, g -> paint(g, board));
    }

    public void writeSvg(SimSnapshot a, SimSnapshot b, Scoreboard board, Path target) throws IOException {
        PipelinePicture.writeSvg(svg(a, b, board), target);
    }

    /**
     * Runs both simulations from {@code fromNs} to {@code toNs} and writes them as one looping
     * GIF, frame i at the same simulated time in both, the scoreboard of the runs so far under
     * them, as {@link PipelinePicture#writeGif} does for one.
     */
    public void writeGif(Simulation a, Simulation b, long fromNs, long toNs, int frames, int fps, Path target)
            throws IOException {
        PipelinePicture.checkSpan(a, fromNs, toNs);
        PipelinePicture.checkSpan(b, fromNs, toNs);
        GifFrames.write(target, frames, fps, size.width(), new GifPalette(theme), i -> {
            long t = PipelinePicture.frameTime(fromNs, toNs, frames, i);
            a.runUntil(t);
            b.runUntil(t);
            update(a.snapshot(), b.snapshot(), PipelinePicture.frameWallNs(i, fps), true);
            return draw(Scoreboard.of(a.summary(), b.summary()));
        });
    }

    /** The renderer of lane {@code i}, 0 for A and 1 for B, for tests and the bench. */
    PipelineRenderer lane(int i) {
        return lanes[i];
    }

    /** The layout, for tests in this package. */
    PairLayout layout() {
        return layout;
    }
}
