package org.ringside.lessons.expr;

import java.util.List;
import java.util.Set;

/**
 * A recursive-descent parser for goals and claims. The grammar, loosest binding first:
 *
 * <pre>
 * expression := or
 * or         := and ( "or" and )*
 * and        := not ( "and" not )*
 * not        := "not" not | comparison
 * comparison := sum [ ( "&lt;" | "&lt;=" | "&gt;" | "&gt;=" | "==" | "!=" ) sum [ "by" "at" "least" NUMBER[UNIT] ] ]
 * sum        := product ( ( "+" | "-" ) product )*
 * product    := unary ( ( "*" | "/" ) unary )*
 * unary      := "-" unary | primary
 * primary    := NUMBER[UNIT] | key | "run" "(" NAME ")" "." key | "(" expression ")"
 * key        := NAME ( "." NAME )*
 * </pre>
 *
 * <p>Numbers and truths are kept apart while parsing: {@code and} takes truths, {@code <} takes
 * numbers, and the whole expression must be a truth. Every error names the column it is at.
 * A condition has at most {@link #MAX_TOKENS} tokens and {@link #MAX_NESTING} levels of
 * nesting, so that no text, however deep, can exhaust the stack of what reads it.
 */
public final class ExprParser {
    /** The words of the language, which cannot name a run. */
    public static final Set<String> WORDS = Set.of("and", "or", "not", "run", "by");
    /** The most tokens one condition may have (numbers, keys, operators, parentheses). */
    public static final int MAX_TOKENS = 1000;
    /** The deepest nesting of parentheses, {@code not} and minus signs in one condition. */
    public static final int MAX_NESTING = 50;

    private final String text;
    private final List<Token> tokens;
    private int at;
    private int depth;

    // A parsed part and the column it starts at, for messages about it as a whole.
    private record Part(Expr expr, int column) {
        boolean truth() {
            return expr instanceof Expr.Compare || expr instanceof Expr.And || expr instanceof Expr.Or
                    || expr instanceof Expr.Not;
        }
    }

    private ExprParser(String text, List<Token> tokens) {
        this.text = text;
        this.tokens = tokens;
    }

    /**
     * Parses a goal or claim; it must come out as a truth (a comparison, or comparisons joined).
     *
     * @throws ExprException when it does not parse, with the column
     */
    public static Expr parse(String text) throws ExprException {
        ExprParser p = new ExprParser(text, Lexer.tokens(text));
        if (p.peek().kind() == Token.Kind.END) {
            throw new ExprException(1, "empty; write a comparison such as throughput_bps > 900Mbit");
        }
        Part whole = p.or();
        if (p.peek().kind() != Token.Kind.END) {
            throw new ExprException(p.peek().column(), "unexpected " + p.peek().shown() + " after a complete expression");
        }
        if (!whole.truth()) {
            throw new ExprException(whole.column(), "this is a number, not a condition; compare it, e.g. with < or >=");
        }
        return whole.expr();
    }

    /**
     * Parses a number: the {@code sum} of the grammar, e.g. {@code run(on).ring_bytes.mean / 1KB},
     * as a live number in a lesson's text writes it. It must come out as a number, not a truth.
     *
     * @throws ExprException when it does not parse, with the column
     */
    public static Expr parseNumber(String text) throws ExprException {
        ExprParser p = new ExprParser(text, Lexer.tokens(text));
        if (p.peek().kind() == Token.Kind.END) {
            throw new ExprException(1, "empty; write a figure such as run(full).ring_bytes.max");
        }
        Part whole = p.sum();
        if (p.peek().kind() != Token.Kind.END) {
            throw new ExprException(p.peek().column(), "unexpected " + p.peek().shown() + " after a complete number");
        }
        if (whole.truth()) {
            throw new ExprException(whole.column(), "this is a condition, not a number");
        }
        return whole.expr();
    }

    // The text from column `from` to the end of the last token taken, as written.
    private String written(int from) {
        Token last = tokens.get(at - 1);
        return text.substring(from - 1, last.column() - 1 + last.text().length());
    }

