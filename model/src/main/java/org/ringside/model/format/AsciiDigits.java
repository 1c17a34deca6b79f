package org.ringside.model.format;

import java.nio.charset.StandardCharsets;

/**
 * Whole numbers written as ASCII decimal digits straight into a byte array, allocating nothing:
 * the CSV of every sample and the DQL replay's output write tens of millions of numbers, and
 * {@link Long#toString(long)} would make a string of each. The text is exactly
 * {@code Long.toString}'s.
 */
public final class AsciiDigits {
    /** The most bytes one number takes: a minus sign and 19 digits. */
    public static final int LONGEST = 20;

    private static final byte[] TENS = new byte[100];
    private static final byte[] ONES = new byte[100];

    static {
        for (int i = 0; i < 100; i++) {
            TENS[i] = (byte) ('0' + i / 10);
            ONES[i] = (byte) ('0' + i % 10);
        }
    }

    private AsciiDigits() {
    }

    /**
     * Writes {@code v} in plain decimal, with a minus sign when negative, at {@code at}.
     *
     * @return the index after the last byte written
     */
    public static int put(byte[] b, int at, long v) {
        if (v == Long.MIN_VALUE) {
            // Its magnitude has no long.
            byte[] text = Long.toString(v).getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(text, 0, b, at, text.length);
            return at + text.length;
        }
        if (v < 0) {
            b[at++] = '-';
            v = -v;
        }
        // A 64-bit division is several times dearer than a 32-bit one: split off the low eight
        // digits once, then work in ints, two digits a step.
        if (v < 100_000_000L) {
            return putInt(b, at, (int) v);
        }
        long high = v / 100_000_000L;
        int low = (int) (v - high * 100_000_000L);
        int end = high < 100_000_000L ? putInt(b, at, (int) high) : put(b, at, high);
        putDigits(b, end, low, 8);
        return end + 8;
    }

    /** Writes the decimal digits of {@code v} (0 or more) at {@code at}; returns the index after them. */
    private static int putInt(byte[] b, int at, int v) {
        int digits = digits(v);
        putDigits(b, at, v, digits);
        return at + digits;
    }

    /** Writes {@code v} as exactly {@code digits} digits, with leading zeros, at {@code at}. */
    private static void putDigits(byte[] b, int at, int v, int digits) {
        int i = at + digits;
        while (i - at >= 2) {
            int rest = v / 100;
            int pair = v - rest * 100;
            b[--i] = ONES[pair];
            b[--i] = TENS[pair];
            v = rest;
        }
        if (i > at) {
            b[--i] = (byte) ('0' + v);
        }
    }

    /** How many decimal digits {@code v} (0 or more) has. */
    private static int digits(int v) {
        int digits = 1;
        for (int limit = 10; digits < 10 && v >= limit; limit *= 10) {
            digits++;
        }
        return digits;
    }
}
