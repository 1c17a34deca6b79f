package org.ringside.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.ringside.lessons.expr.Evaluator;
import org.ringside.lessons.expr.Expr;
import org.ringside.lessons.expr.ExprException;
import org.ringside.lessons.expr.ExprParser;
import org.ringside.lessons.expr.FigureKind;
import org.ringside.lessons.expr.KindCheck;

/**
 * A text of a lesson with its marks: a live number, {@code {{ EXPR }}} or
 * {@code {{ EXPR | UNIT }}}, which the model writes, e.g.
 * {@code {{ run(full).flows.voip.latency_ns.p99 | ms }}}; and a constant,
 * {@code {{ const: 1514 bytes }}}, which shows as its text and tells the strict check that the
 * number is a constant on purpose (a Linux default, a release, a scenario's own setting).
 *
 * @param source the text as written, marks and all
 * @param parts the text cut into plain text, live numbers and constants, in order
 * @param line the line of the lesson file the text starts on
 */
public record LiveText(String source, List<Part> parts, int line) {
    /** What a live number shows until the runs it reads are measured. */
    public static final String PLACEHOLDER = "…";
    private static final String OPEN = "{{";
    private static final String CLOSE = "}}";
    private static final String CONST = "const:";

    public LiveText {
        parts = List.copyOf(parts);
    }

    /** A piece of the text; {@code offset} is where it starts in {@link #source()}. */
    public sealed interface Part {
        /** Where it starts in the text, from 0. */
        int offset();
    }

    /** Text as written. */
    public record Plain(String text, int offset) implements Part {
    }

    /** A constant: {@code {{ const: 1514 bytes }}} shows {@code 1514 bytes}. */
    public record Const(String text, int offset) implements Part {
    }

    /**
     * A live number.
     *
     * @param written the expression as written
     * @param expr the expression, parsed
     * @param kind what it measures
     * @param unit the unit it is written in, or null for its kind's own
     * @param offset where the mark starts
     * @param exprOffset where the expression starts, for messages about a column of it
     */
    public record Live(String written, Expr expr, FigureKind kind, LiveUnit unit, int offset, int exprOffset)
            implements Part {
        /** Its value over runs' values, with the keys it read. */
        public Evaluator.Value value(Function<Expr.Key, Double> values) {
            return Evaluator.number(expr, values);
        }

        /** Its value in words, or what is wrong with it: a key without a value, undefined arithmetic. */
        public String render(Function<Expr.Key, Double> values) {
            Evaluator.Value v = value(values);
            return problem(v).map(p -> "(" + p + ")")
                    .orElseGet(() -> unit == null ? ValueFormat.of(kind, v.value()) : unit.format(v.value()));
        }

        /** What keeps a value from being shown, if anything. */
        public Optional<String> problem(Evaluator.Value v) {
            if (v.missing() != null) {
                return Optional.of(v.missing() + " has no value");
            }
            return v.defined() ? Optional.empty() : Optional.of("undefined: division by zero in " + written.strip());
        }
    }

    /**
     * Cuts {@code text} into its parts and parses every live number. Keys are not checked here:
     * which runs exist is the lesson's business.
     *
     * @param line the line of the lesson file {@code text} starts on
     * @throws ExprException for a broken mark, with its column in {@code text} counted from 1
     */
    public static LiveText parse(String text, int line) throws ExprException {
        List<Part> parts = new ArrayList<>();
        int at = 0;
        while (at < text.length()) {
            int open = text.indexOf(OPEN, at);
            if (open < 0) {
                parts.add(new Plain(text.substring(at), at));
                break;
            }
            if (open > at) {
                parts.add(new Plain(text.substring(at, open), at));
            }
            int close = text.indexOf(CLOSE, open + OPEN.length());
            if (close < 0) {
                throw new ExprException(open + 1, "a {{ without its }}; a live number is {{ EXPR }} or {{ EXPR | UNIT }}");
            }
            int inner = open + OPEN.length();
            int nested = text.indexOf(OPEN, inner);
            if (nested >= 0 && nested < close) {
                throw new ExprException(nested + 1, "a {{ inside another; close the first with }}");
            }
            parts.add(mark(text.substring(inner, close), inner, open));
            at = close + CLOSE.length();
        }
        return new LiveText(text, parts, line);
    }

