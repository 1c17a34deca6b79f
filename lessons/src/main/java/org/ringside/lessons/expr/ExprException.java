package org.ringside.lessons.expr;

/**
 * A goal or claim that does not parse, or names a summary key that does not exist. The message
 * says what is wrong; {@link #column()} is the 1-based column in the expression where it is.
 */
public final class ExprException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int column;
    private final String what;

    /** A problem at {@code column} (1-based) of the expression. */
    public ExprException(int column, String what) {
        super("column " + column + ": " + what);
        this.column = column;
        this.what = what;
    }

    /** The 1-based column the problem starts at. */
    public int column() {
        return column;
    }

    /** What is wrong, without the column. */
    public String what() {
        return what;
    }
}
