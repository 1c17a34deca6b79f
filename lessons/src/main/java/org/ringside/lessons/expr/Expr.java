package org.ringside.lessons.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed goal or claim: a tree of numbers, summary keys, arithmetic, comparisons and
 * {@code and} / {@code or} / {@code not}. {@link ExprParser} builds it and has already checked
 * that numbers and truths are not mixed up, so evaluation cannot meet a type error. Every part
 * keeps its text as written, which messages quote.
 */
public sealed interface Expr {

    /** The part as written in the goal or claim, e.g. {@code run(a).pps / 0}. */
    String text();

    /** The 1-based column where the part starts. */
    int column();

    /**
     * A number, already in the summary's base unit (ns, bit/s, bytes; a percentage as a ratio).
     *
     * @param kind its unit's kind, {@link FigureKind#PLAIN} without one
     */
    record Num(double value, String written, int column, FigureKind kind) implements Expr {
        @Override
        public String text() {
            return written;
        }
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

        @Override
        public String text() {
            return shown();
        }
    }

    /** Minus a number. */
    record Negate(Expr operand, String text, int column) implements Expr {
    }

    /** {@code left OP right} for one of {@code + - * /}. */
    record Arithmetic(char op, Expr left, Expr right, String text, int column) implements Expr {
    }

    /**
     * {@code left OP right} for one of {@code < <= > >= == !=}, with a least difference after
     * {@code <}, {@code <=}, {@code >} or {@code >=}: {@code A < B by at least 5%}.
     *
     * @param least the least difference, or null for none
     */
    record Compare(String op, Expr left, Expr right, Least least, String text, int column) implements Expr {
    }

    /**
     * How far apart the two sides of a comparison must be: {@code by at least 5%} (relative to the
     * right side) or {@code by at least 2ms} (absolute, of the sides' kind).
     *
     * @param amount the number after {@code by at least}
     * @param relative whether it was written as a percentage
     */
    record Least(Num amount, boolean relative) {
    }

    /** Both hold. */
    record And(Expr left, Expr right, String text, int column) implements Expr {
    }

    /** Either holds. */
    record Or(Expr left, Expr right, String text, int column) implements Expr {
    }

    /** Does not hold. */
    record Not(Expr operand, String text, int column) implements Expr {
    }

    /** Every summary key the expression reads, in the order written. */
    default List<Key> keys() {
        return parts().stream().filter(Key.class::isInstance).map(Key.class::cast).toList();
    }

    /** This part and every part inside it, each before its own parts, in the order written. */
    default List<Expr> parts() {
        List<Expr> out = new ArrayList<>();
        collect(this, out);
        return out;
    }

    private static void collect(Expr e, List<Expr> out) {
        out.add(e);
        if (e instanceof Negate n) {
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
