package org.ringside.model.metrics;

/** What a sampled value measures; charts pick their scaling (KB/MB, µs/ms, Mbit/s) from it. */
public enum Unit {
    BYTES("bytes"), PACKETS("packets"), DESCRIPTORS("descriptors"), NANOSECONDS("ns"),
    BITS_PER_SECOND("bit/s"), PER_SECOND("1/s"), FRACTION("fraction"), COUNT("count"), FLAG("0/1");

    private final String symbol;

    Unit(String symbol) {
        this.symbol = symbol;
    }

    /** The unit as written in CSV headers, e.g. {@code ring_bytes[bytes]}. */
    public String symbol() {
        return symbol;
    }
}