    private static Part mark(String inner, int innerOffset, int open) throws ExprException {
        String body = inner.strip();
        int lead = innerOffset + inner.indexOf(body.isEmpty() ? inner : body);
        if (body.startsWith(CONST)) {
            String constant = body.substring(CONST.length()).strip();
            if (constant.isEmpty()) {
                throw new ExprException(lead + 1, "an empty constant; write it as {{ const: 1514 bytes }}");
            }
            return new Const(constant, open);
        }
        int bar = inner.indexOf('|');
        String written = bar < 0 ? inner : inner.substring(0, bar);
        LiveUnit unit = null;
        if (bar >= 0) {
            String word = inner.substring(bar + 1).strip();
            unit = LiveUnit.named(word).orElseThrow(() -> new ExprException(innerOffset + bar + 2,
                    (word.isEmpty() ? "no unit after |" : "unknown unit " + word) + " (allowed: " + LiveUnit.spellings() + ")"));
        }
        Expr expr;
        FigureKind kind;
        try {
            expr = ExprParser.parseNumber(written);
            if (expr.keys().isEmpty()) {
                throw new ExprException(1, "a live number reads a run, e.g. {{ run(full).ring_bytes.max }};"
                        + " mark a constant as {{ const: " + written.strip() + " }}");
            }
            kind = KindCheck.of(expr);
        } catch (ExprException e) {
            throw new ExprException(innerOffset + e.column(), e.what());
        }
        if (unit != null && !unit.suits(kind)) {
            throw new ExprException(innerOffset + bar + 2, unitMismatch(unit, kind, written.strip()));
        }
        return new Live(written, expr, kind, unit, open, innerOffset);
    }

    // The words when a unit does not suit a number's kind.
    private static String unitMismatch(LiveUnit unit, FigureKind kind, String written) {
        return (unit == LiveUnit.COUNT ? "count" : unit.written()) + " is a unit of " + unit.kind().words() + ", but "
                + written + " is " + kind.words() + " (units for it: " + String.join(", ", unitsOf(kind)) + ")";
    }

    private static List<String> unitsOf(FigureKind kind) {
        return java.util.Arrays.stream(LiveUnit.values()).filter(u -> u.suits(kind))
                .map(u -> u == LiveUnit.COUNT ? "count" : u.written()).toList();
    }

    /** The live numbers, in order. */
    public List<Live> lives() {
        return parts.stream().filter(p -> p instanceof Live).map(p -> (Live) p).toList();
    }

    /** The text with each live number written by {@code live} and each constant as its text. */
    public String render(Function<Live, String> live) {
        StringBuilder b = new StringBuilder(source.length());
        for (Part p : parts) {
            if (p instanceof Plain t) {
                b.append(t.text());
            } else if (p instanceof Const c) {
                b.append(c.text());
            } else {
                b.append(live.apply((Live) p));
            }
        }
        return b.toString();
    }

    /** The text with its live numbers written from {@code values}, e.g. a run's keys. */
    public String rendered(Function<Expr.Key, Double> values) {
        return render(l -> l.render(values));
    }

    /** The text with {@link #PLACEHOLDER} for each live number, as it reads before the runs are measured. */
    public String placeholder() {
        return render(l -> PLACEHOLDER);
    }

    /** The line of the lesson file the character at {@code offset} is on. */
    public int lineOf(int offset) {
        return line + (int) source.substring(0, Math.min(offset, source.length())).chars().filter(c -> c == '\n').count();
    }

    /** The 1-based column, in its line, of the character at {@code offset}. */
    public int columnOf(int offset) {
        return offset == 0 ? 1 : offset - source.lastIndexOf('\n', offset - 1);
    }
}
