package org.ringside.lessons;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The units a live number may name after {@code |}, e.g. {@code {{ run(full).flows.voip.latency_ns.p99 | ms }}}:
 * the number is written in that unit with three significant digits (bytes exactly, counts with
 * their digits grouped), and the unit must suit what the number measures: {@code ms} on bytes is
 * a broken file. This table is the one list of them; docs/lessons.md shows it.
 */
public enum LiveUnit {
    NS(NumberKind.DURATION, "ns", "ns"),
    US(NumberKind.DURATION, "µs", "us", "µs", "μs"),
    MS(NumberKind.DURATION, "ms", "ms"),
    S(NumberKind.DURATION, "s", "s"),
    B(NumberKind.BYTES, "bytes", "B"),
    KB(NumberKind.BYTES, "KB", "KB"),
    MB(NumberKind.BYTES, "MB", "MB"),
    BIT_S(NumberKind.RATE, "bit/s", "bit/s"),
    KBIT_S(NumberKind.RATE, "Kbit/s", "Kbit/s"),
    MBIT_S(NumberKind.RATE, "Mbit/s", "Mbit/s"),
    GBIT_S(NumberKind.RATE, "Gbit/s", "Gbit/s"),
    /** A ratio times 100: 0.386 is "38.6 %". */
    PERCENT(NumberKind.RATIO, "%", "%"),
    /** A count (or a count per second) with its digits grouped, no unit: "812,345". */
    COUNT(NumberKind.COUNT, "", "count");

    private final NumberKind kind;
    private final String written;
    private final List<String> spellings;

    LiveUnit(NumberKind kind, String written, String... spellings) {
        this.kind = kind;
        this.written = written;
        this.spellings = List.of(spellings);
    }

    /** What the number must measure for this unit to suit it. */
    public NumberKind kind() {
        return kind;
    }

    /** The unit as the text shows it after the number ("µs", "bytes"); empty for a count. */
    public String written() {
        return written;
    }

    /** The unit a live number names, e.g. {@code us} or {@code µs}. */
    public static Optional<LiveUnit> named(String word) {
        return Arrays.stream(values()).filter(u -> u.spellings.contains(word)).findFirst();
    }

    /** Every spelling, for messages: "ns, us, µs, ms, s, B, KB, ...". */
    public static String spellings() {
        return Arrays.stream(values()).flatMap(u -> u.spellings.stream()).filter(s -> !s.equals("μs"))
                .collect(Collectors.joining(", "));
    }

    /** {@code value} in this unit, by the project's formatter. */
    public String format(double value) {
        return ValueFormat.in(this, value);
    }
}