    private Part or() throws ExprException {
        Part left = and();
        while (isWord("or")) {
            Token op = take();
            Part right = and();
            truth(left, op);
            truth(right, op);
            left = new Part(new Expr.Or(left.expr(), right.expr(), written(left.column()), left.column()), left.column());
        }
        return left;
    }

    private Part and() throws ExprException {
        Part left = not();
        while (isWord("and")) {
            Token op = take();
            Part right = not();
            truth(left, op);
            truth(right, op);
            left = new Part(new Expr.And(left.expr(), right.expr(), written(left.column()), left.column()), left.column());
        }
        return left;
    }

    private Part not() throws ExprException {
        if (isWord("not")) {
            Token op = take();
            deeper(op);
            Part operand = not();
            depth--;
            truth(operand, op);
            return new Part(new Expr.Not(operand.expr(), written(op.column()), op.column()), op.column());
        }
        return comparison();
    }

    private Part comparison() throws ExprException {
        Part left = sum();
        if (!isComparison(peek())) {
            return left;
        }
        Token op = take();
        Part right = sum();
        number(left, op);
        number(right, op);
        Expr.Least least = isWord("by") ? least(op) : null;
        if (isComparison(peek())) {
            throw new ExprException(peek().column(), "comparisons do not chain; join two of them with and");
        }
        return new Part(new Expr.Compare(op.text(), left.expr(), right.expr(), least, written(left.column()), left.column()),
                left.column());
    }

    // "by at least 5%" or "by at least 2ms" after a comparison's right side.
    private Expr.Least least(Token op) throws ExprException {
        Token by = take();
        if (op.kind() == Token.Kind.EQ || op.kind() == Token.Kind.NE) {
            throw new ExprException(by.column(), "by at least follows <, <=, > or >=, not " + op.text());
        }
        for (String word : List.of("at", "least")) {
            if (!isWord(word)) {
                throw new ExprException(peek().column(), "expected by at least and an amount, e.g. by at least 5%,"
                        + " found " + peek().shown());
            }
            take();
        }
        Token amount = peek();
        if (amount.kind() != Token.Kind.NUMBER) {
            throw new ExprException(amount.column(), "expected an amount after by at least, e.g. 5% or 2ms, found "
                    + amount.shown());
        }
        Expr.Num num = (Expr.Num) primary().expr();
        boolean relative = amount.text().endsWith("%");
        if (num.value() <= 0 || relative && num.value() >= 1 && (op.kind() == Token.Kind.LT || op.kind() == Token.Kind.LE)) {
            throw new ExprException(amount.column(), amount.text() + " is out of range (allowed: more than 0"
                    + (relative ? ", and below 100% after < or <=)" : ")"));
        }
        return new Expr.Least(num, relative);
    }

    private Part sum() throws ExprException {
        Part left = product();
        while (peek().kind() == Token.Kind.PLUS || peek().kind() == Token.Kind.MINUS) {
            Token op = take();
            Part right = product();
            number(left, op);
            number(right, op);
            left = new Part(new Expr.Arithmetic(op.text().charAt(0), left.expr(), right.expr(), written(left.column()), left.column()),
                    left.column());
        }
        return left;
    }

    private Part product() throws ExprException {
        Part left = unary();
        while (peek().kind() == Token.Kind.STAR || peek().kind() == Token.Kind.SLASH) {
            Token op = take();
            Part right = unary();
            number(left, op);
            number(right, op);
            left = new Part(new Expr.Arithmetic(op.text().charAt(0), left.expr(), right.expr(), written(left.column()), left.column()),
                    left.column());
        }
        return left;
    }

    private Part unary() throws ExprException {
        if (peek().kind() == Token.Kind.MINUS) {
            Token op = take();
            deeper(op);
            Part operand = unary();
            depth--;
            number(operand, op);
            return new Part(new Expr.Negate(operand.expr(), written(op.column()), op.column()), op.column());
        }
        return primary();
    }

