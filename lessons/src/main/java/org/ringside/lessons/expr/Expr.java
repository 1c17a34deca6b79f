package org.ringside.lessons.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed goal or claim: a tree of numbers, summary keys, arithmetic, comparisons and
 * {@code and} / {@code or} / {@code not}. {@link ExprParser} builds it and has already checked
 * that numbers and truths are not mixed up, so evaluation cannot meet a type error.
 */
public sealed interface Expr {

    /** A number, already in the summary's base unit (ns, bit/s, bytes). */
    record Num(double value, String written, int column) implements Expr {
    }

    /**
     * A summary key, e.g. {@code flows.rr.latency_ns.p99}.
     *
     * @param run the run it is read from ({@code run(NAME).key}), or null for the run at hand
     * @param key the key's dotted path
     * @param column where it starts
     */
    record Key(String run, String key, int column) implements Expr {
        /** The key as written, e.g. {@code run(off).ring_bytes.mean}. */
        public String shown() {
            return run == null ? key : "run(" + run + ")." + key;
        }
    }

    /** Minus a number. */
    record Negate(Expr operand) implements Expr {
    }

    /** {@code left OP right} for one of {@code + - * /}. */
    record Arithmetic(char op, Expr left, Expr right) implements Expr {
    }

    /** {@code left OP right} for one of {@code < <= > >= == !=}. */
    record Compare(String op, Expr left, Expr right) implements Expr {
    }

    /** Both hold. */
    record And(Expr left, Expr right) implements Expr {
    }

    /** Either holds. */
    record Or(Expr left, Expr right) implements Expr {
    }

    /** Does not hold. */
    record Not(Expr operand) implements Expr {
    }

    /** Every summary key the expression reads, in the order written. */
    default List<Key> keys() {
        List<Key> out = new ArrayList<>();
        collect(this, out);
        return out;
    }

    private static void collect(Expr e, List<Key> out) {
        if (e instanceof Key k) {
            out.add(k);
        } else if (e instanceof Negate n) {
            collect(n.operand(), out);
        } else if (e instanceof Not n) {
            collect(n.operand(), out);
        } else if (e instanceof Arithmetic a) {
            collect(a.left(), out);
            collect(a.right(), out);
        } else if (e instanceof Compare c) {
            collect(c.left(), out);
            collect(c.right(), out);
        } else if (e instanceof And a) {
            collect(a.left(), out);
            collect(a.right(), out);
        } else if (e instanceof Or o) {
            collect(o.left(), out);
            collect(o.right(), out);
        }
    }
}
