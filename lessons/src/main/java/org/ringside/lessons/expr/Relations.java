package org.ringside.lessons.expr;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The one table of relations that hold between a run's figures whatever the model does: by the
 * nature of the figures (a distribution's percentiles are in order, a part is at most its whole,
 * bytes are conserved) or by the run's settings (a run lasts as long as it was asked to, nothing
 * leaves faster than the link's rate, nothing waits longer than the run). A claim that holds for
 * every value its figures can take together under this table shows nothing about the model, and
 * {@link CanFail} refuses it, naming the relation.
 *
 * <p>Each relation, applied to the figures a condition reads, is an {@link Instance}: its words,
 * whether an assignment of values keeps it, and how to bring an assignment into it (only by
 * lowering values, putting them in order, or setting an identity's value), so that trying values
 * with the table applied explores only what the figures can be together.
 */
public final class Relations {
    // A distribution's statistics in the order their values keep: p5 <= p50 <= p95 <= p99 <= max.
    private static final List<String> PERCENTILES = List.of("p5", "p50", "p95", "p99", "max");
    // Waits: each is at most the run's length (a packet offered and sent within the run).
    private static final Predicate<String> WAIT = k -> k.contains("latency_ns.") || k.contains("transaction_ns.")
            || k.startsWith("qdisc_sojourn_ns.");

    /**
     * A whole and its parts: the parts' sum is at most the whole, and equals it when
     * {@code exact} and every part is read. A part is a key, or a pattern with {@code *} for a
     * flow's name (every flow's value is a part).
     */
    private record Whole(String total, List<String> parts, boolean exact, String why) {
    }

    /**
     * The table's wholes, from the summary's definitions ({@code RunSummary}: offered = sent +
     * dropped + in the system at the end, exactly; drops are the qdisc's and the ring's; the
     * qdisc's drops are their causes' sum; the flows' bytes are the bytes sent; a flow's rate and
     * the TCP payload's are part of the wire's).
     */
    private static final List<Whole> WHOLES = List.of(
            new Whole("totals.bytes_offered", List.of("totals.bytes_sent", "totals.bytes_dropped",
                    "totals.bytes_in_system_at_end"), true, "bytes are conserved: offered = sent + dropped + in the system"),
            new Whole("drops", List.of("qdisc_drops", "ring_drops"), false, "a part is at most its whole"),
            new Whole("qdisc_drops", List.of("qdisc_drops_by_cause.*"), false, "a part is at most its whole"),
            new Whole("totals.bytes_sent", List.of("flows.*.bytes"), false, "a part is at most its whole"),
            new Whole("throughput_bps", List.of("flows.*.throughput_bps"), false, "a part is at most its whole"),
            new Whole("throughput_bps", List.of("tcp_payload_bps"), false, "a part is at most its whole"));

    private Relations() {
    }

    /**
     * What the table knows of one run from its settings.
     *
     * @param askedNs how long the run was asked to last ({@code duration_ns} is exactly this)
     * @param linkRateBps the link's rate, which no rate on the wire exceeds
     */
    public record RunFacts(long askedNs, long linkRateBps) {
    }

    /**
     * One relation of the table over the figures a condition reads (keys as written,
     * {@code run(a).ring_bytes.max}).
     *
     * @param words the relation as a message names it
     */
    public record Instance(String words, Predicate<Map<String, Double>> keeps, Fix fix) {
    }

    /** Brings an assignment of values into a relation. */
    @FunctionalInterface
    public interface Fix {
        void apply(Map<String, Double> assignment);
    }

    /**
     * The relations among {@code keys}, run by run.
     *
     * @param facts what is known of a run by its name (null for the run at hand of a goal), or
     *     null when nothing is (a goal, judged on a run of any length)
     */
    public static List<Instance> among(List<Expr.Key> keys, Function<String, RunFacts> facts) {
        Map<String, List<Expr.Key>> byRun = new LinkedHashMap<>();
        for (Expr.Key k : keys) {
            byRun.computeIfAbsent(String.valueOf(k.run()), r -> new ArrayList<>()).add(k);
        }
        List<Instance> out = new ArrayList<>();
        for (List<Expr.Key> run : byRun.values()) {
            Map<String, String> shown = new LinkedHashMap<>();
            run.forEach(k -> shown.put(k.key(), k.shown()));
            order(shown, out);
            wholes(shown, out);
            String name = run.get(0).run();
            RunFacts f = facts == null ? null : facts.apply(name);
            if (f != null) {
                settings(shown, f, out);
            }
        }
        return out;
    }

    // A distribution's percentiles in order, and its mean at most its max.
    private static void order(Map<String, String> shown, List<Instance> out) {
        Map<String, List<String>> byPrefix = new LinkedHashMap<>();
        for (String key : shown.keySet()) {
            int dot = key.lastIndexOf('.');
            if (dot > 0) {
                byPrefix.computeIfAbsent(key.substring(0, dot), p -> new ArrayList<>()).add(key.substring(dot + 1));
            }
        }
        byPrefix.forEach((prefix, stats) -> {
            List<String> chain = PERCENTILES.stream().filter(stats::contains).map(s -> shown.get(prefix + "." + s)).toList();
            if (chain.size() >= 2) {
                out.add(new Instance(String.join(" <= ", chain) + " (a distribution's percentiles are in order)",
                        a -> sorted(a, chain), a -> {
                            double[] v = chain.stream().mapToDouble(a::get).sorted().toArray();
                            for (int i = 0; i < v.length; i++) {
                                a.put(chain.get(i), v[i]);
                            }
                        }));
            }
            if (stats.contains("mean") && stats.contains("max")) {
                String mean = shown.get(prefix + ".mean");
                String max = shown.get(prefix + ".max");
                out.add(new Instance(mean + " <= " + max + " (a mean is at most its maximum)",
                        a -> a.get(mean) <= a.get(max), a -> a.put(mean, Math.min(a.get(mean), a.get(max)))));
            }
        });
    }

    private static boolean sorted(Map<String, Double> a, List<String> chain) {
        for (int i = 1; i < chain.size(); i++) {
            if (a.get(chain.get(i - 1)) > a.get(chain.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static void wholes(Map<String, String> shown, List<Instance> out) {
        for (Whole w : WHOLES) {
            if (!shown.containsKey(w.total())) {
                continue;
            }
            List<String> parts = new ArrayList<>();
            boolean every = true;
            for (String pattern : w.parts()) {
                List<String> matched = shown.keySet().stream().filter(k -> matches(pattern, k)).map(shown::get).toList();
                every &= !matched.isEmpty() && !pattern.contains("*");
                parts.addAll(matched);
            }
            if (parts.isEmpty()) {
                continue;
            }
            // Summed in the order written, as the condition sums them, so an identity is exact.
            List<String> written = new ArrayList<>(shown.values());
            parts.sort((x, y) -> written.indexOf(x) - written.indexOf(y));
            String total = shown.get(w.total());
            boolean equal = w.exact() && every;
            out.add(new Instance(String.join(" + ", parts) + (equal ? " == " : " <= ") + total + " (" + w.why() + ")",
                    a -> equal ? sum(a, parts) == a.get(total) : sum(a, parts) <= a.get(total),
                    a -> lower(a, parts, total, equal)));
        }
    }

    // Makes the parts add up to the whole (an identity) or at most to it, by lowering them.
    private static void lower(Map<String, Double> a, List<String> parts, String total, boolean equal) {
        double sum = sum(a, parts);
        if (equal) {
            a.put(total, sum);
        } else if (sum > a.get(total)) {
            double scale = a.get(total) / sum;
            parts.forEach(p -> a.put(p, a.get(p) * scale));
            String last = parts.get(parts.size() - 1);
            double others = sum(a, parts) - a.get(last);
            if (sum(a, parts) > a.get(total)) {
                a.put(last, Math.max(0, Math.min(a.get(last), a.get(total) - others)));
            }
        }
    }

    private static boolean matches(String pattern, String key) {
        if (!pattern.contains("*")) {
            return pattern.equals(key);
        }
        String[] p = pattern.split("\\.");
        String[] k = key.split("\\.");
        return p.length == k.length && Arrays.equals(Arrays.copyOfRange(p, 2, p.length), Arrays.copyOfRange(k, 2, k.length))
                && p[0].equals(k[0]);
    }

    // Left to right, as the evaluator adds (a stream's sum compensates, and would differ in the last bit).
    private static double sum(Map<String, Double> a, List<String> keys) {
        double sum = 0;
        for (String k : keys) {
            sum += a.get(k);
        }
        return sum;
    }

    // What the run's settings decide: its length, the link's rate, and every wait within the run.
    private static void settings(Map<String, String> shown, RunFacts f, List<Instance> out) {
        String duration = shown.get("duration_ns");
        if (duration != null) {
            out.add(new Instance(duration + " == " + f.askedNs() + "ns (a run lasts as long as it was asked to)",
                    a -> a.get(duration) == f.askedNs(), a -> a.put(duration, (double) f.askedNs())));
        }
        shown.forEach((key, written) -> {
            if (key.equals("throughput_bps") || (key.startsWith("flows.") && key.endsWith(".throughput_bps"))
                    || key.equals("tcp_payload_bps")) {
                bound(written, f.linkRateBps(), f.linkRateBps() + "bit (nothing leaves faster than the link's rate)", out);
            } else if (WAIT.test(key)) {
                bound(written, f.askedNs(), f.askedNs() + "ns (nothing waits longer than the run lasts)", out);
            }
        });
    }

    private static void bound(String written, double max, String words, List<Instance> out) {
        out.add(new Instance(written + " <= " + words, a -> a.get(written) <= max,
                a -> a.put(written, Math.min(a.get(written), max))));
    }
}
