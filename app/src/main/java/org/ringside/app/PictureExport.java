package org.ringside.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.views.charts.ChartSize;
import org.ringside.views.charts.ScenarioSummary;
import org.ringside.views.pipeline.ColourBy;
import org.ringside.views.pipeline.PipelinePicture;

/**
 * File → Export picture: the pipeline as the window shows it, written by the same renderer as
 * {@code ringside picture}, off the JavaFX thread so the window goes on. A PNG or SVG is the
 * snapshot on screen; a GIF animates a stretch of simulated time from now on, simulated afresh
 * from the run's current settings (the same as the run on screen unless knobs were turned
 * during it), 100 frames at 20 a second.
 */
final class PictureExport {
    /** Frames in an exported GIF, and how fast it plays. */
    static final int GIF_FRAMES = 100;
    static final int GIF_FPS = 20;
    /** The stretches of simulated time a GIF can animate, shortest first. */
    static final long[] GIF_SPANS_NS = {200_000L, 2_000_000L, 20_000_000L};

    /** One writer thread, a daemon, so a long GIF never holds the application open. */
    private final ExecutorService writer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "picture-export");
        t.setDaemon(true);
        return t;
    });

    /** The formats by file name ending. */
    enum Format {
        PNG, SVG, GIF;

        /** The format a file name asks for, or null if it asks for none of them. */
        static Format of(Path file) {
            String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
            for (Format f : values()) {
                if (name.endsWith("." + f.name().toLowerCase(Locale.ROOT))) {
                    return f;
                }
            }
            return null;
        }
    }

    /**
     * Writes the picture in the background.
     *
     * @param settings the run's settings now (for the GIF's fresh run and the settings line)
     * @param snapshot what the window shows now
     * @param gifSpanNs for a GIF, how much simulated time it animates from the snapshot's time
     * @return the file written, or the failure, with a one-line message naming the file
     */
    CompletableFuture<Path> export(Path target, Scenario settings, SimSnapshot snapshot, long gifSpanNs,
            boolean highContrast, ColourBy colourBy) {
        Format format = Format.of(target);
        if (format == null) {
            return CompletableFuture.failedFuture(new IOException("cannot write " + target
                    + ": the name must end in .png, .svg or .gif"));
        }
        PipelinePicture picture = new PipelinePicture(ChartSize.DEFAULT, ScenarioSummary.namedSettings(settings),
                highContrast, colourBy);
        return CompletableFuture.supplyAsync(() -> {
            try {
                switch (format) {
                    case PNG -> picture.writePng(snapshot, target);
                    case SVG -> picture.writeSvg(snapshot, target);
                    default -> {
                        Simulation sim = new Simulation(settings);
                        long from = snapshot.timeNs();
                        long to = Math.min(settings.durationNs(), from + gifSpanNs);
                        if (to <= from) {
                            throw new IOException("cannot write " + target + ": the run is at its end, with"
                                    + " nothing left to animate; reset it first");
                        }
                        picture.writeGif(sim, from, to, GIF_FRAMES, GIF_FPS, target);
                    }
                }
                return target;
            } catch (IOException e) {
                throw new CompletionException(e);
            }
        }, writer);
    }
}
