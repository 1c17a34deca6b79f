package org.ringside.lessons;

import java.util.Locale;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * Writes a measured value for a person, in the unit its {@link NumberKind} implies: nanoseconds
 * with {@link Durations#human(double)}, bit/s with {@link Rates#human(double)}, bytes with
 * {@link ByteCounts#readable(double)}; counts and ratios from 1000 up with their digits grouped,
 * smaller values with four significant digits. A live number that names its unit is written in
 * it ({@link #in(LiveUnit, double)}) by the same classes.
 */
public final class ValueFormat {
    private ValueFormat() {
    }

    /** {@code value} of a key as written (e.g. {@code run(off).flows.rr.latency_ns.p99}) in words. */
    public static String of(String shown, double value) {
        // run(NAME).key: the run's name says nothing about the unit.
        String key = shown.startsWith("run(") ? shown.substring(shown.indexOf(").") + 2) : shown;
        return of(NumberKind.ofKey(key), value);
    }

    /** {@code value} of a number of {@code kind} in words; a plain number (null) as a count. */
    public static String of(NumberKind kind, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return String.valueOf(value);
        }
        if (kind == NumberKind.DURATION) {
            return Durations.human(value);
        }
        if (kind == NumberKind.RATE) {
            return Rates.human(value);
        }
        if (kind == NumberKind.BYTES) {
            return ByteCounts.readable(value);
        }
        if (Math.abs(value) >= 1000) {
            return String.format(Locale.ROOT, value == Math.rint(value) ? "%,.0f" : "%,.1f", value);
        }
        return String.format(Locale.ROOT, "%.4g", value);
    }

    /** {@code value} (in the summary's base unit) written in {@code unit}, e.g. 1,046,000 ns as "1.05 ms". */
    public static String in(LiveUnit unit, double value) {
        if (!Double.isFinite(value)) {
            return String.valueOf(value);
        }
        return switch (unit.kind()) {
            case DURATION -> Durations.in(value, unit.written());
            case RATE -> Rates.in(value, unit.written());
            case BYTES -> ByteCounts.in(value, unit.written());
            case RATIO -> org.ringside.model.format.DecimalSteps.significant(value * 100) + " %";
            case COUNT -> of(NumberKind.COUNT, value);
        };
    }
}
