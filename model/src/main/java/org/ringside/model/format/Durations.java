package org.ringside.model.format;

import java.util.Locale;

/**
 * Writes a duration or a moment of simulated time, given in nanoseconds, in one of three forms:
 * <ul>
 *   <li>{@link #scenario(long)}, as a scenario file and the command line read it, exact and
 *       without a space: {@code 100us}, {@code 1500us}, {@code 2s};</li>
 *   <li>{@link #human(double)}, short, for sentences, labels and the run report: three
 *       significant digits in ns, µs, ms or s, {@code 31.2 µs}, {@code 1.5 ms}, {@code 2 s};</li>
 *   <li>{@link #exact(long)}, a moment to the nanosecond with its decimals grouped by three, for
 *       step sentences: {@code 12.345 µs}, {@code 123.456 789 ms}, {@code 2.000 049 092 s}.</li>
 * </ul>
 * The units step by 1000; there are no minutes or hours, so an hour is {@code 3600s}.
 */
public final class Durations {
    private static final long US = 1_000L;
    private static final long MS = 1_000_000L;
    private static final long S = 1_000_000_000L;
    /** The units of {@link #human(double)} and {@link #in(double, String)}, smallest first. */
    private static final String[] UNITS = {"ns", "µs", "ms", "s"};

    private Durations() {
    }

    /**
     * The duration in the largest unit that divides it exactly, as scenario files write it:
     * {@code 0s}, {@code 1ns}, {@code 100us}, {@code 1500us}, {@code 20ms}, {@code 2s}.
     * {@link org.ringside.model.scenario.Units#parseDuration(String)} reads it back to the same
     * value.
     */
    public static String scenario(long ns) {
        // Zero needs no unit in a scenario file; "0s" reads best.
        return ns == 0 ? "0s" : DecimalSteps.exact(ns, "ns", "us", "ms", "s");
    }

    /**
     * A duration in picoseconds as scenario files write it, in the largest unit that divides it
     * exactly: {@code 0ps}, {@code 100ps}, {@code 1ns}, {@code 2us}.
     * {@link org.ringside.model.scenario.Units#parseFineDuration(String)} reads it back.
     */
    public static String scenarioPs(long ps) {
        return DecimalSteps.exact(ps, "ps", "ns", "us", "ms");
    }

    /**
     * The duration as a person says it: three significant digits in the largest unit it reaches
     * once rounded, no trailing zeros. 640 → "640 ns", 31,234 → "31.2 µs", 999,999 → "1 ms",
     * 2,000,000,000 → "2 s", 0 → "0 ns". Takes a double so that means need no rounding first.
     */
    public static String human(double ns) {
        return DecimalSteps.scaled(ns, UNITS);
    }

    /**
     * The duration in the unit given, {@code ns}, {@code µs}, {@code ms} or {@code s}, with three
     * significant digits: {@code in(1_046_000, "ms")} is "1.05 ms", {@code in(250, "µs")} "0.25 µs".
     *
     * @throws IllegalArgumentException for another unit
     */
    public static String in(double ns, String unit) {
        return DecimalSteps.in(ns, unit, UNITS);
    }

    /**
     * A moment of a run to the nanosecond, in µs below 10 ms, in ms below 1 s and in s from
     * there, with every decimal kept and grouped by three so that a student stepping one event
     * at a time sees which digits moved: 0 → "0.000 µs", 12,345 → "12.345 µs",
     * 123,456,789 → "123.456 789 ms", 2,000,049,092 → "2.000 049 092 s".
     */
    public static String exact(long ns) {
        if (ns < 0) {
            return ns == Long.MIN_VALUE ? "-9223372036.854 775 808 s" : "-" + exact(-ns);
        }
        if (ns < 10 * MS) {
            return grouped(ns / US, ns % US, 3) + " µs";
        }
        if (ns < S) {
            return grouped(ns / MS, ns % MS, 6) + " ms";
        }
        return grouped(ns / S, ns % S, 9) + " s";
    }

    /** 12 and 345 in three digits: "12.345"; six or nine digits are grouped by three. */
    private static String grouped(long whole, long fraction, int digits) {
        String f = String.format(Locale.ROOT, "%0" + digits + "d", fraction);
        StringBuilder b = new StringBuilder(24).append(whole).append('.');
        for (int i = 0; i < digits; i += 3) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(f, i, i + 3);
        }
        return b.toString();
    }
}
