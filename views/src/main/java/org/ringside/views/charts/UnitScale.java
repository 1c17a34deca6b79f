package org.ringside.views.charts;

import org.ringside.model.format.ByteCounts;
import org.ringside.model.format.DecimalSteps;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.metrics.Unit;

/**
 * A display unit for model values: bytes become KB or MB, nanoseconds µs or ms, bit/s Mbit/s or
 * Gbit/s, fractions percent. Chosen from the largest value shown so axis numbers stay short.
 * Prefixes are decimal (1 KB = 1000 bytes), as link rates are; the steps and the words for a
 * single value are {@link org.ringside.model.format}'s, so a chart says a value as the report does.
 *
 * @param symbol what the axis title puts in brackets, e.g. "KB"; empty for plain counts
 * @param divisor model value / divisor = displayed value
 */
public record UnitScale(String symbol, double divisor) {

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
                return pick(m, "bytes", "KB", "MB", "GB");
            case NANOSECONDS:
                return pick(m, "ns", "µs", "ms", "s");
            case BITS_PER_SECOND:
                return pick(m, "bit/s", "Kbit/s", "Mbit/s", "Gbit/s");
            case PER_SECOND:
                return pick(m, "per s", "thousand per s", "million per s", "billion per s");
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
        int step = DecimalSteps.step(spanNs / 10.0);
        return new UnitScale(names[step], DecimalSteps.divisor(step));
    }

    /**
     * A model value as words, in the scale that suits it, with three significant digits and no
     * trailing zeros: {@code 1 Gbit/s}, {@code 6.4 KB}, {@code 31.2 µs}. Durations, rates and
     * bytes are written by {@link Durations#human}, {@link Rates#human} and
     * {@link ByteCounts#shortened}.
     */
    public static String describe(Unit unit, double modelValue) {
        switch (unit) {
            case NANOSECONDS:
                return Durations.human(modelValue);
            case BITS_PER_SECOND:
                return Rates.human(modelValue);
            case BYTES:
                return ByteCounts.shortened(modelValue);
            default:
                UnitScale s = forValues(unit, modelValue);
                String number = DecimalSteps.significant(s.apply(modelValue));
                return s.symbol().isEmpty() ? number : number + " " + s.symbol();
        }
    }

    private static UnitScale pick(double max, String... names) {
        int step = DecimalSteps.step(max);
        return new UnitScale(names[step], DecimalSteps.divisor(step));
    }
}
