package org.ringside.app.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A one-line progress bar on a terminal: how many of the runs are done, the time since the
 * start and an estimate of the time left, redrawn in place with a carriage return, at most ten
 * times a second. Safe to call from several threads at once.
 */
final class ProgressBar {
    private static final int WIDTH = 30;
    private static final long REDRAW_NS = 100_000_000L;

    private final PrintStream out;
    private final int total;
    private final LongSupplier clock;
    private final long startNs;
    private long drawnNs = Long.MIN_VALUE;
    private int drawnLength;

    /**
     * @param out where the bar is drawn (standard error)
     * @param total how many runs make up the whole
     * @param clock nanoseconds, as {@link System#nanoTime()}
     */
    ProgressBar(PrintStream out, int total, LongSupplier clock) {
        this.out = out;
        this.total = total;
        this.clock = clock;
        this.startNs = clock.getAsLong();
    }

    /** Shows that {@code done} runs are finished; the last one is always drawn. */
    synchronized void update(int done) {
        long now = clock.getAsLong();
        if (done < total && drawnNs != Long.MIN_VALUE && now - drawnNs < REDRAW_NS) {
            return;
        }
        drawnNs = now;
        String text = line(done, now - startNs);
        // Spaces over what is left of a longer line before.
        String pad = " ".repeat(Math.max(0, drawnLength - text.length()));
        drawnLength = text.length();
        out.print("\r" + text + pad);
        if (done >= total) {
            out.println();
        }
        out.flush();
    }

    /** {@code [#########---------------------]  3/10 runs, 1.2 s elapsed, about 2.8 s left}. */
    String line(int done, long elapsedNs) {
        int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
        String bar = "[" + "#".repeat(filled) + "-".repeat(WIDTH - filled) + "]";
        return bar + " " + counts(done, total, elapsedNs);
    }

    /** {@code  3/10 runs, 1.2 s elapsed, about 2.8 s left}: the bar's words, also a log's line. */
    static String counts(int done, int total, long elapsedNs) {
        String count = String.format(Locale.ROOT, "%" + Integer.toString(total).length() + "d/%d runs", done, total);
        String left;
        if (done >= total) {
            left = "done";
        } else if (done == 0) {
            left = "time left not known yet";
        } else {
            left = "about " + seconds(elapsedNs * (total - done) / done) + " left";
        }
        return count + ", " + seconds(elapsedNs) + " elapsed, " + left;
    }

    private static String seconds(long ns) {
        return String.format(Locale.ROOT, "%.1f s", ns / 1e9);
    }
}
