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
    private final Problem problem;

    public ScenarioException(String source, int line, Problem problem) {
        super(oneLine(source + ":" + line + ": " + problem));
        this.source = source;
        this.line = line;
        this.problem = problem;
    }

    // Values quoted in a message may hold line breaks (a YAML "a\nb"); the message stays one line.
    private static String oneLine(String s) {
        return s.replace("\r", "\\r").replace("\n", "\\n");
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
