package org.ringside.views.charts;

import java.awt.image.RenderedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.IIOException;
import javax.imageio.ImageIO;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * PNG and GIF bytes through ImageIO, the way every picture file is written: cached in memory,
 * never in ImageIO's own temporary file ({@code FileCacheImageOutputStream} under
 * {@code java.io.tmpdir}, which fails on its own when that disk is full and is left behind when
 * the process ends), and with the disk's own words when it fails ({@code No space left on
 * device}, which ImageIO wraps as "I/O error writing PNG file!").
 */
public final class ImageStreams {
    private ImageStreams() {
    }

    /** An image stream over {@code out}, cached in memory; closing it does not close {@code out}. */
    public static ImageOutputStream over(OutputStream out) {
        return new MemoryCacheImageOutputStream(out);
    }

    /** Writes {@code image} as a PNG to {@code out}, which stays open. */
    public static void png(RenderedImage image, OutputStream out) throws IOException {
        try (ImageOutputStream stream = over(out)) {
            if (!ImageIO.write(image, "png", stream)) {
                throw new IOException("this Java has no PNG writer");
            }
        } catch (IIOException e) {
            throw cause(e);
        }
    }

    /** The failure under ImageIO's wrapping, whose words are the disk's, or {@code e} when it has none. */
    public static IOException cause(IIOException e) {
        return e.getCause() instanceof IOException c ? c : e;
    }
}
