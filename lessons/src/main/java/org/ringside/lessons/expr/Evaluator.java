package org.ringside.lessons.expr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Evaluates a parsed goal or claim against measured values, and remembers every value it read
 * so that a report can show what was measured next to what was claimed. Arithmetic without a
 * value (a division by zero, a result that is not a finite number) makes the whole condition
 * fail and is named, never decides a comparison.
 */
public final class Evaluator {
    private final Function<Expr.Key, Double> values;
    private final Map<String, Double> read = new LinkedHashMap<>();
    private final List<Difference> differences = new ArrayList<>();

    private Evaluator(Function<Expr.Key, Double> values) {
        this.values = values;
    }

    /**
     * The outcome of one evaluation.
     *
     * @param holds whether the condition holds
     * @param read each key read, as written ({@code run(off).ring_bytes.mean}), and its value
     * @param missing the first key the run has no value for, or null; the condition then does not hold
     * @param undefined what had no value, e.g. {@code division by zero in run(a).pps / 0}, or
     *     null; the condition then does not hold
     * @param differences each comparison with a least difference, as measured
     */
    public record Outcome(boolean holds, Map<String, Double> read, String missing, String undefined,
            List<Difference> differences) {
        public Outcome {
            read = Collections.unmodifiableMap(new LinkedHashMap<>(read));
            differences = List.copyOf(differences);
        }
    }

    /**
     * A comparison with a least difference ({@code A < B by at least 5%}) as measured.
     *
     * @param compare the comparison
     * @param left its left side's value
     * @param right its right side's value
     * @param kind the sides' kind
     * @param holds whether the sides lie that far apart
     */
    public record Difference(Expr.Compare compare, double left, double right, FigureKind kind, boolean holds) {
        /** How far apart the sides are: left against right as a ratio when relative, else left - right. */
        public double measured() {
            return compare.least().relative() ? left / right - 1 : left - right;
        }
    }

    /**
     * Evaluates {@code condition}; {@code values} gives a key's value, null when the run did not
     * measure it. Both sides of {@code and} / {@code or} are evaluated, so the report always
     * shows every value.
     */
    public static Outcome evaluate(Expr condition, Function<Expr.Key, Double> values) {
        Evaluator e = new Evaluator(values);
        try {
            boolean holds = e.truth(condition);
            return new Outcome(holds, e.read, null, null, e.differences);
        } catch (Missing m) {
            return new Outcome(false, e.read, m.getMessage(), null, e.differences);
        } catch (Undefined u) {
            return new Outcome(false, e.read, null, u.getMessage(), e.differences);
        }
    }

    /**
     * The value of a number (as {@link ExprParser#parseNumber} gives it), with the keys it read;
     * {@code holds} says whether it has one: false when a key has no value ({@code missing}) or
     * the arithmetic is undefined (a division by zero, NaN, infinity).
     */
    public static Value number(Expr number, Function<Expr.Key, Double> values) {
        Evaluator e = new Evaluator(values);
        try {
            double v = e.number(number);
            return new Value(v, Double.isFinite(v), e.read, null);
        } catch (Missing m) {
            return new Value(Double.NaN, false, e.read, m.getMessage());
        } catch (Undefined u) {
            return new Value(Double.NaN, false, e.read, null);
        }
    }

    /**
     * A number's value.
     *
     * @param value the value; NaN when a key had no value
     * @param defined whether it is a finite number
     * @param read each key read and its value
     * @param missing the first key without a value, or null
     */
    public record Value(double value, boolean defined, Map<String, Double> read, String missing) {
        public Value {
            read = Collections.unmodifiableMap(new LinkedHashMap<>(read));
        }
    }

    // A key with no value; ends the evaluation (a condition on nothing is not met).
    private static final class Missing extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Missing(String key) {
            super(key, null, false, false);
        }
    }

    // Arithmetic with no value; ends the evaluation as Missing does.
    private static final class Undefined extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Undefined(String what) {
            super(what, null, false, false);
        }
    }

    private boolean truth(Expr e) {
        if (e instanceof Expr.Compare c) {
            return compare(c);
        }
        if (e instanceof Expr.And a) {
            boolean l = truth(a.left());
            boolean r = truth(a.right());
            return l && r;
        }
        if (e instanceof Expr.Or o) {
            boolean l = truth(o.left());
            boolean r = truth(o.right());
            return l || r;
        }
        if (e instanceof Expr.Not n) {
            return !truth(n.operand());
        }
        throw new IllegalStateException("not a condition: " + e);
    }

    private boolean compare(Expr.Compare c) {
        double l = number(c.left());
        double r = number(c.right());
        boolean holds = switch (c.op()) {
            case "<" -> l < r;
            case "<=" -> l <= r;
            case ">" -> l > r;
            case ">=" -> l >= r;
            case "==" -> l == r;
            case "!=" -> l != r;
            default -> throw new IllegalStateException("comparison " + c.op());
        };
        if (c.least() == null) {
            return holds;
        }
        boolean below = c.op().startsWith("<");
        double amount = c.least().amount().value();
        boolean apart;
        if (c.least().relative()) {
            // A < B by at least p: A <= B (1 - p); A > B by at least p: A >= B (1 + p).
            double bound = finite(r * (below ? 1 - amount : 1 + amount), c.text());
            apart = below ? l <= bound : l >= bound;
        } else {
            // A < B by at least d: B - A >= d; A > B by at least d: A - B >= d.
            double gap = finite(below ? r - l : l - r, c.text());
            apart = gap >= amount;
        }
        FigureKind kind;
        try {
            kind = KindCheck.of(c.left());
        } catch (ExprException unreachable) {
            throw new IllegalStateException("a condition is kind-checked before it is evaluated", unreachable);
        }
        differences.add(new Difference(c, l, r, kind, holds && apart));
        return holds && apart;
    }

    private double number(Expr e) {
        if (e instanceof Expr.Num n) {
            return n.value();
        }
        if (e instanceof Expr.Key k) {
            Double v = values.apply(k);
            if (v == null) {
                throw new Missing(k.shown());
            }
            read.put(k.shown(), v);
            return finite(v, k.shown());
        }
        if (e instanceof Expr.Negate n) {
            return -number(n.operand());
        }
        if (e instanceof Expr.Arithmetic a) {
            double l = number(a.left());
            double r = number(a.right());
            if (a.op() == '/' && r == 0) {
                throw new Undefined("division by zero in " + a.text());
            }
            return finite(switch (a.op()) {
                case '+' -> l + r;
                case '-' -> l - r;
                case '*' -> l * r;
                case '/' -> l / r;
                default -> throw new IllegalStateException("operator " + a.op());
            }, a.text());
        }
        throw new IllegalStateException("not a number: " + e);
    }

    private static double finite(double v, String where) {
        if (Double.isNaN(v)) {
            throw new Undefined("not a number in " + where);
        }
        if (Double.isInfinite(v)) {
            throw new Undefined("infinity in " + where);
        }
        return v;
    }
}
