package org.ringside.lessons.expr;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Evaluates a parsed goal or claim against measured values, and remembers every value it read
 * so that a report can show what was measured next to what was claimed.
 */
public final class Evaluator {
    private final Function<Expr.Key, Double> values;
    private final Map<String, Double> read = new LinkedHashMap<>();

    private Evaluator(Function<Expr.Key, Double> values) {
        this.values = values;
    }

    /**
     * The outcome of one evaluation.
     *
     * @param holds whether the condition holds
     * @param read each key read, as written ({@code run(off).ring_bytes.mean}), and its value
     * @param missing the first key the run has no value for, or null; the condition then does not hold
     */
    public record Outcome(boolean holds, Map<String, Double> read, String missing) {
        public Outcome {
            read = Collections.unmodifiableMap(new LinkedHashMap<>(read));
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
            return new Outcome(holds, e.read, null);
        } catch (Missing m) {
            return new Outcome(false, e.read, m.key);
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
            return new Value(Double.NaN, false, e.read, m.key);
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
        private final String key;

        Missing(String key) {
            super(key, null, false, false);
            this.key = key;
        }
    }

    private boolean truth(Expr e) {
        if (e instanceof Expr.Compare c) {
            double l = number(c.left());
            double r = number(c.right());
            return switch (c.op()) {
                case "<" -> l < r;
                case "<=" -> l <= r;
                case ">" -> l > r;
                case ">=" -> l >= r;
                case "==" -> l == r;
                case "!=" -> l != r;
                default -> throw new IllegalStateException("comparison " + c.op());
            };
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
            return v;
        }
        if (e instanceof Expr.Negate n) {
            return -number(n.operand());
        }
        if (e instanceof Expr.Arithmetic a) {
            double l = number(a.left());
            double r = number(a.right());
            return switch (a.op()) {
                case '+' -> l + r;
                case '-' -> l - r;
                case '*' -> l * r;
                case '/' -> l / r;
                default -> throw new IllegalStateException("operator " + a.op());
            };
        }
        throw new IllegalStateException("not a number: " + e);
    }
}
