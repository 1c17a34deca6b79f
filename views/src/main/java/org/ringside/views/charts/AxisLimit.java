package org.ringside.views.charts;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringside.model.scenario.Units;

/**
 * Reads a fixed top for a chart's value axis, as {@code ringside run --y-max VALUE} gives it, in
 * the unit of that chart: bytes for queue depth ({@code 150000}, {@code 200KB}, {@code 3MB}),
 * durations for latency ({@code 2ms}), rates for throughput ({@code 1Gbit}). Byte prefixes are
 * decimal, as the charts' axes are: 1 KB = 1000 bytes.
 */
public final class AxisLimit {
    private static final Pattern BYTES = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(b|bytes?|kb|mb|gb)?",
            Pattern.CASE_INSENSITIVE);

    private AxisLimit() {
    }

    /**
     * The value in the model's units (bytes, ns or bit/s), above zero.
     *
     * @throws IllegalArgumentException one line saying what was wrong and which forms are allowed
     */
    public static double parse(ChartKind kind, String text) {
        String t = text == null ? "" : text.strip();
        double value;
        switch (kind) {
            case LATENCY:
            case LATENCY_CDF:
                value = durationNs(t, kind);
                break;
            case THROUGHPUT:
                value = rateBps(t, kind);
                break;
            default:
                value = bytes(t, kind);
                break;
        }
        if (!(value > 0)) {
            throw new IllegalArgumentException("'" + t + "' must be above zero; " + allowed(kind));
        }
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("'" + t + "' is too large; " + allowed(kind));
        }
        return value;
    }

    /** The forms allowed for this chart, in words, e.g. for a help text or an error. */
    public static String allowed(ChartKind kind) {
        switch (kind) {
            case LATENCY:
            case LATENCY_CDF:
                return "the " + kind.cliName() + " chart takes a duration in " + Units.DURATION_UNITS
                        + ", e.g. 2ms or 500us";
            case THROUGHPUT:
                return "the throughput chart takes a rate in " + Units.RATE_UNITS + ", e.g. 1Gbit or 800Mbit";
            default:
                return "the queue chart takes bytes, plain or with KB, MB or GB (1 KB = 1000 bytes),"
                        + " e.g. 150000, 200KB or 1.5MB";
        }
    }

    private static double bytes(String t, ChartKind kind) {
        Matcher m = BYTES.matcher(t);
        if (!m.matches()) {
            throw notA("byte count", t, kind);
        }
        String unit = m.group(2) == null ? "b" : m.group(2).toLowerCase(Locale.ROOT);
        long factor = switch (unit) {
            case "kb" -> 1_000L;
            case "mb" -> 1_000_000L;
            case "gb" -> 1_000_000_000L;
            default -> 1L;
        };
        return new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(factor)).doubleValue();
    }

    private static double durationNs(String t, ChartKind kind) {
        try {
            return Units.parseDuration(t).doubleValue();
        } catch (IllegalArgumentException e) {
            throw notA("duration", t, kind);
        }
    }

    private static double rateBps(String t, ChartKind kind) {
        // The axis reads "Gbit/s"; accept what it shows as well as the scenario files' "1Gbit".
        String rate = t.endsWith("/s") ? t.substring(0, t.length() - 2) : t;
        try {
            return Units.parseRate(rate).doubleValue();
        } catch (IllegalArgumentException e) {
            throw notA("rate", t, kind);
        }
    }

    private static IllegalArgumentException notA(String what, String t, ChartKind kind) {
        return new IllegalArgumentException("'" + t + "' is not a " + what + "; " + allowed(kind));
    }
}
