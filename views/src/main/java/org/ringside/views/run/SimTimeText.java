package org.ringside.views.run;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Simulated time as the run bar shows it: in the unit of the run's length, to the nanosecond so
 * that a single event moves it, with the decimals grouped by three so the eye finds the digits
 * that moved, and a fixed number of them so the label does not jitter while it counts
 * ("0.250 000 000 s of 1 s", "12.345 678 ms of 100 ms").
 */
public final class SimTimeText {
    private static final long MS = 1_000_000L;
    private static final long S = 1_000_000_000L;

    private SimTimeText() {
    }

    /** {@code nowNs} of {@code endNs}, both in the unit that suits {@code endNs}. */
    static String of(long nowNs, long endNs) {
        if (endNs >= S) {
            return grouped(in(nowNs, 9, 9)) + " s of " + in(endNs, 9) + " s";
        }
        if (endNs >= MS) {
            return grouped(in(nowNs, 6, 6)) + " ms of " + in(endNs, 6) + " ms";
        }
        return in(nowNs, 3, 3) + " µs of " + in(endNs, 3) + " µs";
    }

    /** "0.250000000" as "0.250 000 000": a space after every third decimal. */
    private static String grouped(String number) {
        int point = number.indexOf('.');
        StringBuilder b = new StringBuilder(number.substring(0, point + 1));
        for (int i = point + 1; i < number.length(); i++) {
            if (i > point + 1 && (i - point - 1) % 3 == 0) {
                b.append(' ');
            }
            b.append(number.charAt(i));
        }
        return b.toString();
    }

    /** A length of time on its own, e.g. a sample interval: "100 µs", "1.5 ms", "2 s". */
    public static String length(long ns) {
        if (ns >= S) {
            return in(ns, 9) + " s";
        }
        if (ns >= MS) {
            return in(ns, 6) + " ms";
        }
        if (ns >= 1_000L) {
            return in(ns, 3) + " µs";
        }
        return ns + " ns";
    }

    /** {@code ns} over 10^{@code exponent}, cut (not rounded) to {@code decimals}: never ahead of the run. */
    private static String in(long ns, int exponent, int decimals) {
        return BigDecimal.valueOf(ns, exponent).setScale(decimals, RoundingMode.DOWN).toPlainString();
    }

    /** {@code ns} over 10^{@code exponent}, with no trailing zeros. */
    private static String in(long ns, int exponent) {
        return BigDecimal.valueOf(ns, exponent).stripTrailingZeros().toPlainString();
    }
}
