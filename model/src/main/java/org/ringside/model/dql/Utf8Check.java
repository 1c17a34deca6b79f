package org.ringside.model.dql;

/**
 * Checks UTF-8 one byte at a time, for input read as raw bytes: rejects bytes that cannot start
 * a character (stray continuation bytes, C0, C1, F5–FF), overlong forms, surrogates and code
 * points above U+10FFFF, as the Unicode standard's table of well-formed sequences does.
 */
final class Utf8Check {
    private int due;            // continuation bytes still expected
    private int low = 0x80;     // the range the next continuation byte must fall in
    private int high = 0xBF;

    /** True while inside a multi-byte character. */
    boolean inCharacter() {
        return due != 0;
    }

    /** Takes a byte from 0x80 to 0xFF outside a character; false if it cannot start one. */
    boolean lead(int c) {
        if (c >= 0xC2 && c <= 0xDF) {
            due = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            due = 2;
            if (c == 0xE0) {
                low = 0xA0;     // shorter forms would be overlong
            } else if (c == 0xED) {
                high = 0x9F;    // D800–DFFF are surrogates, not characters
            }
        } else if (c >= 0xF0 && c <= 0xF4) {
            due = 3;
            if (c == 0xF0) {
                low = 0x90;     // overlong
            } else if (c == 0xF4) {
                high = 0x8F;    // nothing above U+10FFFF
            }
        } else {
            return false;
        }
        return true;
    }

    /** Takes a byte inside a character; false if it cannot continue it. */
    boolean continuation(int c) {
        if (c < low || c > high) {
            return false;
        }
        due--;
        low = 0x80;
        high = 0xBF;
        return true;
    }

    /** True when {@code c} is no continuation byte at all, so the character before it was cut short. */
    static boolean cutsShort(int c) {
        return c < 0x80 || c >= 0xC0;
    }
}
