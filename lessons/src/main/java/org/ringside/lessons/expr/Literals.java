package org.ringside.lessons.expr;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.scenario.Units;

/**
 * Turns a number with its unit into the summary's base unit and its {@link FigureKind}:
 * durations into nanoseconds and rates into bit/s through the scenario format's own
 * {@link Units} (so {@code 1.5ms} and {@code 900Mbit} mean here what they mean in a scenario),
 * byte counts into bytes by the same table ({@link Units#bytesPer}: 1 KB = 1000 bytes, 1 KiB =
 * 1024), a percentage into a ratio (5% = 0.05); a number without a unit is plain.
 */
final class Literals {
    private static final Pattern NUMBER = Pattern.compile("[0-9][0-9_]*(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?");
    /** The units a literal may carry, in words for messages. */
    static final String UNITS = "ns, us, ms, s; bit, Kbit, Mbit, Gbit; " + Units.BYTE_UNITS + "; %";

    /** A literal's value in the summary's base unit and its kind. */
    record Literal(double value, FigureKind kind) {
    }

    private Literals() {
    }

    /**
     * The value of {@code written} ({@code 1ms}, {@code 64KB}, {@code 5%}, {@code 0.2}).
     *
     * @throws IllegalArgumentException with a message for the author
     */
    static Literal value(String written) {
        Matcher m = NUMBER.matcher(written);
        if (!m.lookingAt()) {
            throw new IllegalArgumentException("expected a number, got " + written);
        }
        BigDecimal number = new BigDecimal(m.group().replace("_", ""));
        // Writing 1e999999999 out in digits would take a gigabyte; no summary value needs it.
        if (Math.abs(number.scale()) > 300) {
            throw new IllegalArgumentException(m.group() + " is out of range (allowed: exponents from -300 to 300)");
        }
        String unit = written.substring(m.end());
        if (unit.isEmpty()) {
            return new Literal(number.doubleValue(), FigureKind.PLAIN);
        }
        if (unit.equals("%")) {
            return new Literal(number.movePointLeft(2).doubleValue(), FigureKind.RATIO);
        }
        // The scenario format's parsers take plain digits: write an exponent out first.
        String plain = number.toPlainString();
        switch (unit) {
            case "ns", "us", "µs", "μs", "ms", "s" -> {
                return new Literal(Units.parseDuration(plain + unit).doubleValue(), FigureKind.DURATION);
            }
            default -> {
                long bytesPer = Units.bytesPer(unit);
                if (bytesPer > 0) {
                    return new Literal(number.multiply(BigDecimal.valueOf(bytesPer)).doubleValue(), FigureKind.BYTES);
                }
                if (unit.toLowerCase(Locale.ROOT).matches("[kmg]?bit")) {
                    return new Literal(Units.parseRate(plain + unit).doubleValue(), FigureKind.RATE);
                }
                throw new IllegalArgumentException("unknown unit '" + unit + "' in " + written + " (allowed: " + UNITS + ")");
            }
        }
    }
}
