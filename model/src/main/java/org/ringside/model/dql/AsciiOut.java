package org.ringside.model.dql;

import java.io.IOException;
import java.io.OutputStream;
import org.ringside.model.format.AsciiDigits;

/**
 * A large byte buffer in front of an output stream, with decimal formatting that allocates
 * nothing: replay output runs to millions of rows, so each one is built in place.
 */
final class AsciiOut {
    /** Room for the longest row or line this package writes. */
    static final int LONGEST_RECORD = 128;

    private final OutputStream out;
    private final byte[] buf;
    private int used;

    AsciiOut(OutputStream out, int capacity) {
        if (capacity < LONGEST_RECORD) {
            throw new IllegalArgumentException("buffer of " + capacity + " bytes is below " + LONGEST_RECORD);
        }
        this.out = out;
        this.buf = new byte[capacity];
    }

    /** Makes room for one record of at most {@link #LONGEST_RECORD} bytes. */
    void startRecord() throws IOException {
        if (used > buf.length - LONGEST_RECORD) {
            drain();
        }
    }

    void put(byte b) {
        buf[used++] = b;
    }

    void put(byte[] bytes) {
        System.arraycopy(bytes, 0, buf, used, bytes.length);
        used += bytes.length;
    }

    /** Writes {@code value} in plain decimal, with a minus sign when negative. */
    void decimal(long value) {
        used = AsciiDigits.put(buf, used, value);
    }

    /**
     * The last number written in one column and its digits: replay rows repeat their time,
     * packet size and limit far more often than not, and copying digits beats making them.
     */
    static final class Recent {
        private long value;
        private final byte[] text = new byte[AsciiDigits.LONGEST];
        private int length;
    }

    /** Writes {@code value} in plain decimal, reusing {@code recent}'s digits when it is the same. */
    void decimal(long value, Recent recent) {
        int n = recent.length;
        if (n != 0 && recent.value == value) {
            byte[] text = recent.text;
            for (int i = 0; i < n; i++) {
                buf[used + i] = text[i];
            }
            used += n;
            return;
        }
        int start = used;
        decimal(value);
        recent.value = value;
        recent.length = used - start;
        System.arraycopy(buf, start, recent.text, 0, recent.length);
    }

    /** Hands everything buffered to the stream, without flushing the stream itself. */
    void drain() throws IOException {
        if (used > 0) {
            out.write(buf, 0, used);
            used = 0;
        }
    }

    /** Hands everything buffered to the stream and flushes it. */
    void flush() throws IOException {
        drain();
        out.flush();
    }
}
