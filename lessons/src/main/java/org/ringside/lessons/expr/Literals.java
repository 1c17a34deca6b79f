package org.ringside.lessons.expr;

import java.math.BigDecimal;
import java.util.Locale;
import org.ringside.model.scenario.Units;

/**
 * Turns a number with its unit into the summary's base unit: durations into nanoseconds and
 * rates into bit/s through the scenario format's own {@link Units} (so {@code 1.5ms} and
 * {@code 900Mbit} mean here what they mean in a scenario), byte counts into bytes with decimal
 * multiples as the chart options count them (1 KB = 1000 bytes).
 */
final class Literals {
    /** The units a literal may carry, in words for messages. */
    static final String UNITS = "ns, us, ms, s; bit, Kbit, Mbit, Gbit; B, KB, MB, GB";

    private Literals() {
    }

    /**
     * The value of {@code written} ({@code 1ms}, {@code 64KB}, {@code 0.2}).
     *
     * @throws IllegalArgumentException with a message for the author
     */
    static double value(String written) {
        int unitAt = 0;
        while (unitAt < written.length() && !Character.isLetter(written.charAt(unitAt))) {
            unitAt++;
        }
        String number = written.substring(0, unitAt);
        String unit = written.substring(unitAt);
        if (unit.isEmpty()) {
            return new BigDecimal(number.replace("_", "")).doubleValue();
        }
        switch (unit) {
            case "ns", "us", "µs", "μs", "ms", "s" -> {
                return Units.parseDuration(written).doubleValue();
            }
            case "B", "KB", "MB", "GB" -> {
                long factor = switch (unit) {
                    case "B" -> 1L;
                    case "KB" -> 1_000L;
                    case "MB" -> 1_000_000L;
                    default -> 1_000_000_000L;
                };
                return new BigDecimal(number.replace("_", "")).multiply(BigDecimal.valueOf(factor)).doubleValue();
            }
            default -> {
                if (unit.toLowerCase(Locale.ROOT).matches("[kmg]?bit")) {
                    return Units.parseRate(written).doubleValue();
                }
                throw new IllegalArgumentException("unknown unit '" + unit + "' in " + written + " (allowed: " + UNITS + ")");
            }
        }
    }
}
