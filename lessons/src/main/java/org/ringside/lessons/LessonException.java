package org.ringside.lessons;

/**
 * A lesson file that cannot be used: bad YAML, an unknown key, an unknown scenario, a goal or
 * claim that does not parse or reads a key the summary does not have. The message is one line,
 * {@code FILE:LINE: key: what is wrong}, in the scenario format's style.
 */
public final class LessonException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;

    /**
     * A problem at {@code line} (1-based) of {@code source}.
     *
     * @param key where in the lesson, e.g. {@code steps[1].tasks[0].goal}, or {@code file}
     * @param what what is wrong
     */
    public LessonException(String source, int line, String key, String what) {
        super(source + ":" + line + ": " + key + ": " + what, null, false, false);
        this.source = source;
        this.line = line;
    }

    /** The file, as named when it was read. */
    public String source() {
        return source;
    }

    /** The 1-based line of the problem. */
    public int line() {
        return line;
    }
}
