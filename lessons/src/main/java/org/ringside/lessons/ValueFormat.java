package org.ringside.lessons;

import java.util.Locale;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * Writes a measured summary value for a person, in the unit its key implies: nanoseconds with
 * {@link Durations#human(double)}, bit/s with {@link Rates#human(double)}, bytes with
 * {@link ByteCounts#readable(double)}; counts and rates from 1000 up with their digits grouped,
 * smaller values with four significant digits.
 */
public final class ValueFormat {
    private ValueFormat() {
    }

    /** {@code value} of a key as written (e.g. {@code run(off).flows.rr.latency_ns.p99}) in words. */
    public static String of(String shown, double value) {
        // run(NAME).key: the run's name says nothing about the unit.
        String key = shown.startsWith("run(") ? shown.substring(shown.indexOf(").") + 2) : shown;
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return String.valueOf(value);
        }
        if (key.contains("_ns")) {
            return Durations.human(value);
        }
        if (key.endsWith("_bps")) {
            return Rates.human(value);
        }
        if (key.contains("bytes") || key.contains("bql_limit")) {
            return ByteCounts.readable(value);
        }
        if (Math.abs(value) >= 1000) {
            return String.format(Locale.ROOT, value == Math.rint(value) ? "%,.0f" : "%,.1f", value);
        }
        return String.format(Locale.ROOT, "%.4g", value);
    }
}
