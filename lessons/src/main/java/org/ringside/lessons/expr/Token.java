package org.ringside.lessons.expr;

/**
 * One token of an expression.
 *
 * @param kind what it is
 * @param text its text as written (a number's digits and unit together)
 * @param column its 1-based column
 */
record Token(Kind kind, String text, int column) {

    /** The kinds of token the lexer produces. */
    enum Kind {
        NUMBER, NAME, LPAREN, RPAREN, DOT, PLUS, MINUS, STAR, SLASH, LT, LE, GT, GE, EQ, NE, END
    }

    /** The token as a message quotes it. */
    String shown() {
        return kind == Kind.END ? "the end" : "'" + text + "'";
    }
}
