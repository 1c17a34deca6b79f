package org.ringside.model.scenario;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * How large an input file may be (scenarios, lessons, DQL event files), so a mistaken or hostile file is refused before it is read
 * whole: a scenario of a quarter of a million flows (9.7 MB) once took 475 MB of memory before
 * the YAML parser gave up. The shipped scenarios are under 4 KB and have at most a few flow
 * entries (an entry's {@code count} stands for many flows), so the limits are far above need.
 */
public final class InputLimits {
    /** The largest scenario file: 1 MiB. */
    public static final int SCENARIO_BYTES = 1 << 20;
    /** The largest lesson file: 1 MiB; the longest shipped lesson is 14 KB. */
    public static final int LESSON_BYTES = 1 << 20;
    /**
     * The largest DQL event file ({@code ringside dql-replay}): 256 MiB. The reader streams it in
     * constant memory, so this bounds the time a replay may take; the benchmark's million events
     * make 15.7 MB.
     */
    public static final long DQL_EVENT_BYTES = 256L << 20;
    /** The most entries under {@code flows:}; each may stand for {@code count} flows. */
    public static final int FLOW_ENTRIES = 1000;
    /** The most other hosts' flows through the bottleneck port, all entries' counts together. */
    public static final int CROSS_FLOWS = 10_000;

    private InputLimits() {
    }

    /**
     * The bytes of {@code file}, reading no more than one byte past {@code limit}.
     *
     * @return null when the file is larger than {@code limit}
     */
    public static byte[] readAtMost(Path file, int limit) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(limit + 1);
            return bytes.length > limit ? null : bytes;
        }
    }

    /** A size in words, as the limits are documented: {@code 1 MiB}, {@code 512 KiB}. */
    public static String size(long bytes) {
        if (bytes % (1 << 20) == 0) {
            return String.format(Locale.ROOT, "%d MiB", bytes >> 20);
        }
        return String.format(Locale.ROOT, "%d KiB", bytes >> 10);
    }
}
