package org.ringside.views.pipeline;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.jfree.svg.SVGGraphics2D;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.charts.ChartExport;
import org.ringside.views.charts.ChartSize;
import org.ringside.views.charts.ImageStreams;

/**
 * The pipeline picture as files, headless: a PNG or an SVG of one moment, an animated GIF of a
 * span of simulated time. Each carries the simulated clock and the scenario's settings line, so
 * a picture that travels alone can still be trusted. Files are written through a temporary file
 * and a rename (as charts are): on failure the target keeps its old content.
 */
public final class PipelinePicture {
    /** The most GIF frames written, so a file stays a sane size. */
    public static final int MAX_GIF_FRAMES = GifFrames.MAX_FRAMES;
    /** The wall time one GIF frame shows is 1/fps; packets glide over several frames. */
    private static final long NS_PER_S = 1_000_000_000L;

    private final ChartSize size;
    private final String settings;
    private final boolean highContrast;
    private final ColourBy colourBy;
    private final boolean presentation;

    /**
     * @param size picture size in pixels
     * @param settings the scenario's settings line (see {@code ScenarioSummary.settings}), or null
     */
    public PipelinePicture(ChartSize size, String settings, boolean highContrast, ColourBy colourBy) {
        this(size, settings, highContrast, colourBy, false);
    }

    private PipelinePicture(ChartSize size, String settings, boolean highContrast, ColourBy colourBy,
            boolean presentation) {
        this.size = size;
        this.settings = settings;
        this.highContrast = highContrast;
        this.colourBy = colourBy;
        this.presentation = presentation;
    }

    /** The same picture drawn as the window's presentation mode shows it, its type doubled: for slides. */
    public PipelinePicture inPresentation() {
        return new PipelinePicture(size, settings, highContrast, colourBy, true);
    }

    PipelineRenderer renderer() {
        PipelineRenderer r = new PipelineRenderer();
        r.setSettings(settings);
        r.setHighContrast(highContrast);
        r.setColourBy(colourBy);
        r.setPresentation(presentation);
        return r;
    }

    /** The snapshot drawn into a new image of the picture's size. */
    public BufferedImage render(SimSnapshot snapshot) {
        PipelineRenderer r = renderer();
        r.update(snapshot, size.width(), size.height(), 0, false);
        return draw(r);
    }

    BufferedImage draw(PipelineRenderer r) {
        return image(size, g -> r.paint(g, null));
    }

    /** A new image of this size, painted by {@code painter} with the picture's rendering hints. */
    static BufferedImage image(ChartSize size, Consumer<Graphics2D> painter) {
        BufferedImage image = new BufferedImage(size.width(), size.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            painter.accept(g);
        } finally {
            g.dispose();
        }
        return image;
    }

    public void writePng(SimSnapshot snapshot, Path target) throws IOException {
        writePng(render(snapshot), target);
    }

    /** An image as a PNG file, through a temporary file and a rename. */
    static void writePng(BufferedImage image, Path target) throws IOException {
        AtomicFiles.write(target, out -> ImageStreams.png(image, out));
    }

    /** The snapshot as an SVG document, coordinates to a hundredth of a pixel. */
    public String svg(SimSnapshot snapshot) {
        PipelineRenderer r = renderer();
        r.update(snapshot, size.width(), size.height(), 0, false);
        return svg(size, g -> r.paint(g, null));
    }

    /** An SVG document of this size painted by {@code painter}, coordinates to a hundredth of a pixel. */
    static String svg(ChartSize size, Consumer<Graphics2D> painter) {
        SVGGraphics2D g = new SVGGraphics2D(size.width(), size.height());
        g.setGeomDoubleConverter(ChartExport::twoDecimals);
        g.setTransformDoubleConverter(ChartExport::twoDecimals);
        painter.accept(g);
        return g.getSVGDocument();
    }

    public void writeSvg(SimSnapshot snapshot, Path target) throws IOException {
        writeSvg(svg(snapshot), target);
    }

    /** An SVG document as a file in UTF-8, through a temporary file and a rename. */
    static void writeSvg(String document, Path target) throws IOException {
        AtomicFiles.write(target, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            w.write(document);
            w.flush();
        });
    }

    /**
     * Runs the simulation from {@code fromNs} to {@code toNs} and writes it as a looping GIF:
     * frame i shows the state at {@code fromNs + i * (toNs - fromNs) / frames}, and packets
     * glide between frames as on screen, each frame lasting 1/fps of a second.
     *
     * @param sim a simulation not yet past {@code fromNs}
     * @param frames frames to write, 1 to {@link #MAX_GIF_FRAMES}
     * @param fps frames per second when played, 1 to 50
     */
    public void writeGif(Simulation sim, long fromNs, long toNs, int frames, int fps, Path target) throws IOException {
        checkSpan(sim, fromNs, toNs);
        PipelineRenderer r = renderer();
        GifFrames.write(target, frames, fps, size.width(), new GifPalette(PipelineTheme.of(highContrast)), i -> {
            sim.runUntil(frameTime(fromNs, toNs, frames, i));
            r.update(sim.snapshot(), size.width(), size.height(), frameWallNs(i, fps), true);
            return draw(r);
        });
    }

    /** The simulated time frame {@code i} of {@code frames} shows. */
    static long frameTime(long fromNs, long toNs, int frames, int i) {
        return fromNs + (toNs - fromNs) * i / frames;
    }

    /** The wall time frame {@code i} is shown at, played at {@code fps}: packets glide over several frames. */
    static long frameWallNs(int i, int fps) {
        return i * NS_PER_S / fps;
    }

    static void checkSpan(Simulation sim, long fromNs, long toNs) {
        if (fromNs < sim.now() || toNs <= fromNs) {
            throw new IllegalArgumentException("the span must start at or after the simulation's time and end after"
                    + " it starts");
        }
    }
}
