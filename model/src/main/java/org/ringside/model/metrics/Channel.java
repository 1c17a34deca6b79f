package org.ringside.model.metrics;

/**
 * One sampled observable.
 *
 * @param key machine name, used as the CSV column (e.g. {@code ring_bytes})
 * @param label words for legends (e.g. "ring bytes (BQL inflight)")
 * @param unit what the value measures
 * @param merge how samples combine when the series is coarsened
 */
public record Channel(String key, String label, Unit unit, Merge merge) {
    /** The CSV header cell: {@code key[unit]}. */
    public String header() {
        return key + "[" + unit.symbol() + "]";
    }
}
