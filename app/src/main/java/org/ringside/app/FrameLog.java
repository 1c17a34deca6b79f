package org.ringside.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.file.Path;
import java.util.Locale;
import java.util.OptionalLong;
import org.ringside.model.export.AtomicFiles;
import org.ringside.views.run.Frame;
import org.ringside.views.run.FrameListener;

/**
 * Watches the JavaFX thread from the window's frames, one per pulse, and, once a minute of wall time, appends one line to
 * a log: frames drawn, the longest gap between two pulses (the longest the thread was kept from
 * drawing), the heap still in use after the last garbage collection, the runs finished, each
 * lane's simulated time, and the frames in which lane B showed another time than lane A (none,
 * on the window's one clock). The soak script reads it to show that memory stays flat, nothing
 * stalls over 50 ms and the lanes keep one time in a long run.
 *
 * <p>The heap figure is read from the collectors' own record of their last collection, so
 * taking it forces no collection and costs the window nothing.
 *
 * <p>Like every output, the log is written through a temporary file renamed over it: each
 * minute it is written again whole, so a reader at any moment, or after a crash, finds every
 * line so far and never half of one. A line a minute keeps that small (a day is 1,440 lines).
 */
final class FrameLog implements FrameListener {
    /** The first line of the log: its columns. */
    static final String HEADER = "minute,frames,worst_gap_ms,stalls_over_50ms,heap_after_gc_mb,runs_finished,"
            + "sim_a_ns,sim_b_ns,frames_lanes_apart";
    /** A gap between pulses longer than this is counted as a stall. */
    static final long STALL_NS = 50_000_000L;
    private static final long MINUTE_NS = 60_000_000_000L;

    private final Path file;
    private final StringBuilder lines = new StringBuilder(HEADER + "\n");
    private final Stats stats;
    private final RunProgress progress;

    /** What the log reads from the window: runs finished, lane A's time, and lane B's while it is open. */
    interface RunProgress {
        long runsFinished();

        long nowNs();

        OptionalLong laneBNs();
    }

    /**
     * Opens the log, writing its header now (replacing an older log); it counts the frames of the
     * lane it is added to.
     *
     * @throws UncheckedIOException if the file cannot be written; the window reports it
     */
    FrameLog(Path file, RunProgress progress) {
        this.file = file;
        this.stats = new Stats(MINUTE_NS);
        try {
            write();
        } catch (IOException e) {
            throw new UncheckedIOException("the frame log: " + e.getMessage(), e);
        }
        this.progress = progress;
    }

    /** Counts the frame's pulse and, once a minute, appends the minute's line. */
    @Override
    public void onFrame(Frame frame) {
        long a = progress.nowNs();
        OptionalLong b = progress.laneBNs();
        if (stats.pulse(frame.pulseNs(), b.isPresent() && b.getAsLong() != a)) {
            append(stats.line(heapAfterGcMb(), progress.runsFinished(), a, b));
            stats.nextMinute();
        }
    }

    private void append(String line) {
        lines.append(line).append('\n');
        try {
            write();
        } catch (IOException e) {
            // A full disk must not stop a class; the soak script notices the missing minutes.
        }
    }

    private void write() throws IOException {
        AtomicFiles.writeText(file, w -> w.append(lines));
    }

    /** Heap in use after the last collection, summed over the heap's pools, in MB. */
    static double heapAfterGcMb() {
        long bytes = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            MemoryUsage after = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
            if (after != null) {
                bytes += after.getUsed();
            }
        }
        return bytes / 1e6;
    }

    /** The counting, apart from the timer and the file, so it is tested on made-up pulse times. */
    static final class Stats {
        private final long periodNs;
        private long first = Long.MIN_VALUE;
        private long last = Long.MIN_VALUE;
        private long periodStart;
        private int minute = 1;
        private long frames;
        private long worstGapNs;
        private long stalls;
        private long lanesApart;

        Stats(long periodNs) {
            this.periodNs = periodNs;
        }

        /**
         * Counts one pulse, whose frame showed the lanes at different times if {@code lanesApart};
         * true when a period is complete and its line is due.
         */
        boolean pulse(long nowNs, boolean lanesApart) {
            if (lanesApart) {
                this.lanesApart++;
            }
            if (first == Long.MIN_VALUE) {
                first = nowNs;
                periodStart = nowNs;
            } else {
                long gap = nowNs - last;
                worstGapNs = Math.max(worstGapNs, gap);
                if (gap > STALL_NS) {
                    stalls++;
                }
            }
            last = nowNs;
            frames++;
            return nowNs - periodStart >= periodNs;
        }

        /** The period's line; lane B's column is empty with one lane. */
        String line(double heapMb, long runs, long simANs, OptionalLong simBNs) {
            return String.format(Locale.ROOT, "%d,%d,%.1f,%d,%.1f,%d,%d,%s,%d", minute, frames, worstGapNs / 1e6,
                    stalls, heapMb, runs, simANs, simBNs.isPresent() ? Long.toString(simBNs.getAsLong()) : "",
                    lanesApart);
        }

        void nextMinute() {
            minute++;
            periodStart = last;
            frames = 0;
            worstGapNs = 0;
            stalls = 0;
            lanesApart = 0;
        }
    }
}
