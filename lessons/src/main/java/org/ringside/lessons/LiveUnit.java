package org.ringside.lessons;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.ringside.lessons.expr.FigureKind;

/**
 * The units a live number may name after {@code |}, e.g. {@code {{ run(full).flows.voip.latency_ns.p99 | ms }}}:
 * the number is written in that unit with three significant digits (bytes exactly, counts with
 * their digits grouped), and the unit must suit what the number measures: {@code ms} on bytes is
 * a broken file. This table is the one list of them; docs/lessons.md shows it.
 */
public enum LiveUnit {
    NS(FigureKind.DURATION, "ns", "ns"),
    US(FigureKind.DURATION, "µs", "us", "µs", "μs"),
    MS(FigureKind.DURATION, "ms", "ms"),
    S(FigureKind.DURATION, "s", "s"),
    B(FigureKind.BYTES, "bytes", "B"),
    KB(FigureKind.BYTES, "KB", "KB"),
    MB(FigureKind.BYTES, "MB", "MB"),
    BIT_S(FigureKind.RATE, "bit/s", "bit/s"),
    KBIT_S(FigureKind.RATE, "Kbit/s", "Kbit/s"),
    MBIT_S(FigureKind.RATE, "Mbit/s", "Mbit/s"),
    GBIT_S(FigureKind.RATE, "Gbit/s", "Gbit/s"),
    /** A ratio times 100: 0.386 is "38.6 %". */
    PERCENT(FigureKind.RATIO, "%", "%"),
    /** A count (or a count per second) with its digits grouped, no unit: "812,345". */
    COUNT(FigureKind.COUNT, "", "count");

    private final FigureKind kind;
    private final String written;
    private final List<String> spellings;

    LiveUnit(FigureKind kind, String written, String... spellings) {
        this.kind = kind;
        this.written = written;
        this.spellings = List.of(spellings);
    }

    /** What the number must measure for this unit to suit it. */
    public FigureKind kind() {
        return kind;
    }

    /** Whether a number of {@code figure}'s kind may be written in this unit: a count takes pps and tps too. */
    public boolean suits(FigureKind figure) {
        return kind == FigureKind.COUNT ? figure.takesPlain() && figure != FigureKind.RATIO : figure == kind;
    }

    /** The unit as the text shows it after the number ("µs", "bytes"); empty for a count. */
    public String written() {
        return written;
    }

    /** The unit a live number names, e.g. {@code us} or {@code µs}. */
    public static Optional<LiveUnit> named(String word) {
        return Arrays.stream(values()).filter(u -> u.spellings.contains(word)).findFirst();
    }

    /** The ways a live number may name this unit ({@code us}, {@code µs}). */
    public List<String> names() {
        return spellings;
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
