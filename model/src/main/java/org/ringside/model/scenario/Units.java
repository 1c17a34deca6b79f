package org.ringside.model.scenario;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the units of scenario files: durations ({@code 100us}, {@code 2s}, {@code 1.5ms}), rates
 * ({@code 1Gbit}, {@code 100Mbit}) and plain whole numbers.
 *
 * <p>Parsing is exact: a value must come to a whole number of nanoseconds or bit/s, so
 * {@code 1.5ms} is fine and {@code 1.5ns} is not. Writing them is
 * {@link org.ringside.model.format.Durations#scenario(long)} and
 * {@link org.ringside.model.format.Rates#scenario(long)}, which read back to the same value.
 *
 * <p>The parse methods throw {@link IllegalArgumentException} whose message says what is wrong
 * in words a scenario author can act on (without the key, which the caller knows).
 */
public final class Units {
    /** Nanoseconds per microsecond, millisecond and second. */
    public static final long US = 1_000L;
    public static final long MS = 1_000_000L;
    public static final long S = 1_000_000_000L;

    /** Bit/s per Kbit, Mbit and Gbit (decimal, as tc and ethtool count). */
    public static final long KBIT = 1_000L;
    public static final long MBIT = 1_000_000L;
    public static final long GBIT = 1_000_000_000L;

    // A decimal number, optional spaces, then a unit word. The sign is allowed so that "-5us"
    // reads as an out-of-range duration rather than as gibberish.
    private static final Pattern WITH_UNIT =
            Pattern.compile("([-+]?[0-9][0-9_]*(?:\\.[0-9]+)?)\\s*([A-Za-zµμ/]+)");
    private static final Pattern WHOLE = Pattern.compile("[-+]?[0-9][0-9_]*");
    private static final Pattern DECIMAL = Pattern.compile("[-+]?[0-9][0-9_]*(?:\\.[0-9]+)?");

    private Units() {
    }

    /** The duration units a scenario file accepts, in words for messages. */
    public static final String DURATION_UNITS = "ns, us, ms or s";
    /** The rate units a scenario file accepts, in words for messages. */
    public static final String RATE_UNITS = "bit, Kbit, Mbit or Gbit";

    /**
     * A duration in nanoseconds. {@code 0} alone is accepted (zero needs no unit); every other
     * value needs one of ns, us (or µs), ms, s.
     *
     * @throws IllegalArgumentException if the text is not a whole number of nanoseconds
     */
    public static BigInteger parseDuration(String text) {
        String t = text.strip();
        if (WHOLE.matcher(t).matches() && new BigInteger(t.replace("_", "")).signum() == 0) {
            return BigInteger.ZERO;
        }
        Matcher m = WITH_UNIT.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException(DECIMAL.matcher(t).matches()
                    ? t + " has no unit; write it in " + DURATION_UNITS + ", e.g. " + t + "us"
                    : "expected a duration in " + DURATION_UNITS + ", got " + t);
        }
        long factor = switch (m.group(2)) {
            case "ns" -> 1L;
            case "us", "µs", "μs" -> US;
            case "ms" -> MS;
            case "s" -> S;
            default -> throw new IllegalArgumentException(
                    "expected a duration in " + DURATION_UNITS + ", got " + t);
        };
        return exact(m.group(1), factor, t, "nanoseconds");
    }

    /**
     * A rate in bit/s; units bit, Kbit, Mbit, Gbit (the k, m, g in either case, as tc writes
     * them). {@code bps} is refused on purpose: tc reads it as bytes per second.
     *
     * @throws IllegalArgumentException if the text is not a whole number of bit/s
     */
    public static BigInteger parseRate(String text) {
        String t = text.strip();
        Matcher m = WITH_UNIT.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException(DECIMAL.matcher(t).matches()
                    ? t + " has no unit; write it in " + RATE_UNITS + ", e.g. " + t + "Mbit"
                    : "expected a rate in " + RATE_UNITS + ", got " + t);
        }
        long factor = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "bit" -> 1L;
            case "kbit" -> KBIT;
            case "mbit" -> MBIT;
            case "gbit" -> GBIT;
            default -> throw new IllegalArgumentException(
                    "expected a rate in " + RATE_UNITS + ", got " + t);
        };
        return exact(m.group(1), factor, t, "bit/s");
    }

    /**
     * A plain whole number (byte counts, descriptor counts, seeds); YAML's {@code 1_000} is
     * accepted.
     *
     * @throws IllegalArgumentException if the text is not a whole number
     */
    public static BigInteger parseWhole(String text) {
        String t = text.strip();
        if (!WHOLE.matcher(t).matches()) {
            throw new IllegalArgumentException("expected a whole number, got " + t);
        }
        return new BigInteger(t.replace("_", ""));
    }

    private static BigInteger exact(String number, long factor, String whole, String what) {
        BigDecimal v = new BigDecimal(number.replace("_", "")).multiply(BigDecimal.valueOf(factor));
        try {
            return v.toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(whole + " is not a whole number of " + what);
        }
    }
}
