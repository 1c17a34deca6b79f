package org.ringside.app;

/**
 * The exit statuses of {@code ringside}, one table for every command, their help and the README.
 * The last two are the JVM's, not chosen here: a process ended by a signal exits with 128 plus
 * its number, after the shutdown hooks have removed its temporary files.
 */
public final class ExitCodes {
    /** A run that did what it was asked. */
    public static final int OK = 0;
    /** A failure that is not the input's fault: no display, a bug, a disk that filled up. */
    public static final int FAILURE = 1;
    /** Bad input: an unknown option, a missing argument, a bad file, an output that cannot be written. */
    public static final int USAGE = 2;
    /** Ended by Ctrl+C: 128 + SIGINT (2). */
    public static final int INTERRUPTED = 128 + 2;
    /** Ended by SIGTERM: 128 + SIGTERM (15). */
    public static final int TERMINATED = 128 + 15;

    private ExitCodes() {
    }
}
