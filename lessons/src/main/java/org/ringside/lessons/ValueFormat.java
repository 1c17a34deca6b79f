package org.ringside.lessons;

import java.util.Locale;

/**
 * Writes a measured summary value for a person, in the unit its key implies: nanoseconds as
 * µs or ms, bit/s as Mbit/s, bytes as bytes or KB; counts and rates from 1000 up with their
 * digits grouped, smaller values with four significant digits.
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
            double a = Math.abs(value);
            if (a >= 1e6) {
                return String.format(Locale.ROOT, "%.3f ms", value / 1e6);
            }
            return a >= 1e3 ? String.format(Locale.ROOT, "%.1f us", value / 1e3) : String.format(Locale.ROOT, "%.0f ns", value);
        }
        if (key.endsWith("_bps")) {
            return String.format(Locale.ROOT, "%.1f Mbit/s", value / 1e6);
        }
        if (key.contains("bytes") || key.contains("bql_limit")) {
            return Math.abs(value) >= 10_000 ? String.format(Locale.ROOT, "%.1f KB", value / 1e3)
                    : String.format(Locale.ROOT, "%.0f bytes", value);
        }
        if (Math.abs(value) >= 1000) {
            return String.format(Locale.ROOT, value == Math.rint(value) ? "%,.0f" : "%,.1f", value);
        }
        return String.format(Locale.ROOT, "%.4g", value);
    }
}
