package org.ringside.lessons;

import java.util.Locale;
import org.ringside.lessons.expr.Expr;
import org.ringside.lessons.expr.ExprException;

/**
 * What a number in a lesson measures, so that it is written in a unit of its own kind: a
 * duration (ns), a rate (bit/s), bytes, a ratio (a fraction of 1) or a count (frames, drops,
 * packets or transactions per second). A summary key's kind is read from its name, as the
 * summary names its figures ({@code _ns}, {@code _bps}, {@code bytes}); an expression's from its
 * keys, its literals' units and its arithmetic. This is the one place that decides it for the
 * formatter ({@link ValueFormat}) and for the units of live numbers ({@link LiveUnit}).
 */
public enum NumberKind {
    DURATION("a duration"), RATE("a rate"), BYTES("bytes"), RATIO("a ratio"), COUNT("a count");

    private final String words;

    NumberKind(String words) {
        this.words = words;
    }

    /** The kind in words, e.g. "a duration". */
    public String words() {
        return words;
    }

    /** The kind of a summary key, e.g. {@code flows.voip.latency_ns.p99} is a duration. */
    public static NumberKind ofKey(String key) {
        if (key.contains("_ns")) {
            return DURATION;
        }
        if (key.endsWith("_bps")) {
            return RATE;
        }
        if (key.contains("bytes") || key.contains("bql_limit")) {
            return BYTES;
        }
        if (key.contains("utilization") || key.contains("fairness")) {
            return RATIO;
        }
        return COUNT;
    }

    /**
     * The kind of a number expression: a key's, a literal's unit's, and through arithmetic:
     * {@code +} and {@code -} keep one kind, a plain number times or over a kind keeps it, a kind
     * over the same kind is a ratio. Null for an expression of plain numbers alone.
     *
     * @throws ExprException where two kinds meet that do not go together, naming both
     */
    public static NumberKind of(Expr e) throws ExprException {
        return typed(e).kind;
    }

    // A kind and the part of the expression it came from, for messages that name both sides.
    private record Typed(NumberKind kind, String shown, int column) {
    }

    private static Typed typed(Expr e) throws ExprException {
        if (e instanceof Expr.Key k) {
            return new Typed(ofKey(k.key()), k.shown(), k.column());
        }
        if (e instanceof Expr.Num n) {
            return new Typed(ofLiteral(n.written()), n.written(), n.column());
        }
        if (e instanceof Expr.Negate n) {
            return typed(n.operand());
        }
        if (e instanceof Expr.Arithmetic a) {
            Typed l = typed(a.left());
            Typed r = typed(a.right());
            NumberKind kind = switch (a.op()) {
                case '+', '-' -> l.kind == null ? r.kind : r.kind == null || r.kind == l.kind ? l.kind : mixed(l, r);
                case '*' -> l.kind == null ? r.kind : r.kind == null ? l.kind : mixed(l, r);
                default -> r.kind == null ? l.kind : r.kind == l.kind ? RATIO : mixed(l, r);
            };
            return new Typed(kind, l.shown + " " + a.op() + " " + r.shown, l.column);
        }
        throw new IllegalArgumentException("not a number: " + e);
    }

    private static NumberKind mixed(Typed l, Typed r) throws ExprException {
        throw new ExprException(l.column, l.shown + " is " + words(l.kind) + "; " + r.shown + " is " + words(r.kind));
    }

    private static String words(NumberKind kind) {
        return kind == null ? "a plain number" : kind.words;
    }

    // The literal's unit, as the expression language reads it: 2ms, 900Mbit, 64KB; none is plain.
    private static NumberKind ofLiteral(String written) {
        String unit = written.replaceFirst("^[0-9_.]+(?:[eE][+-]?[0-9]+)?", "");
        if (unit.isEmpty()) {
            return null;
        }
        if (unit.toLowerCase(Locale.ROOT).endsWith("bit")) {
            return RATE;
        }
        return unit.endsWith("B") ? BYTES : DURATION;
    }
}
