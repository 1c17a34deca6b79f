package org.ringside.model.dql;

import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes a DQL event file (directives, then {@code T queued B} / {@code T completed B} lines) in
 * the form {@link DqlEventReader} reads. It writes what it is given: ordering and ranges are the
 * reader's to check, so tests can also write files that are meant to be rejected.
 */
public final class DqlEventWriter implements Flushable {
    private static final int BUFFER_SIZE = 1 << 16;

    private final AsciiOut out;

    /** A writer on {@code out}; the stream is flushed by {@link #flush} but never closed. */
    public DqlEventWriter(OutputStream out) {
        this.out = new AsciiOut(out, BUFFER_SIZE);
    }

    /** Writes {@code limit_min B}, {@code limit_max B} or {@code hold_time_ms M}. */
    public void directive(DqlEventKind directive, long value) throws IOException {
        if (directive.isEvent()) {
            throw new IllegalArgumentException(directive.word() + " is an event, not a directive");
        }
        out.startRecord();
        out.put(directive.ascii());
        out.put((byte) ' ');
        out.decimal(value);
        out.put((byte) '\n');
    }

    /** Writes {@code T queued B} or {@code T completed B}. */
    public void event(long tMs, DqlEventKind event, long bytes) throws IOException {
        if (!event.isEvent()) {
            throw new IllegalArgumentException(event.word() + " is a directive, not an event");
        }
        out.startRecord();
        out.decimal(tMs);
        out.put((byte) ' ');
        out.put(event.ascii());
        out.put((byte) ' ');
        out.decimal(bytes);
        out.put((byte) '\n');
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }
}
