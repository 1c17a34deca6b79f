package org.ringside.model.host;

/** A file that is not what the collect script writes: the message is {@code FILE:LINE: what}. */
public final class HostReportException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The file, the line from 1, and what is wrong there. */
    public HostReportException(String source, int line, String what) {
        super(source + ":" + line + ": " + what);
    }
}
