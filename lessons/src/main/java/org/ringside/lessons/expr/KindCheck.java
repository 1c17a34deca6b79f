package org.ringside.lessons.expr;

import java.util.Map;

/**
 * Checks, before anything runs, that a goal or claim never mixes kinds: comparisons, {@code +}
 * and {@code -} take two sides of one kind; a plain number may stand beside a count, a
 * per-second figure or a ratio, but bytes, durations and rates need their unit ({@code 128690B});
 * {@code *} takes at most one side with a kind; {@code /} divides a kind by a plain number (the
 * kind stays) or by the same kind (a ratio). A wrong mix names both sides and their kinds:
 * {@code ring_bytes.mean is bytes; 2ms is a duration}.
 */
public final class KindCheck {
    // A unit to suggest for a plain number beside a kind that needs one.
    private static final Map<FigureKind, String> UNIT_EXAMPLE = Map.of(
            FigureKind.BYTES, "B", FigureKind.DURATION, "ns", FigureKind.RATE, "bit");

    private KindCheck() {
    }

    /**
     * Checks every comparison and every piece of arithmetic of {@code condition}.
     *
     * @throws ExprException naming the first wrong mix, at the column of its second side
     */
    public static void check(Expr condition) throws ExprException {
        if (condition instanceof Expr.And a) {
            check(a.left());
            check(a.right());
        } else if (condition instanceof Expr.Or o) {
            check(o.left());
            check(o.right());
        } else if (condition instanceof Expr.Not n) {
            check(n.operand());
        } else if (condition instanceof Expr.Compare c) {
            FigureKind sides = same(c.left(), c.right());
            if (c.least() != null && !c.least().relative()) {
                Expr.Num amount = c.least().amount();
                same(c.left(), sides, amount, amount.kind());
            }
        } else {
            throw new IllegalStateException("not a condition: " + condition);
        }
    }

    /**
     * The kind of a number: a key's from {@link FigureKind}'s table, a literal's from its unit.
     *
     * @throws ExprException when its arithmetic mixes kinds
     */
    public static FigureKind of(Expr number) throws ExprException {
        if (number instanceof Expr.Num n) {
            return n.kind();
        }
        if (number instanceof Expr.Key k) {
            return FigureKind.of(k.key()).orElseThrow(() -> new ExprException(k.column(), k.key()
                    + " has no kind in the table of figures"));
        }
        if (number instanceof Expr.Negate n) {
            return of(n.operand());
        }
        if (number instanceof Expr.Arithmetic a) {
            return switch (a.op()) {
                case '+', '-' -> same(a.left(), a.right());
                case '*' -> product(a);
                case '/' -> quotient(a);
                default -> throw new IllegalStateException("operator " + a.op());
            };
        }
        throw new IllegalStateException("not a number: " + number);
    }

    private static FigureKind product(Expr.Arithmetic a) throws ExprException {
        FigureKind l = of(a.left());
        FigureKind r = of(a.right());
        if (l == FigureKind.PLAIN) {
            return r;
        }
        if (r == FigureKind.PLAIN) {
            return l;
        }
        throw new ExprException(a.right().column(), mix(a.left(), l, a.right(), r)
                + ": multiply by a plain number, e.g. 0.5 * " + a.left().text());
    }

    private static FigureKind quotient(Expr.Arithmetic a) throws ExprException {
        FigureKind l = of(a.left());
        FigureKind r = of(a.right());
        if (r == FigureKind.PLAIN) {
            return l;
        }
        if (l == r) {
            return FigureKind.RATIO;
        }
        throw new ExprException(a.right().column(), mix(a.left(), l, a.right(), r)
                + ": divide by a plain number or by the same kind (which gives a ratio)");
    }

    // The kind two sides share, or an error naming both.
    private static FigureKind same(Expr left, Expr right) throws ExprException {
        return same(left, of(left), right, of(right));
    }

    private static FigureKind same(Expr left, FigureKind l, Expr right, FigureKind r) throws ExprException {
        if (l == r) {
            return l;
        }
        if (l == FigureKind.PLAIN && r.takesPlain()) {
            return r;
        }
        if (r == FigureKind.PLAIN && l.takesPlain()) {
            return l;
        }
        Expr plain = l == FigureKind.PLAIN ? left : r == FigureKind.PLAIN ? right : null;
        FigureKind other = plain == left ? r : l;
        String hint = plain instanceof Expr.Num n ? ": write its unit, e.g. " + n.written() + UNIT_EXAMPLE.get(other)
                : "";
        return fail(right.column(), mix(left, l, right, r) + hint);
    }

    private static FigureKind fail(int column, String what) throws ExprException {
        throw new ExprException(column, what);
    }

    private static String mix(Expr left, FigureKind l, Expr right, FigureKind r) {
        return left.text() + " is " + l.words() + "; " + right.text() + " is " + r.words();
    }
}
