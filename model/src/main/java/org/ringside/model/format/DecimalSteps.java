package org.ringside.model.format;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * Steps of 1000 and significant digits, for short forms of a value: the largest of four units
 * (e.g. ns, µs, ms, s) the value reaches, and the value in it with three significant digits and
 * no trailing zeros, so 31,234 ns reads "31.2 µs" and 1,500,000 bytes "1.5 MB". Also the exact
 * form scenario files use, in the largest unit that divides the value: "1500us".
 *
 * <p>The unit is chosen after rounding: 999,999 ns is "1 ms", not "1000 µs". Below the first
 * step the smallest unit is kept (0.5 ns reads "0.5 ns"); past the last the largest (3600 s).
 */
public final class DecimalSteps {
    /** Significant digits in a short form. */
    public static final int DIGITS = 3;

    private static final double[] DIVISORS = {1, 1e3, 1e6, 1e9};
    private static final MathContext ROUNDING = new MathContext(DIGITS);

    private DecimalSteps() {
    }

    /**
     * Which of the four steps (1, 1000, 10^6, 10^9) a value of {@code magnitude} is shown in: the
     * largest it reaches, 0 for zero, below 1 or not a number.
     */
    public static int step(double magnitude) {
        double m = Double.isFinite(magnitude) ? Math.abs(magnitude) : 0;
        for (int i = DIVISORS.length - 1; i > 0; i--) {
            if (m >= DIVISORS[i]) {
                return i;
            }
        }
        return 0;
    }

    /** The divisor of a step: 1, 1000, 10^6 or 10^9. */
    public static double divisor(int step) {
        return DIVISORS[step];
    }

    /**
     * {@code value} in the largest of {@code units} (one per step, smallest first) it reaches
     * once rounded, with three significant digits: {@code scaled(31_234, "ns", "µs", "ms", "s")}
     * is "31.2 µs". A value that is not finite is written as Java writes it ("NaN").
     */
    public static String scaled(double value, String... units) {
        if (units.length != DIVISORS.length) {
            throw new IllegalArgumentException("expected " + DIVISORS.length + " units, got " + units.length);
        }
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        int step = step(value);
        String number = significant(value / DIVISORS[step]);
        // 999.96 rounds to 1000: one step up reads better, "1 ms" rather than "1000 µs".
        if (step < DIVISORS.length - 1 && Math.abs(Double.parseDouble(number)) >= 1000) {
            step++;
            number = significant(value / DIVISORS[step]);
        }
        return number + " " + units[step];
    }

    /**
     * {@code value} in the one of {@code units} (one per step, smallest first) named {@code unit},
     * with three significant digits, whatever its size: {@code in(1_046_000, "ms", "ns", "µs", "ms",
     * "s")} is "1.05 ms", {@code in(640, "µs", ...)} is "0.64 µs". For text that names its unit.
     *
     * @throws IllegalArgumentException when {@code unit} is not one of {@code units}
     */
    public static String in(double value, String unit, String... units) {
        int step = java.util.Arrays.asList(units).indexOf(unit);
        if (step < 0 || units.length != DIVISORS.length) {
            throw new IllegalArgumentException(unit + " is not one of " + String.join(", ", units));
        }
        return significant(value / DIVISORS[step]) + " " + unit;
    }

    /**
     * {@code value} in the largest of {@code units} (one per step, smallest first) that divides
     * it exactly, with no space and no decimals, as scenario files write values:
     * {@code exact(1_500_000, "ns", "us", "ms", "s")} is "1500us". Zero is in the smallest unit.
     */
    public static String exact(long value, String... units) {
        if (units.length != DIVISORS.length) {
            throw new IllegalArgumentException("expected " + DIVISORS.length + " units, got " + units.length);
        }
        for (int i = DIVISORS.length - 1; i > 0 && value != 0; i--) {
            long divisor = (long) DIVISORS[i];
            if (value % divisor == 0) {
                return value / divisor + units[i];
            }
        }
        return value + units[0];
    }

    /** Three significant digits, no exponent, no trailing zeros: 31.234 → "31.2", 1500 → "1500". */
    public static String significant(double v) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        if (v == 0) {
            return "0";
        }
        BigDecimal d = new BigDecimal(v).round(ROUNDING).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }
}