    private Part primary() throws ExprException {
        Token t = peek();
        switch (t.kind()) {
            case NUMBER -> {
                take();
                try {
                    Literals.Literal l = Literals.value(t.text());
                    return new Part(new Expr.Num(l.value(), t.text(), t.column(), l.kind()), t.column());
                } catch (IllegalArgumentException e) {
                    throw new ExprException(t.column(), e.getMessage());
                }
            }
            case LPAREN -> {
                take();
                deeper(t);
                Part inner = or();
                depth--;
                if (peek().kind() != Token.Kind.RPAREN) {
                    throw new ExprException(peek().column(), "expected ')' to close the '(' at column " + t.column()
                            + ", found " + peek().shown());
                }
                take();
                return new Part(inner.expr(), t.column());
            }
            case NAME -> {
                if (t.text().equals("run") && tokens.get(at + 1).kind() == Token.Kind.LPAREN) {
                    return runKey();
                }
                if (WORDS.contains(t.text())) {
                    throw new ExprException(t.column(), "expected a number, a summary key or '(', found the word " + t.text());
                }
                take();
                return new Part(new Expr.Key(null, path(t.text()), t.column()), t.column());
            }
            default -> throw new ExprException(t.column(), "expected a number, a summary key or '(', found " + t.shown());
        }
    }

    // One level deeper at `t`; refused past the limit, before the stack could run out.
    private void deeper(Token t) throws ExprException {
        if (++depth > MAX_NESTING) {
            throw new ExprException(t.column(), "nested deeper than " + MAX_NESTING + " levels (parentheses, not and"
                    + " minus signs), the limit for one condition");
        }
    }

    private Part runKey() throws ExprException {
        Token run = take();
        take(); // (
        Token name = peek();
        if (name.kind() != Token.Kind.NAME || WORDS.contains(name.text())) {
            throw new ExprException(name.column(), "expected the name of a run inside run( ), found " + name.shown());
        }
        take();
        if (peek().kind() != Token.Kind.RPAREN) {
            throw new ExprException(peek().column(), "expected ')' after the run's name, found " + peek().shown());
        }
        Token close = take();
        if (peek().kind() != Token.Kind.DOT) {
            throw new ExprException(peek().column(), "expected '.' and a summary key after run(" + name.text()
                    + "), found " + peek().shown());
        }
        Token dot = take();
        touching(close, dot, "run(" + name.text() + ")");
        Token first = peek();
        if (first.kind() != Token.Kind.NAME) {
            throw new ExprException(first.column(), "expected a summary key after run(" + name.text() + ")., found "
                    + first.shown());
        }
        touching(dot, first, "run(" + name.text() + ")");
        take();
        return new Part(new Expr.Key(name.text(), path(first.text()), run.column()), run.column());
    }

    // The rest of a dotted key after its first word. A key is one word of the text: a space
    // around a dot would make "a . b" and "a.b" the same key, and a typo harder to see.
    private String path(String first) throws ExprException {
        StringBuilder key = new StringBuilder(first);
        while (peek().kind() == Token.Kind.DOT) {
            Token dot = take();
            touching(tokens.get(at - 2), dot, key);
            Token part = peek();
            if (part.kind() != Token.Kind.NAME) {
                throw new ExprException(part.column(), "expected a word after '.' in the key " + key + ", found "
                        + part.shown());
            }
            touching(dot, part, key);
            take();
            key.append('.').append(part.text());
        }
        return key.toString();
    }

    private static void touching(Token before, Token after, CharSequence key) throws ExprException {
        if (before.column() + before.text().length() != after.column()) {
            throw new ExprException(before.column() + before.text().length(), "a space inside the key " + key
                    + "; write a key without spaces, e.g. flows.rr.tps");
        }
    }

    private void truth(Part p, Token op) throws ExprException {
        if (!p.truth()) {
            throw new ExprException(p.column(), op.text() + " joins conditions, but this is a number; compare it first");
        }
    }

    private void number(Part p, Token op) throws ExprException {
        if (p.truth()) {
            throw new ExprException(p.column(), op.text() + " takes numbers, but this is a condition");
        }
    }

    private static boolean isComparison(Token t) {
        return switch (t.kind()) {
            case LT, LE, GT, GE, EQ, NE -> true;
            default -> false;
        };
    }

    private boolean isWord(String word) {
        return peek().kind() == Token.Kind.NAME && peek().text().equals(word);
    }

    private Token peek() {
        return tokens.get(at);
    }

    private Token take() {
        return tokens.get(at++);
    }
}
