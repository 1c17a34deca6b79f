package org.ringside.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.ringside.model.export.AtomicFiles;

/**
 * How long the window took to start ({@code --startup-report}): milliseconds from the JVM's
 * start to the window's first frame and to the first frame with the picture on screen, and the
 * latter as a time of day, so a script can count from the moment it ran the command.
 *
 * @param windowMs from the JVM's start to the first frame
 * @param pictureMs from the JVM's start to the picture on screen
 * @param pictureEpochMs when the picture was on screen, in milliseconds since the epoch
 */
record StartupReport(long windowMs, long pictureMs, long pictureEpochMs) {
    /** The first line of the report: its columns. */
    static final String HEADER = "window_ms,picture_ms,picture_epoch_ms";

    /** The report of a window whose picture is on screen, for a JVM started at {@code jvmStartEpochMs}. */
    static StartupReport of(long jvmStartEpochMs, FirstFrames frames) {
        return new StartupReport(frames.firstFrameMs() - jvmStartEpochMs, frames.paintedMs() - jvmStartEpochMs,
                frames.paintedMs());
    }

    /** Its line under {@link #HEADER}. */
    String line() {
        return windowMs + "," + pictureMs + "," + pictureEpochMs;
    }

    /**
     * Writes the header and the line to {@code file}, replacing it whole: through a temporary
     * file renamed over it, as every output.
     *
     * @throws UncheckedIOException if it cannot; its message names the file, for the status line
     */
    void writeTo(Path file) {
        try {
            AtomicFiles.writeText(file, w -> w.write(HEADER + "\n" + line() + "\n"));
        } catch (IOException e) {
            throw new UncheckedIOException("the start-up report: " + e.getMessage(), e);
        }
    }
}
