package org.ringside.lessons.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits an expression into tokens. A number may have a decimal point and an exponent
 * ({@code 12.5e6}). It runs on into its unit with no space allowed
 * between them ({@code 1ms}, {@code 900Mbit}, {@code 64KB}, {@code 5%}), so that {@code 1 ms} is an error
 * rather than a number followed by a key called ms.
 */
final class Lexer {
    private final String text;
    private int at;

    private Lexer(String text) {
        this.text = text;
    }

    /** The tokens of {@code text}, ending with one {@link Token.Kind#END}. */
    static List<Token> tokens(String text) throws ExprException {
        return new Lexer(text).all();
    }

    private List<Token> all() throws ExprException {
        List<Token> out = new ArrayList<>();
        while (true) {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            if (at == text.length()) {
                out.add(new Token(Token.Kind.END, "", at + 1));
                return out;
            }
            if (out.size() == ExprParser.MAX_TOKENS) {
                throw new ExprException(at + 1, "longer than " + ExprParser.MAX_TOKENS + " tokens, the limit for one"
                        + " condition; split it into several claims");
            }
            out.add(next());
        }
    }

    private Token next() throws ExprException {
        int start = at;
        char c = text.charAt(at);
        if (isDigit(c)) {
            at++;
            while (at < text.length() && (isDigit(text.charAt(at)) || text.charAt(at) == '_')) {
                at++;
            }
            if (at + 1 < text.length() && text.charAt(at) == '.' && isDigit(text.charAt(at + 1))) {
                at++;
                while (at < text.length() && isDigit(text.charAt(at))) {
                    at++;
                }
            }
            // An exponent (12.5e6) is part of the number when digits follow the e.
            int e = at;
            if (e < text.length() && (text.charAt(e) == 'e' || text.charAt(e) == 'E')) {
                e++;
                if (e < text.length() && (text.charAt(e) == '+' || text.charAt(e) == '-')) {
                    e++;
                }
                if (e < text.length() && isDigit(text.charAt(e))) {
                    at = e;
                    while (at < text.length() && isDigit(text.charAt(at))) {
                        at++;
                    }
                }
            }
            while (at < text.length() && isUnitChar(text.charAt(at))) {
                at++;
            }
            if (at < text.length() && text.charAt(at) == '%') {
                at++;
            }
            return new Token(Token.Kind.NUMBER, text.substring(start, at), start + 1);
        }
        if (isNameStart(c)) {
            while (at < text.length() && isNamePart(text.charAt(at))) {
                at++;
            }
            return new Token(Token.Kind.NAME, text.substring(start, at), start + 1);
        }
        at++;
        String two = at < text.length() ? text.substring(start, at + 1) : "";
        switch (two) {
            case "<=" -> {
                at++;
                return new Token(Token.Kind.LE, two, start + 1);
            }
            case ">=" -> {
                at++;
                return new Token(Token.Kind.GE, two, start + 1);
            }
            case "==" -> {
                at++;
                return new Token(Token.Kind.EQ, two, start + 1);
            }
            case "!=" -> {
                at++;
                return new Token(Token.Kind.NE, two, start + 1);
            }
            default -> {
                // a single-character token, below
            }
        }
        Token.Kind kind = switch (c) {
            case '(' -> Token.Kind.LPAREN;
            case ')' -> Token.Kind.RPAREN;
            case '.' -> Token.Kind.DOT;
            case '+' -> Token.Kind.PLUS;
            case '-' -> Token.Kind.MINUS;
            case '*' -> Token.Kind.STAR;
            case '/' -> Token.Kind.SLASH;
            case '<' -> Token.Kind.LT;
            case '>' -> Token.Kind.GT;
            case '=' -> throw new ExprException(start + 1, "'=' alone is not an operator; compare with ==");
            default -> throw new ExprException(start + 1, "unexpected character " + shown(text.codePointAt(start)));
        };
        return new Token(kind, String.valueOf(c), start + 1);
    }

    // A character as a message shows it: quoted, or as its code when it would not print.
    private static String shown(int codePoint) {
        int type = Character.getType(codePoint);
        boolean invisible = Character.isISOControl(codePoint) || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR || type == Character.FORMAT || type == Character.UNASSIGNED
                || type == Character.SURROGATE;
        return invisible ? String.format(Locale.ROOT, "U+%04X", codePoint) : "'" + new String(Character.toChars(codePoint)) + "'";
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isNameStart(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
    }

    private static boolean isNamePart(char c) {
        return isNameStart(c) || isDigit(c);
    }

    // µ is a unit letter too (µs), as the scenario format accepts it.
    private static boolean isUnitChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == 'µ' || c == 'μ';
    }
}
