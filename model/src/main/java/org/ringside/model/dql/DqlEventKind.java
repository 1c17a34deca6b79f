package org.ringside.model.dql;

import java.nio.charset.StandardCharsets;

/**
 * What one item of a DQL event file says: an event ({@code T queued B}, {@code T completed B}) or
 * a directive that configures the queue before the first event.
 */
public enum DqlEventKind {
    /** {@code T queued B}: the driver handed B bytes to the device. */
    QUEUED("queued", true),
    /** {@code T completed B}: the device finished with B bytes. */
    COMPLETED("completed", true),
    /** {@code limit_min B}: the sysfs file of the same name. */
    LIMIT_MIN("limit_min", false),
    /** {@code limit_max B}: the sysfs file of the same name. */
    LIMIT_MAX("limit_max", false),
    /** {@code hold_time_ms M}: the slack hold window (sysfs {@code hold_time}). */
    HOLD_TIME_MS("hold_time_ms", false);

    private final String word;
    private final byte[] ascii;
    private final boolean event;

    DqlEventKind(String word, boolean event) {
        this.word = word;
        this.ascii = word.getBytes(StandardCharsets.US_ASCII);
        this.event = event;
    }

    /** The word as it is written in an event file and in the replay's CSV. */
    public String word() {
        return word;
    }

    /** True for {@code queued} and {@code completed}; false for directives. */
    public boolean isEvent() {
        return event;
    }

    /** The word as ASCII bytes; callers must not modify the array. */
    byte[] ascii() {
        return ascii;
    }

    /** True when the first {@code length} bytes of {@code text} are exactly this kind's word. */
    boolean spelledBy(byte[] text, int length) {
        if (length != ascii.length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (text[i] != ascii[i]) {
                return false;
            }
        }
        return true;
    }
}
