package org.ringside.lessons.expr;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What a number in a goal or claim measures. Every summary figure has one, found from its key by
 * the one table below; a literal has one from its unit ({@code 2ms} a duration, {@code 64KB}
 * bytes, {@code 5%} a ratio) or none ({@link #PLAIN}). Comparisons and arithmetic keep kinds
 * apart, so {@code ring_bytes.mean < 2ms} is an error rather than a claim that compares bytes
 * with nanoseconds.
 */
public enum FigureKind {
    /** Bytes ({@code ring_bytes.mean}, {@code 64KB}). */
    BYTES("bytes", false),
    /** A duration in nanoseconds ({@code flows.rr.latency_ns.p99}, {@code 2ms}). */
    DURATION("a duration", false),
    /** A rate in bit/s ({@code throughput_bps}, {@code 900Mbit}). */
    RATE("a rate in bit/s", false),
    /** Something counted ({@code doorbells}, {@code qdisc_drops}). */
    COUNT("a count", true),
    /** Packets (frames) per second ({@code pps}). */
    PPS("packets/s", true),
    /** Transactions per second ({@code flows.rr.tps}). */
    TPS("transactions/s", true),
    /** A ratio or fraction ({@code link_utilization}, {@code 5%}, one figure over another of its kind). */
    RATIO("a ratio", true),
    /** A number without a unit ({@code 0.2}, {@code 1_000}). */
    PLAIN("a plain number", true);

    // A rule of the table: a key whose dotted parts match has this kind; bounded figures are
    // fractions of the time (0 to 1), the others never negative.
    private record Rule(Predicate<String> part, FigureKind kind, double max) {
    }

    private static final double UNBOUNDED = Double.POSITIVE_INFINITY;

    /**
     * The table: the first rule one of a key's dotted parts matches gives its kind. The model's
     * summary keys ({@code ringside run --summary}) all match one; a test holds the table to every
     * key of every shipped scenario, so a new key cannot go without a kind.
     */
    private static final List<Rule> TABLE = List.of(
            new Rule(p -> p.endsWith("_ns"), DURATION, UNBOUNDED),
            new Rule(p -> p.endsWith("_bps"), RATE, UNBOUNDED),
            new Rule(p -> p.equals("pps"), PPS, UNBOUNDED),
            new Rule(p -> p.equals("tps"), TPS, UNBOUNDED),
            new Rule(p -> p.endsWith("_utilization") || p.equals("jain") || p.equals("share"), RATIO, 1),
            new Rule(p -> p.contains("bytes") || p.equals("bql_limit"), BYTES, UNBOUNDED),
            new Rule(p -> List.of("seed", "doorbells", "drops", "qdisc_drops", "ring_drops", "interrupts", "frames",
                    "packets", "dropped_packets", "acks", "streams", "overlimit", "codel", "marks", "retransmits", "timeouts")
                    .contains(p), COUNT, UNBOUNDED));

    private final String words;
    private final boolean takesPlain;

    FigureKind(String words, boolean takesPlain) {
        this.words = words;
        this.takesPlain = takesPlain;
    }

    /** The kind in words, as a message says it: {@code ring_bytes.mean is bytes}. */
    public String words() {
        return words;
    }

    /**
     * Whether a plain number may stand beside this kind: counts, per-second figures and ratios
     * have no unit to write, while bytes, durations and rates must carry theirs.
     */
    public boolean takesPlain() {
        return takesPlain;
    }

    /** The kind of the summary figure {@code key} ({@code flows.rr.latency_ns.p99}), if the table has it. */
    public static Optional<FigureKind> of(String key) {
        return rule(key).map(Rule::kind);
    }

    /**
     * The largest value the figure {@code key} can take: 1 for the fractions of time (utilisation,
     * Jain's index), else infinity. Every figure's least value is 0.
     */
    public static double max(String key) {
        return rule(key).map(Rule::max).orElse(UNBOUNDED);
    }

    private static Optional<Rule> rule(String key) {
        String[] parts = key.split("\\.");
        // A flow's name is the author's word (a flow may be called pps): only what follows it counts,
        // in flows.NAME and in the port's bottleneck.flows.NAME alike.
        int from = parts.length > 2 && parts[0].equals("flows") ? 2
                : parts.length > 3 && parts[0].equals("bottleneck") && parts[1].equals("flows") ? 3 : 0;
        for (Rule r : TABLE) {
            for (int i = from; i < parts.length; i++) {
                String part = parts[i];
                if (r.part().test(part)) {
                    return Optional.of(r);
                }
            }
        }
        return Optional.empty();
    }
}
