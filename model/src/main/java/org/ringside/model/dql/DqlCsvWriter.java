package org.ringside.model.dql;

import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes the replay's CSV: the header {@value #HEADER_LINE} then one row per event, {@code \n}
 * line ends, numbers in plain decimal. Rows are gathered in a large buffer; call {@link #flush}
 * at the end (and before reporting an error, so the rows already replayed are not lost).
 */
public final class DqlCsvWriter implements Flushable {
    /** The header line, without its line end. */
    public static final String HEADER_LINE = "t_ms,event,bytes,limit,inflight,avail";

    private static final int BUFFER_SIZE = 1 << 16;
    private static final byte[] HEADER = (HEADER_LINE + "\n").getBytes(StandardCharsets.US_ASCII);

    private final AsciiOut out;
    private final AsciiOut.Recent time = new AsciiOut.Recent();
    private final AsciiOut.Recent bytes = new AsciiOut.Recent();
    private final AsciiOut.Recent limit = new AsciiOut.Recent();

    /** A writer on {@code out}; the stream is flushed by {@link #flush} but never closed. */
    public DqlCsvWriter(OutputStream out) {
        this.out = new AsciiOut(out, BUFFER_SIZE);
    }

    /** Writes the header line. */
    public void header() throws IOException {
        out.startRecord();
        out.put(HEADER);
    }

    /**
     * Writes one row: the event as read ({@code tMs}, its word, {@code bytes}) and the queue after
     * it was applied ({@code limit}, {@code inflight}, signed {@code avail}).
     */
    public void row(long tMs, DqlEventKind event, long bytes, long limit, long inflight, long avail)
            throws IOException {
        out.startRecord();
        out.decimal(tMs, time);
        out.put((byte) ',');
        out.put(event.ascii());
        out.put((byte) ',');
        out.decimal(bytes, this.bytes);
        out.put((byte) ',');
        out.decimal(limit, this.limit);
        out.put((byte) ',');
        out.decimal(inflight);
        out.put((byte) ',');
        out.decimal(avail);
        out.put((byte) '\n');
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }
}
