package org.ringside.lessons;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;
import org.ringside.lessons.expr.Evaluator;
import org.ringside.lessons.expr.FigureKind;
import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;

/**
 * Writes a measured value for a person, in the unit its {@link FigureKind} gives: nanoseconds
 * with {@link Durations#human(double)}, bit/s with {@link Rates#human(double)}, bytes with
 * {@link ByteCounts#readable(double)}; counts, packets/s and transactions/s with their digits
 * grouped and decimals only when they have them ("4", "81,234", "17.25"); ratios with four
 * significant digits ("0.3860"), grouped from 1000 up. A live number that names its unit is
 * written in it ({@link #in(LiveUnit, double)}) by the same classes.
 */
public final class ValueFormat {
    private ValueFormat() {
    }

    /** {@code value} of a key as written (e.g. {@code run(off).flows.rr.latency_ns.p99}) in words. */
    public static String of(String shown, double value) {
        // run(NAME).key: the run's name says nothing about the unit.
        String key = shown.startsWith("run(") ? shown.substring(shown.indexOf(").") + 2) : shown;
        return of(FigureKind.of(key).orElse(FigureKind.PLAIN), value);
    }

    /** {@code value} of the kind {@code kind} in words. */
    public static String of(FigureKind kind, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return String.valueOf(value);
        }
        return switch (kind) {
            case DURATION -> Durations.human(value);
            case RATE -> Rates.human(value);
            case BYTES -> ByteCounts.readable(value);
            case COUNT, PPS, TPS -> counted(value);
            default -> Math.abs(value) >= 1000
                    ? String.format(Locale.ROOT, value == Math.rint(value) ? "%,.0f" : "%,.1f", value)
                    : String.format(Locale.ROOT, "%.4g", value);
        };
    }

    /**
     * A count or a count per second: digits grouped, and decimals only when it has them, at most
     * four significant digits below 1000 and one decimal above ("4", "4,000", "17.25", "1,234.5").
     * A count of frames is never "4.000".
     */
    private static String counted(double value) {
        BigDecimal exact = new BigDecimal(value);
        BigDecimal rounded = (Math.abs(value) >= 1000 ? exact.setScale(1, RoundingMode.HALF_EVEN)
                : exact.round(new MathContext(4))).stripTrailingZeros();
        return String.format(Locale.ROOT, "%,." + Math.max(0, rounded.scale()) + "f", rounded);
    }

    /**
     * A least difference as measured, e.g. {@code run(on).ring_bytes.mean is 87.3% below
     * run(off).ring_bytes.mean (at least 5%)} or {@code run(off).x - run(on).x = 3.10 ms (at least 2ms)}.
     */
    public static String of(Evaluator.Difference d) {
        String left = d.compare().left().text();
        String right = d.compare().right().text();
        String least = " (at least " + d.compare().least().amount().written() + ")";
        double gap = d.measured();
        if (d.compare().least().relative()) {
            if (d.right() == 0) {
                return left + " against " + right + " = 0: no relative difference" + least;
            }
            return left + " is " + String.format(Locale.ROOT, "%.1f%%", Math.abs(gap) * 100) + (gap < 0 ? " below "
                    : " above ") + right + least;
        }
        return d.compare().op().startsWith("<") ? right + " - " + left + " = " + of(d.kind(), -gap) + least
                : left + " - " + right + " = " + of(d.kind(), gap) + least;
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
            default -> of(FigureKind.COUNT, value);
        };
    }
}
