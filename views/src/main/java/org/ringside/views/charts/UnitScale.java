package org.ringside.views.charts;

import java.math.BigDecimal;
import java.math.MathContext;
import org.ringside.model.metrics.Unit;

/**
 * A display unit for model values: bytes become KB or MB, nanoseconds µs or ms, bit/s Mbit/s or
 * Gbit/s, fractions percent. Chosen from the largest value shown so axis numbers stay short.
 * Prefixes are decimal (1 KB = 1000 bytes), as link rates are.
 *
 * @param symbol what the axis title puts in brackets, e.g. "KB"; empty for plain counts
 * @param divisor model value / divisor = displayed value
 */
public record UnitScale(String symbol, double divisor) {

    private static final double[] DECIMAL = {1, 1e3, 1e6, 1e9};

    /** Scales a model value for display. */
    public double apply(double modelValue) {
        return modelValue / divisor;
    }

    /** Undoes {@link #apply(double)}. */
    public double toModel(double displayValue) {
        return displayValue * divisor;
    }

    /** The scale that shows values up to {@code max} as numbers of at least 1 where it can. */
    public static UnitScale forValues(Unit unit, double max) {
        double m = Double.isFinite(max) ? Math.abs(max) : 0;
        switch (unit) {
            case BYTES:
                return pick(m, DECIMAL, "bytes", "KB", "MB", "GB");
            case NANOSECONDS:
                return pick(m, DECIMAL, "ns", "µs", "ms", "s");
            case BITS_PER_SECOND:
                return pick(m, DECIMAL, "bit/s", "Kbit/s", "Mbit/s", "Gbit/s");
            case PER_SECOND:
                return pick(m, DECIMAL, "per s", "thousand per s", "million per s", "billion per s");
            case FRACTION:
                return new UnitScale("%", 0.01);
            case PACKETS:
                return new UnitScale("packets", 1);
            case DESCRIPTORS:
                return new UnitScale("descriptors", 1);
            default:
                return new UnitScale("", 1);
        }
    }

    /**
     * The scale for a time axis spanning {@code spanNs}: the largest unit in which the span is
     * still at least 10, so a 1 s run reads 0 to 1000 ms and a 30 s run 0 to 30 s.
     */
    public static UnitScale forTimeSpan(long spanNs) {
        String[] names = {"ns", "µs", "ms", "s"};
        for (int i = DECIMAL.length - 1; i > 0; i--) {
            if (spanNs / DECIMAL[i] >= 10) {
                return new UnitScale(names[i], DECIMAL[i]);
            }
        }
        return new UnitScale("ns", 1);
    }

    /**
     * A model value as words, in the scale that suits it, with three significant digits and no
     * trailing zeros: {@code 1 Gbit/s}, {@code 6.4 KB}, {@code 31.2 µs}.
     */
    public static String describe(Unit unit, double modelValue) {
        UnitScale s = forValues(unit, modelValue);
        String number = number(s.apply(modelValue));
        return s.symbol().isEmpty() ? number : number + " " + s.symbol();
    }

    /** Three significant digits, no exponent, no trailing zeros. */
    static String number(double v) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        if (v == 0) {
            return "0";
        }
        BigDecimal d = new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    private static UnitScale pick(double max, double[] divisors, String... names) {
        for (int i = divisors.length - 1; i > 0; i--) {
            if (max >= divisors[i]) {
                return new UnitScale(names[i], divisors[i]);
            }
        }
        return new UnitScale(names[0], divisors[0]);
    }
}
