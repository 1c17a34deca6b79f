package org.ringside.app.cli;

import java.io.PrintStream;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * Progress where no one watches a bar redrawn in place (a pipe, a log file): a whole line
 * every {@link #PERIOD_NS}, so a long sweep shows it is alive without filling the log.
 * Safe to call from several threads at once.
 */
final class ProgressLog implements IntConsumer {
    /** Ten seconds between lines. */
    static final long PERIOD_NS = 10_000_000_000L;

    private final PrintStream out;
    private final String prefix;
    private final int total;
    private final LongSupplier clock;
    private final long startNs;
    private long nextNs;

    /**
     * @param out where the lines go (standard error)
     * @param prefix the command's name, so a log mixing several tools tells them apart
     * @param total how many runs make up the whole
     * @param clock nanoseconds, as {@link System#nanoTime()}
     */
    ProgressLog(PrintStream out, String prefix, int total, LongSupplier clock) {
        this.out = out;
        this.prefix = prefix;
        this.total = total;
        this.clock = clock;
        this.startNs = clock.getAsLong();
        this.nextNs = startNs + PERIOD_NS;
    }

    /** Writes a line if a period has passed since the last one (or the start). */
    @Override
    public synchronized void accept(int done) {
        long now = clock.getAsLong();
        if (now < nextNs || done >= total) {
            return;
        }
        // The next line a whole period after this one, however late this one came.
        nextNs = now + PERIOD_NS;
        out.println(prefix + ": " + ProgressBar.counts(done, total, now - startNs));
        out.flush();
    }
}
