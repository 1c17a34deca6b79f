package org.ringside.app.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.ringside.app.Console;

/** A console whose standard output and error are kept in memory, for a command's tests. */
final class CapturedConsole {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Console console = new Console(new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

    Console console() {
        return console;
    }

    /** What was written to standard output so far. */
    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    /** What was written to standard error so far. */
    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** Forgets what was written. */
    void reset() {
        out.reset();
        err.reset();
    }
}
