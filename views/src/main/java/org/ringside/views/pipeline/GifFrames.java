package org.ringside.views.pipeline;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.function.IntFunction;
import javax.imageio.IIOException;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.ringside.model.export.AtomicFiles;
import org.ringside.views.charts.ImageStreams;

/**
 * A looping animated GIF of the picture's frames, written through a temporary file and a rename:
 * each frame reduced to the theme's palette and shown for 1/fps of a second. One picture or a
 * pair, the file is made the same way.
 */
final class GifFrames {
    /** The most GIF frames written, so a file stays a sane size. */
    static final int MAX_FRAMES = 600;

    private GifFrames() {
    }

    /**
     * Writes {@code frames} frames, frame i drawn by {@code frame.apply(i)}, all {@code width} wide.
     *
     * @param fps frames per second when played, 1 to 50
     */
    static void write(Path target, int frames, int fps, int width, GifPalette palette, IntFunction<BufferedImage> frame)
            throws IOException {
        if (frames < 1 || frames > MAX_FRAMES) {
            throw new IllegalArgumentException("frames must be 1 to " + MAX_FRAMES + ", was " + frames);
        }
        if (fps < 1 || fps > 50) {
            throw new IllegalArgumentException("fps must be 1 to 50, was " + fps);
        }
        AtomicFiles.write(target, out -> write(out, frames, fps, width, palette, frame));
    }

    /** Writes the frames to {@code out}, which stays open, as {@link #write(Path, int, int, int, GifPalette, IntFunction)}. */
    static void write(OutputStream out, int frames, int fps, int width, GifPalette palette, IntFunction<BufferedImage> frame)
            throws IOException {
        int delayCs = Math.max(2, Math.round(100f / fps));
        ImageWriter writer = gifWriter();
        try (ImageOutputStream stream = ImageStreams.over(out)) {
            writer.setOutput(stream);
            writer.prepareWriteSequence(null);
            int[] row = new int[width];
            for (int i = 0; i < frames; i++) {
                BufferedImage indexed = palette.toIndexed(frame.apply(i), row);
                ImageWriteParam param = writer.getDefaultWriteParam();
                IIOMetadata meta = metadata(writer, indexed, param, delayCs, i == 0, palette);
                writer.writeToSequence(new IIOImage(indexed, null, meta), param);
            }
            writer.endWriteSequence();
            stream.flush();
        } catch (IIOException e) {
            throw ImageStreams.cause(e);
        } finally {
            writer.dispose();
        }
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
