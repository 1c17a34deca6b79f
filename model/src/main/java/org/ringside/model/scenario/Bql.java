package org.ringside.model.scenario;

/**
 * Byte queue limits for the TX queue.
 *
 * @param mode auto (DQL adapts), fixed (limit_min = limit_max = limit) or off
 * @param limitMin DQL's limit_min in bytes
 * @param limitMax DQL's limit_max in bytes
 * @param holdTimeMs DQL's hold time in whole ms
 * @param limit the limit for {@link BqlMode#FIXED}; ignored otherwise
 */
public record Bql(BqlMode mode, long limitMin, long limitMax, long holdTimeMs, long limit) {
    /** DQL's default and largest limit_max, 1 879 048 192 bytes. */
    public static final long MAX_LIMIT = 1_879_048_192L;

    /** The knob table's defaults: mode auto over DQL's whole range. */
    public static Bql defaults() {
        return Knobs.defaults().bql();
    }

    /** A fixed limit, as {@code limit_min = limit_max = bytes} would set it. */
    public static Bql fixed(long bytes) {
        return new Bql(BqlMode.FIXED, bytes, bytes, defaults().holdTimeMs(), bytes);
    }

    /** BQL off, the other values at their defaults. */
    public static Bql off() {
        Bql d = defaults();
        return new Bql(BqlMode.OFF, d.limitMin(), d.limitMax(), d.holdTimeMs(), 0);
    }
}
