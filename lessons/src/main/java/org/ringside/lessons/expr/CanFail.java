package org.ringside.lessons.expr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Whether a goal or claim can fail, which a condition must to be worth checking. One that reads
 * no figure ({@code 1 < 2}) or compares a part with itself ({@code run(a).pps == run(a).pps}) is
 * refused by name. Otherwise the condition is evaluated with each figure replaced by values
 * across its kind's range: 0, tiny, huge and in between, every figure never negative and a
 * fraction of time no more than 1, together with the numbers the condition itself writes and
 * values just beside them, and (when checking against runs) the measured values scaled down
 * and up. A condition that holds for every one of them ({@code x > 5 or not x > 5},
 * {@code run(a).drops >= 0}) is refused. Every combination is tried while there are at most
 * {@link #EXHAUSTIVE} of them; beyond that a fixed pseudo-random sample of that many, so the
 * answer is the same on every run.
 */
public final class CanFail {
    /** The most assignments of values to figures tried. */
    static final int EXHAUSTIVE = 4096;
    // Values every figure tries, besides the condition's own numbers: 0, tiny, ordinary, huge.
    private static final double[] RANGE = {0, 1e-9, 1e-3, 0.25, 0.5, 1, 2, 10, 1e3, 1e6, 1e9, 1e12, 1e18};
    // Factors around a number (the condition's or a measured one) that decide comparisons near it.
    private static final double[] BESIDE = {0.1, 0.5, 0.9, 0.999, 1, 1.001, 1.1, 2, 10};

    private CanFail() {
    }

    /**
     * Why {@code condition} cannot fail, at the column it is about, or empty when it can.
     *
     * @param measured values measured for some figures (key as written to value), whose
     *     neighbourhoods are tried too; empty before anything ran
     */
    public static Optional<ExprException> whyNot(Expr condition, Map<String, Double> measured) {
        return whyNot(condition, measured, null);
    }

    /**
     * Why {@code condition} cannot fail, either for any values of its figures or for the values
     * they can take together under the table of {@link Relations} (named), or empty when it can.
     *
     * @param measured values measured for some figures (key as written to value), whose
     *     neighbourhoods are tried too; empty before anything ran
     * @param facts what is known of each run the condition reads by its settings, or null
     */
    public static Optional<ExprException> whyNot(Expr condition, Map<String, Double> measured,
            Function<String, Relations.RunFacts> facts) {
        Optional<ExprException> self = selfComparison(condition);
        if (self.isPresent()) {
            return self;
        }
        List<Expr.Key> keys = condition.keys();
        if (keys.isEmpty()) {
            return Optional.of(new ExprException(1, "reads no figure, so it cannot fail; compare a summary key"
                    + " with a number or another key"));
        }
        Map<String, double[]> candidates = new LinkedHashMap<>();
        List<Double> written = condition.parts().stream().filter(Expr.Num.class::isInstance)
                .map(p -> ((Expr.Num) p).value()).toList();
        for (Expr.Key k : keys) {
            candidates.computeIfAbsent(k.shown(), shown -> values(FigureKind.max(k.key()), written, measured.get(shown)));
        }
        if (!canFail(condition, candidates, List.of())) {
            return Optional.of(new ExprException(1, "holds whatever values " + String.join(", ", candidates.keySet())
                    + " take, so it cannot fail"));
        }
        List<Relations.Instance> table = Relations.among(keys, facts);
        if (table.isEmpty() || canFail(condition, candidates, table)) {
            return Optional.empty();
        }
        // Name the one relation that alone makes it hold, or else all of them.
        List<Relations.Instance> named = table.stream().filter(r -> !canFail(condition, candidates, List.of(r)))
                .limit(1).toList();
        List<Relations.Instance> cited = named.isEmpty() ? table : named;
        return Optional.of(new ExprException(1, "holds by the table of relations between figures alone, whatever the"
                + " model does: " + String.join("; ", cited.stream().map(Relations.Instance::words).toList())
                + "; so it cannot fail"));
    }

    // Whether some assignment of candidate values, brought into every relation of the table,
    // makes the condition fail.
    private static boolean canFail(Expr condition, Map<String, double[]> candidates, List<Relations.Instance> table) {
        List<String> names = new ArrayList<>(candidates.keySet());
        List<double[]> values = new ArrayList<>(candidates.values());
        long combinations = 1;
        for (double[] v : values) {
            combinations = Math.min(Long.MAX_VALUE / 1024, combinations * v.length);
        }
        Map<String, Double> assignment = new LinkedHashMap<>();
        Random random = new Random(20);
        for (long i = 0; i < Math.min(combinations, EXHAUSTIVE); i++) {
            long rest = i;
            for (int f = 0; f < names.size(); f++) {
                double[] v = values.get(f);
                int pick = combinations <= EXHAUSTIVE ? (int) (rest % v.length) : random.nextInt(v.length);
                rest /= v.length;
                assignment.put(names.get(f), v[pick]);
            }
            if (!table.isEmpty() && !fit(assignment, table)) {
                continue;
            }
            if (!Evaluator.evaluate(condition, k -> assignment.get(k.shown())).holds()) {
                return true;
            }
        }
        return false;
    }

    // Brings the assignment into every relation, by lowering values and ordering them; false when
    // a few rounds do not settle it (such an assignment is not tried).
    private static boolean fit(Map<String, Double> assignment, List<Relations.Instance> table) {
        for (int round = 0; round < 4; round++) {
            if (table.stream().allMatch(r -> r.keeps().test(assignment))) {
                return true;
            }
            table.forEach(r -> r.fix().apply(assignment));
        }
        return table.stream().allMatch(r -> r.keeps().test(assignment));
    }

    // The values one figure tries: the range, the condition's numbers and the measured value,
    // each with its neighbours, kept within 0 and the figure's maximum.
    private static double[] values(double max, List<Double> written, Double measured) {
        TreeSet<Double> out = new TreeSet<>();
        for (double v : RANGE) {
            out.add(v);
        }
        List<Double> centres = new ArrayList<>(written);
        if (measured != null) {
            centres.add(measured);
        }
        for (double c : centres) {
            for (double f : BESIDE) {
                out.add(Math.abs(c) * f);
            }
        }
        return out.stream().filter(v -> v <= max).mapToDouble(Double::doubleValue).toArray();
    }

    // The first comparison or arithmetic whose two sides are the same expression, named.
    private static Optional<ExprException> selfComparison(Expr e) {
        if (e instanceof Expr.Compare c) {
            return same(c.left(), c.right()) ? Optional.of(new ExprException(c.column(), "compares "
                    + c.left().text() + " with itself, so it cannot fail")) : Optional.empty();
        }
        if (e instanceof Expr.And a) {
            return selfComparison(a.left()).or(() -> selfComparison(a.right()));
        }
        if (e instanceof Expr.Or o) {
            return selfComparison(o.left()).or(() -> selfComparison(o.right()));
        }
        if (e instanceof Expr.Not n) {
            return selfComparison(n.operand());
        }
        return Optional.empty();
    }

    // Whether two parts are the same expression, whatever their spacing and parentheses.
    private static boolean same(Expr a, Expr b) {
        if (a instanceof Expr.Num x && b instanceof Expr.Num y) {
            return x.value() == y.value() && x.kind() == y.kind();
        }
        if (a instanceof Expr.Key x && b instanceof Expr.Key y) {
            return x.shown().equals(y.shown());
        }
        if (a instanceof Expr.Negate x && b instanceof Expr.Negate y) {
            return same(x.operand(), y.operand());
        }
        if (a instanceof Expr.Arithmetic x && b instanceof Expr.Arithmetic y) {
            return x.op() == y.op() && same(x.left(), y.left()) && same(x.right(), y.right());
        }
        return false;
    }
}
