package org.ringside.model.format;

/**
 * Writes a rate, given in bit/s, in one of two forms:
 * <ul>
 *   <li>{@link #scenario(long)}, as a scenario file and the command line read it, exact and
 *       without a space: {@code 1Gbit}, {@code 100Mbit}, {@code 2500Mbit};</li>
 *   <li>{@link #human(double)}, short, for labels and the run report: three significant digits
 *       in bit/s, Kbit/s, Mbit/s or Gbit/s, {@code 941 Mbit/s}, {@code 9.41 Gbit/s}.</li>
 * </ul>
 * Prefixes are decimal (1 Kbit = 1000 bit), as tc and ethtool count. Bytes per second are never
 * written: tc reads {@code bps} as bytes per second, so the unit is always spelt {@code bit}.
 */
public final class Rates {
    /** The units of {@link #human(double)} and {@link #in(double, String)}, smallest first. */
    private static final String[] UNITS = {"bit/s", "Kbit/s", "Mbit/s", "Gbit/s"};

    private Rates() {
    }

    /**
     * The rate in the largest unit that divides it exactly, as scenario files write it:
     * {@code 1Gbit}, {@code 100Mbit}, {@code 2500Mbit}, {@code 64Kbit}, {@code 1234567bit},
     * {@code 0bit}. {@link org.ringside.model.scenario.Units#parseRate(String)} reads it back to
     * the same value.
     */
    public static String scenario(long bps) {
        return DecimalSteps.exact(bps, "bit", "Kbit", "Mbit", "Gbit");
    }

    /**
     * The rate as a person says it: three significant digits in the largest unit it reaches once
     * rounded, no trailing zeros. 1e9 → "1 Gbit/s", 941,234,567 → "941 Mbit/s",
     * 999,999,999 → "1 Gbit/s", 0 → "0 bit/s".
     */
    public static String human(double bps) {
        return DecimalSteps.scaled(bps, UNITS);
    }

    /**
     * The rate in the unit given, {@code bit/s}, {@code Kbit/s}, {@code Mbit/s} or {@code Gbit/s},
     * with three significant digits: {@code in(941_234_567, "Gbit/s")} is "0.941 Gbit/s".
     *
     * @throws IllegalArgumentException for another unit
     */
    public static String in(double bps, String unit) {
        return DecimalSteps.in(bps, unit, UNITS);
    }
}
