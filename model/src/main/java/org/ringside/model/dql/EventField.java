package org.ringside.model.dql;

import java.nio.charset.StandardCharsets;

/**
 * One white-space separated field of an event-file line, gathered byte by byte: its first bytes
 * (to match words and to quote it in messages) and its value when read as a decimal number.
 */
final class EventField {
    /** Leading bytes kept; longer fields are quoted cut short. */
    static final int KEPT = 48;
    private static final long TENTH_OF_MAX = Long.MAX_VALUE / 10;

    private final byte[] text = new byte[KEPT];
    private int length;
    private long value;             // the digits read so far, ignoring any other byte
    private boolean tooBig;         // the digits went past Long.MAX_VALUE
    private int nonDigits;
    private int firstNonDigit;

    void clear() {
        length = 0;
        value = 0;
        tooBig = false;
        nonDigits = 0;
    }

    void add(int c, boolean digit) {
        int n = length;
        if (n < KEPT) {
            text[n] = (byte) c;
        }
        if (n < Integer.MAX_VALUE) {
            length = n + 1;
        }
        if (digit) {
            int d = c - '0';
            long v = value;
            if (v > TENTH_OF_MAX || (v == TENTH_OF_MAX && d > 7)) {
                tooBig = true;
            } else {
                value = v * 10 + d;
            }
        } else {
            if (nonDigits == 0) {
                firstNonDigit = n;
            }
            nonDigits++;
        }
    }

    /** The first byte (fields are never empty). */
    int first() {
        return text[0];
    }

    /** True when the field is exactly {@code kind}'s word. */
    boolean is(DqlEventKind kind) {
        return kind.spelledBy(text, length);
    }

    /**
     * The field as a whole number from 0 to {@code max}.
     *
     * @param what the field's name in the message, e.g. "byte count"
     * @throws DqlEventFileException saying why it is not one, with the line
     */
    long number(String what, long max, long line) throws DqlEventFileException {
        String range = "(allowed: 0 to " + max + ")";
        if (nonDigits == 0) {
            if (tooBig || value > max) {
                throw new DqlEventFileException(line, what + " " + quote() + " is out of range " + range);
            }
            return value;
        }
        if (nonDigits == 1 && firstNonDigit == 0 && length > 1) {
            if (text[0] == '-') {
                throw new DqlEventFileException(line, what + " " + quote() + " is negative " + range);
            }
            if (text[0] == '+') {
                throw new DqlEventFileException(line, what + " '" + quote() + "' has a sign; write digits only " + range);
            }
        }
        throw new DqlEventFileException(line, what + " '" + quote() + "' is not a whole number " + range);
    }

    /** The field as written, cut short when long. */
    String quote() {
        String shown = new String(text, 0, Math.min(length, KEPT), StandardCharsets.UTF_8);
        return length > KEPT ? shown + "..." : shown;
    }
}
