package org.ringside.app.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * Standard output as a stream that fails once its reader has gone ({@code | head -2} closes
 * the pipe): a {@link PrintStream} only remembers the failure, so a long run would go on to its
 * end writing to nobody. The failure is looked for at each flush and every 64 KiB between, which
 * stops the work within a few milliseconds of the pipe closing, at no cost to the rows' speed.
 */
final class StandardOutput extends OutputStream {
    /** The message of the failure. */
    static final String CLOSED = "standard output is closed";
    private static final int CHECK_EVERY = 1 << 16;

    private final PrintStream out;
    private int sinceCheck;

    StandardOutput(PrintStream out) {
        this.out = out;
    }

    /** Whether {@code out} has failed, as a closed pipe makes it (flushing it first). */
    static boolean closed(PrintStream out) {
        return out.checkError();
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
        counted(1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        counted(len);
    }

    private void counted(int n) throws IOException {
        sinceCheck += n;
        if (sinceCheck >= CHECK_EVERY) {
            sinceCheck = 0;
            check();
        }
    }

    @Override
    public void flush() throws IOException {
        check();
    }

    private void check() throws IOException {
        if (closed(out)) {
            throw new IOException(CLOSED);
        }
    }
}
