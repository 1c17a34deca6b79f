package org.ringside.model.scenario;

/**
 * A scenario file that cannot be used. The message is one line a person can act on:
 * {@code FILE:LINE: key: what is wrong (allowed: ...)}, with the 1-based line of the offending
 * key or value and the full key path.
 */
public final class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final transient Problem problem;

    public ScenarioException(String source, int line, Problem problem) {
        super(source + ":" + line + ": " + problem);
        this.source = source;
        this.line = line;
        this.problem = problem;
    }

    /** The file, resource or name the text came from. */
    public String source() {
        return source;
    }

    /** The 1-based line of the offending key or value. */
    public int line() {
        return line;
    }

    /** The key path, what is wrong and what is allowed. */
    public Problem problem() {
        return problem;
    }
}
