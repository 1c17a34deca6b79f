package org.ringside.model.dql;

import java.io.IOException;
import java.io.OutputStream;

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
    /** "00" to "99" back to back: the digits of every pair. */
    private final byte[] pairs = new byte[200];

    AsciiOut(OutputStream out, int capacity) {
        if (capacity < LONGEST_RECORD) {
            throw new IllegalArgumentException("buffer of " + capacity + " bytes is below " + LONGEST_RECORD);
        }
        this.out = out;
        this.buf = new byte[capacity];
        for (int n = 0; n < 100; n++) {
            pairs[2 * n] = (byte) ('0' + n / 10);
            pairs[2 * n + 1] = (byte) ('0' + n % 10);
        }
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
        if (value < 0) {
            buf[used++] = '-';
            if (value == Long.MIN_VALUE) {
                // -Long.MIN_VALUE does not exist; write its magnitude from the unsigned value.
                unsignedDecimal(value);
                return;
            }
            value = -value;
        }
        if (value <= Integer.MAX_VALUE) {
            // Most numbers fit an int, whose division by 10 is much cheaper.
            decimal((int) value);
            return;
        }
        int digits = 10;
        for (long rest = value / 10_000_000_000L; rest != 0; rest /= 10) {
            digits++;
        }
        int i = used + digits;
        used = i;
        do {
            long quotient = value / 10;
            buf[--i] = (byte) ('0' + (value - quotient * 10));
            value = quotient;
        } while (value != 0);
    }

    private void decimal(int value) {
        int i = used + digitsOf(value);
        used = i;
        // Two digits per division, from the table of "00" to "99".
        while (value >= 100) {
            int quotient = value / 100;
            int pair = (value - quotient * 100) << 1;
            buf[--i] = pairs[pair + 1];
            buf[--i] = pairs[pair];
            value = quotient;
        }
        if (value >= 10) {
            int pair = value << 1;
            buf[--i] = pairs[pair + 1];
            buf[--i] = pairs[pair];
        } else {
            buf[--i] = (byte) ('0' + value);
        }
    }

    private static int digitsOf(int value) {
        int digits = 1;
        for (int bound = 10; digits < 10 && value >= bound; bound *= 10) {
            digits++;
        }
        return digits;
    }

    /**
     * The last number written in one column and its digits: replay rows repeat their time,
     * packet size and limit far more often than not, and copying digits beats making them.
     */
    static final class Recent {
        private long value;
        private final byte[] text = new byte[20];
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

    private void unsignedDecimal(long value) {
        String text = Long.toUnsignedString(value);
        for (int i = 0; i < text.length(); i++) {
            buf[used++] = (byte) text.charAt(i);
        }
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
