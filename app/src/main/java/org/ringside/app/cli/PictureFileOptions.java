package org.ringside.app.cli;

import java.nio.file.Path;
import org.ringside.views.charts.ChartSize;
import picocli.CommandLine.Option;

/**
 * {@code --png}, {@code --svg} and {@code --size}: where the commands that draw ({@code run},
 * {@code sweep}, {@code picture}) write their picture, and how large. A picocli mixin, so the
 * three say the same thing the same way; each command gives its own default size.
 */
final class PictureFileOptions {
    @Option(names = "--png", paramLabel = "FILE", description = "write the picture here (PNG)")
    private Path png;

    @Option(names = "--svg", paramLabel = "FILE", description = "write the picture here (SVG)")
    private Path svg;

    @Option(names = "--size", paramLabel = "WxH",
            description = "the picture's size in pixels (default: a chart 1600x900; the pipeline picture 1280x720,"
                    + " with --presentation 1920x1080; a GIF at most 1920x1080)")
    private String size;

    /** The PNG's file, or null. */
    Path png() {
        return png;
    }

    /** The SVG's file, or null. */
    Path svg() {
        return svg;
    }

    /** Whether a still picture is asked for, PNG or SVG. */
    boolean any() {
        return png != null || svg != null;
    }

    /**
     * The size asked for, or {@code fallback}.
     *
     * @throws IllegalArgumentException "--size: what is wrong (allowed: ...)"
     */
    ChartSize size(String fallback) {
        try {
            return ChartSize.parse(size != null ? size : fallback);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--size: " + e.getMessage(), e);
        }
    }

    /** The two files among a command's outputs. */
    Outputs addTo(Outputs outputs) {
        return outputs.output("--png", png, OutputFormat.PNG).output("--svg", svg, OutputFormat.SVG);
    }
}
