package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/** What {@code --progress} accepts: when a long command shows how far it has come on standard error. */
enum ProgressMode {
    /** A bar redrawn in place on a terminal; elsewhere a line every ten seconds. */
    auto,
    /** The bar even when standard error does not look like a terminal. */
    always,
    /** Nothing: standard error only for errors. */
    never;

    /**
     * What to tell of each finished run.
     *
     * @param terminal whether standard error is a terminal
     */
    IntConsumer show(PrintStream err, String command, int total, LongSupplier clock, boolean terminal) {
        if (this == never) {
            return done -> { };
        }
        if (this == always || terminal) {
            return new ProgressBar(err, total, clock)::update;
        }
        return new ProgressLog(err, command, total, clock);
    }

    /**
     * Whether this process's standard error is a terminal. Java 17 can only ask about standard
     * input and output together ({@link System#console()}); Linux names the file behind
     * descriptor 2 in {@code /proc/self/fd} (proc(5)), a terminal being {@code /dev/pts/N} or {@code /dev/ttyN}.
     */
    static boolean errIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }
}
