package org.ringside.app;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The standard streams a command reads and writes. {@link Main} passes the process's own; tests
 * pass buffers.
 *
 * @param in standard input
 * @param out standard output: the command's results
 * @param err standard error: messages for the user
 */
public record Console(InputStream in, PrintStream out, PrintStream err) {
    /** The process's standard streams. */
    public static Console system() {
        return new Console(System.in, System.out, System.err);
    }
}
