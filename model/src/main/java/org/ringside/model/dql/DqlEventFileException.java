package org.ringside.model.dql;

/**
 * A DQL event file that cannot be replayed: what is wrong and on which line. The message is
 * written for the person who wrote the file; {@link #describe} puts the file name in front.
 */
public final class DqlEventFileException extends Exception {
    private static final long serialVersionUID = 1L;

    private final long line;
    private final String problem;

    /**
     * @param line the 1-based line number, or 0 when the problem concerns the whole file
     * @param problem what is wrong, without the file name
     */
    public DqlEventFileException(long line, String problem) {
        super(line > 0 ? "line " + line + ": " + problem : problem);
        this.line = line;
        this.problem = problem;
    }

    /** The 1-based line number, or 0 when the problem concerns the whole file. */
    public long line() {
        return line;
    }

    /** What is wrong, without file name or line. */
    public String problem() {
        return problem;
    }

    /** The one-line report {@code FILE:LINE: problem} (or {@code FILE: problem} without a line). */
    public String describe(String fileName) {
        return line > 0 ? fileName + ":" + line + ": " + problem : fileName + ": " + problem;
    }
}
