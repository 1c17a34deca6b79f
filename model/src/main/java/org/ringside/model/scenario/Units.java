package org.ringside.model.scenario;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the units of scenario files: durations ({@code 100us}, {@code 2s}, {@code 1.5ms}), rates
 * ({@code 1Gbit}, {@code 100Mbit}), byte counts ({@code 1500}, {@code 100KB}, {@code 64KiB}) and plain
 * whole numbers.
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

    /** Picoseconds per nanosecond, for the costs finer than a nanosecond ({@code cpu.per_byte}). */
    public static final long PS_PER_NS = 1_000L;

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
    /** The fine duration units a scenario file accepts, in words for messages. */
    public static final String FINE_DURATION_UNITS = "ps, ns, us or ms";
    /** The rate units a scenario file accepts, in words for messages. */
    public static final String RATE_UNITS = "bit, Kbit, Mbit or Gbit";
    /** The byte units a scenario file accepts, in words for messages. */
    public static final String BYTE_UNITS = "B, KB, MB, GB (1000s) or KiB, MiB, GiB (1024s)";

    /**
     * A duration in nanoseconds. {@code 0} alone is accepted (zero needs no unit); every other
     * value needs one of ns, us (or µs), ms, s.
     *
     * @throws IllegalArgumentException if the text is not a whole number of nanoseconds
     */
    public static BigInteger parseDuration(String text) {
        return time(text, DURATION_UNITS, "us", "nanoseconds", unit -> switch (unit) {
            case "ns" -> 1L;
            case "us", "µs", "μs" -> US;
            case "ms" -> MS;
            case "s" -> S;
            default -> 0L;
        });
    }

    /**
     * A duration in picoseconds, for a cost finer than a nanosecond: {@code 100ps} or
     * {@code 0.1ns}. {@code 0} alone is accepted; every other value needs ps, ns, us or ms.
     *
     * @throws IllegalArgumentException if the text is not a whole number of picoseconds
     */
    public static BigInteger parseFineDuration(String text) {
        return time(text, FINE_DURATION_UNITS, "ns", "picoseconds", unit -> switch (unit) {
            case "ps" -> 1L;
            case "ns" -> PS_PER_NS;
            case "us", "µs", "μs" -> PS_PER_NS * US;
            case "ms" -> PS_PER_NS * MS;
            default -> 0L;
        });
    }

    /**
     * A time in the smallest of {@code units}: {@code 0} alone, or a number and a unit that
     * {@code factor} knows (it gives 0 for one it does not).
     */
    private static BigInteger time(String text, String units, String example, String what,
            ToLongFunction<String> factor) {
        String t = text.strip();
        if (WHOLE.matcher(t).matches() && new BigInteger(t.replace("_", "")).signum() == 0) {
            return BigInteger.ZERO;
        }
        Matcher m = WITH_UNIT.matcher(t);
        long f = m.matches() ? factor.applyAsLong(m.group(2)) : 0;
        if (f == 0) {
            throw new IllegalArgumentException(DECIMAL.matcher(t).matches()
                    ? t + " has no unit; write it in " + units + ", e.g. " + t + example
                    : "expected a duration in " + units + ", got " + t);
        }
        return exact(m.group(1), f, t, what);
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
     * A count of bytes: a plain whole number ({@code 1500}), or a number with a unit, {@code KB},
     * {@code MB}, {@code GB} in thousands as the rest of Ringside counts them ({@code 1MB} is
     * 1,000,000 bytes), or {@code KiB}, {@code MiB}, {@code GiB} in 1024s. The units are read as
     * written: {@code tc}'s lower-case {@code kb} and {@code mb} mean 1024s, so they are refused
     * rather than read one way or the other.
     *
     * @throws IllegalArgumentException if the text is not a whole number of bytes
     */
    public static BigInteger parseBytes(String text) {
        String t = text.strip();
        if (WHOLE.matcher(t).matches()) {
            return parseWhole(t);
        }
        Matcher m = WITH_UNIT.matcher(t);
        long factor = m.matches() ? bytesPer(m.group(2)) : 0;
        if (factor == 0) {
            throw new IllegalArgumentException("expected a whole number of bytes, or one with " + BYTE_UNITS
                    + ", got " + t);
        }
        return exact(m.group(1), factor, t, "bytes");
    }

    /**
     * The bytes in one of a byte unit as written ({@code KB} 1000, {@code KiB} 1024; see
     * {@link #BYTE_UNITS}), or 0 if it is none: the one table of byte units, for scenario files and
     * lessons' figures alike.
     */
    public static long bytesPer(String unit) {
        return switch (unit) {
            case "B" -> 1L;
            case "KB", "kB" -> 1_000L;
            case "MB" -> 1_000_000L;
            case "GB" -> 1_000_000_000L;
            case "KiB" -> 1L << 10;
            case "MiB" -> 1L << 20;
            case "GiB" -> 1L << 30;
            default -> 0;
        };
    }

    /**
     * A plain whole number (descriptor counts, seeds); YAML's {@code 1_000} is accepted.
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
