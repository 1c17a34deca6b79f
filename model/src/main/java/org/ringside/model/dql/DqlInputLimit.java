package org.ringside.model.dql;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.ringside.model.scenario.InputLimits;

/**
 * The events of one replay, counted as they stream in: past {@code limit} bytes the read fails
 * with {@link TooLarge}, so standard input or a named pipe that never ends is refused like a file
 * too large, and a file's size is checked before its first byte is read
 * ({@link #problem(long)}). The reader streams, so the bound is on time, not memory: the
 * documented limit, {@link InputLimits#DQL_EVENT_BYTES}, holds over ten times the benchmark's
 * million events.
 */
public final class DqlInputLimit extends FilterInputStream {
    private final long limit;
    private long read;

    /** A read beyond the limit; its message is the one-line problem. */
    public static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge(long limit) {
            super(problem(limit));
        }
    }

    /** {@code in}, failing once more than {@code limit} bytes have come from it. */
    public DqlInputLimit(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    /** What is wrong with a file over {@code limit} bytes, as the reader reports it. */
    public static String problem(long limit) {
        return "larger than a DQL event file may be (allowed: at most " + InputLimits.size(limit) + ")";
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        count(b < 0 ? 0 : 1);
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        count(Math.max(n, 0));
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        count(skipped);
        return skipped;
    }

    private void count(long n) throws TooLarge {
        read += n;
        if (read > limit) {
            throw new TooLarge(limit);
        }
    }
}
