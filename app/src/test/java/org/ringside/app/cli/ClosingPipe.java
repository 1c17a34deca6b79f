package org.ringside.app.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Standard output as {@code | head} leaves it: it takes some bytes, then its reader is gone. */
final class ClosingPipe extends OutputStream {
    private final int takes;
    private int taken;

    private ClosingPipe(int takes) {
        this.takes = takes;
    }

    /** A stream that takes {@code bytes} bytes, then fails as a closed pipe does. */
    static PrintStream after(int bytes) {
        return new PrintStream(new ClosingPipe(bytes), false, StandardCharsets.UTF_8);
    }

    @Override
    public void write(int b) throws IOException {
        if (++taken > takes) {
            throw new IOException("Broken pipe");
        }
    }
}
