package org.ringside.views.pipeline;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Iterator;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.jfree.svg.SVGGraphics2D;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.charts.ChartExport;
import org.ringside.views.charts.ChartSize;

/**
 * The pipeline picture as files, headless: a PNG or an SVG of one moment, an animated GIF of a
 * span of simulated time. Each carries the simulated clock and the scenario's settings line, so
 * a picture that travels alone can still be trusted. Files are written through a temporary file
 * and a rename (as charts are): on failure the target keeps its old content.
 */
public final class PipelinePicture {
    /** The most GIF frames written, so a file stays a sane size. */
    public static final int MAX_GIF_FRAMES = 600;
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

    private PipelineRenderer renderer() {
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

    private BufferedImage draw(PipelineRenderer r) {
        BufferedImage image = new BufferedImage(size.width(), size.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            r.paint(g, null);
        } finally {
            g.dispose();
        }
        return image;
    }

    public void writePng(SimSnapshot snapshot, Path target) throws IOException {
        BufferedImage image = render(snapshot);
        AtomicFiles.write(target, out -> {
            if (!ImageIO.write(image, "png", out)) {
                throw new IOException("this Java has no PNG writer");
            }
        });
    }

    /** The snapshot as an SVG document, coordinates to a hundredth of a pixel. */
    public String svg(SimSnapshot snapshot) {
        PipelineRenderer r = renderer();
        r.update(snapshot, size.width(), size.height(), 0, false);
        SVGGraphics2D g = new SVGGraphics2D(size.width(), size.height());
        g.setGeomDoubleConverter(ChartExport::twoDecimals);
        g.setTransformDoubleConverter(ChartExport::twoDecimals);
        r.paint(g, null);
        return g.getSVGDocument();
    }

    public void writeSvg(SimSnapshot snapshot, Path target) throws IOException {
        String document = svg(snapshot);
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
        if (frames < 1 || frames > MAX_GIF_FRAMES) {
            throw new IllegalArgumentException("frames must be 1 to " + MAX_GIF_FRAMES + ", was " + frames);
        }
        if (fps < 1 || fps > 50) {
            throw new IllegalArgumentException("fps must be 1 to 50, was " + fps);
        }
        if (fromNs < sim.now() || toNs <= fromNs) {
            throw new IllegalArgumentException("the span must start at or after the simulation's time and end after"
                    + " it starts");
        }
        GifPalette palette = new GifPalette(PipelineTheme.of(highContrast));
        PipelineRenderer r = renderer();
        int delayCs = Math.max(2, Math.round(100f / fps));
        AtomicFiles.write(target, out -> {
            ImageWriter writer = gifWriter();
            try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
                writer.setOutput(stream);
                writer.prepareWriteSequence(null);
                int[] row = new int[size.width()];
                for (int i = 0; i < frames; i++) {
                    long t = fromNs + (toNs - fromNs) * i / frames;
                    sim.runUntil(t);
                    r.update(sim.snapshot(), size.width(), size.height(), i * NS_PER_S / fps, true);
                    BufferedImage frame = palette.toIndexed(draw(r), row);
                    ImageWriteParam param = writer.getDefaultWriteParam();
                    IIOMetadata meta = metadata(writer, frame, param, delayCs, i == 0, palette);
                    writer.writeToSequence(new IIOImage(frame, null, meta), param);
                }
                writer.endWriteSequence();
                stream.flush();
            } finally {
                writer.dispose();
            }
        });
    }

    private static ImageWriter gifWriter() throws IOException {
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("gif");
        if (!writers.hasNext()) {
            throw new IOException("this Java has no GIF writer");
        }
        return writers.next();
    }

    /** A frame's delay, and on the first frame the NETSCAPE2.0 extension that makes it loop forever. */
    private static IIOMetadata metadata(ImageWriter writer, BufferedImage frame, ImageWriteParam param, int delayCs,
            boolean first, GifPalette palette) throws IOException {
        IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(frame), param);
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(delayCs));
        control.setAttribute("transparentColorIndex", "0");
        // The writer does not take the table from the image's colour model: name it.
        IIOMetadataNode table = child(root, "LocalColorTable");
        table.setAttribute("sizeOfLocalColorTable", Integer.toString(palette.size()));
        table.setAttribute("sortFlag", "FALSE");
        for (int i = 0; i < palette.size(); i++) {
            IIOMetadataNode entry = new IIOMetadataNode("ColorTableEntry");
            entry.setAttribute("index", Integer.toString(i));
            entry.setAttribute("red", Integer.toString(palette.rgb(i) >> 16 & 0xFF));
            entry.setAttribute("green", Integer.toString(palette.rgb(i) >> 8 & 0xFF));
            entry.setAttribute("blue", Integer.toString(palette.rgb(i) & 0xFF));
            table.appendChild(entry);
        }
        if (first) {
            IIOMetadataNode app = new IIOMetadataNode("ApplicationExtension");
            app.setAttribute("applicationID", "NETSCAPE");
            app.setAttribute("authenticationCode", "2.0");
            app.setUserObject(new byte[] {1, 0, 0}); // sub-block 1: loop count 0, for ever
            child(root, "ApplicationExtensions").appendChild(app);
        }
        meta.setFromTree(format, root);
        return meta;
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}
