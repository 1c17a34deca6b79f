package org.ringside.model.dql;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads a DQL event file item by item, straight from its bytes: directives ({@code limit_min B},
 * {@code limit_max B}, {@code hold_time_ms M}) and events ({@code T queued B},
 * {@code T completed B}), with every rule of the format checked on the way.
 *
 * <p>The format: UTF-8 text; leading and trailing blanks (space, tab, CR, form feed, vertical tab)
 * are ignored, fields are separated by runs of blanks, blank lines and lines whose first non-blank
 * character is {@code #} are skipped. Directives come before the first event; times are whole ms
 * below 2^63 and never go back; byte counts are 0 to 2^32−1, directive limits 0 to
 * {@link Dql#MAX_LIMIT}, hold times 0 to 2^32−1. A UTF-8 byte order mark at the very start is
 * skipped.
 *
 * <p>The input is streamed through a fixed buffer and parsed without building strings, so a file
 * of millions of events is read in one pass with no allocation per line. Whether a completion
 * fits in flight depends on the queue, so that check is the replayer's.
 *
 * <p>Use: {@code while (reader.next()) { reader.kind(); reader.time(); reader.value(); }}
 */
public final class DqlEventReader {
    /** Largest byte count an event may carry: 2^32−1. */
    public static final long MAX_BYTES = 0xFFFF_FFFFL;
    /** Largest {@code hold_time_ms}: 2^32−1, as the kernel's unsigned int. */
    public static final long MAX_HOLD_TIME_MS = 0xFFFF_FFFFL;
    /** Largest time: 2^63−1 ms. */
    public static final long MAX_TIME_MS = Long.MAX_VALUE;

    private static final int BUFFER_SIZE = 1 << 16;
    /** Fields that matter on a line; further ones are only counted. */
    private static final int FIELDS = 3;
    private static final DqlEventKind[] DIRECTIVES = {
        DqlEventKind.LIMIT_MIN, DqlEventKind.LIMIT_MAX, DqlEventKind.HOLD_TIME_MS,
    };

    // Byte classes.
    private static final byte OTHER = 0;
    private static final byte DIGIT = 1;
    private static final byte BLANK = 2;
    private static final byte NEWLINE = 3;
    private static final byte CONTROL = 4;
    private static final byte NON_ASCII = 5;

    private final InputStream in;
    private final byte[] buf = new byte[BUFFER_SIZE];
    private int pos;
    private int end;
    private long bufStart;          // offset in the file of buf[0]
    private boolean started;        // the byte order mark question has been settled
    private boolean atEnd;

    // The line being read.
    private long lineNumber = 1;
    private long lineStart;         // offset in the file of the line's first byte
    private boolean comment;
    private boolean inField;
    private int fieldCount;
    private final EventField[] fields = {new EventField(), new EventField(), new EventField()};
    private final Utf8Check utf8 = new Utf8Check();

    // Across lines.
    private long previousTime;
    private long previousEventLine;
    private long firstEventLine;

    // The item just read.
    private DqlEventKind kind;
    private long itemTime;
    private long itemValue;
    private long itemLine;

    /** A reader of {@code in}; the stream is read to its end but not closed. */
    public DqlEventReader(InputStream in) {
        this.in = in;
    }

    /**
     * Reads the next directive or event.
     *
     * @return false at the end of the file
     * @throws DqlEventFileException when the file breaks a rule of the format (with the line), or
     *     cannot be read (without one)
     */
    public boolean next() throws DqlEventFileException {
        if (!started) {
            skipByteOrderMark();
        }
        lines:
        while (true) {
            if (pos >= end && !fill()) {
                return finish();
            }
            if (fieldCount == 0 && !inField && !comment && !utf8.inCharacter() && plainEvent()) {
                return true;
            }
            final byte[] b = buf;
            final int stop = end;
            int i = pos;
            while (i < stop) {
                int c = b[i++] & 0xFF;
                if (utf8.inCharacter()) {
                    continuation(c, i - 1);
                    if (!comment) {
                        fieldByte(c, false);
                    }
                    continue;
                }
                switch (classOf(c)) {
                    case DIGIT:
                        if (!comment) {
                            fieldByte(c, true);
                        }
                        break;
                    case OTHER:
                        if (comment) {
                            break;
                        }
                        if (c == '#' && fieldCount == 0) {
                            comment = true;
                        } else {
                            fieldByte(c, false);
                        }
                        break;
                    case BLANK:
                        inField = false;
                        break;
                    case NEWLINE:
                        pos = i;
                        boolean item = endLine();
                        startLine(bufStart + i);
                        if (item) {
                            return true;
                        }
                        continue lines;
                    case CONTROL:
                        throw new DqlEventFileException(lineNumber, String.format(
                                "binary data, not text (control byte 0x%02x at column %d)", c, column(i - 1)));
                    default:
                        leadByte(c, i - 1);
                        if (!comment) {
                            fieldByte(c, false);
                        }
                        break;
                }
            }
            pos = i;
        }
    }

    /** What the item just read is. */
    public DqlEventKind kind() {
        return kind;
    }

    /** The event's time in ms (0 for a directive). */
    public long time() {
        return itemTime;
    }

    /** The event's byte count or the directive's value. */
    public long value() {
        return itemValue;
    }

    /** The 1-based line the item was read from. */
    public long line() {
        return itemLine;
    }

    // --- bytes --------------------------------------------------------------------------

    private static byte classOf(int c) {
        if (c >= '0' && c <= '9') {
            return DIGIT;
        }
        if (c > ' ' && c < 0x7F) {
            return OTHER;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == 0x0B) {
            return BLANK;
        }
        if (c == '\n') {
            return NEWLINE;
        }
        return c >= 0x80 ? NON_ASCII : CONTROL;
    }

    private boolean fill() throws DqlEventFileException {
        if (atEnd) {
            return false;
        }
        bufStart += end;
        pos = 0;
        end = 0;
        int n = read(buf, 0, buf.length);
        if (n < 0) {
            atEnd = true;
            return false;
        }
        end = n;
        return true;
    }

    /** Reads at least one byte unless the stream has ended; -1 at its end. */
    private int read(byte[] into, int offset, int max) throws DqlEventFileException {
        try {
            int n;
            do {
                n = in.read(into, offset, max);
            } while (n == 0);
            return n;
        } catch (IOException e) {
            throw new DqlEventFileException(0, e instanceof DqlInputLimit.TooLarge ? e.getMessage() : "cannot read: " + reason(e));
        }
    }

    /** Skips EF BB BF at the very start: editors on some systems put it in front of UTF-8 text. */
    private void skipByteOrderMark() throws DqlEventFileException {
        started = true;
        while (end < 3) {
            int n = read(buf, end, buf.length - end);
            if (n < 0) {
                atEnd = true;
                break;
            }
            end += n;
        }
        if (end >= 3 && (buf[0] & 0xFF) == 0xEF && (buf[1] & 0xFF) == 0xBB && (buf[2] & 0xFF) == 0xBF) {
            pos = 3;
            lineStart = 3;
        }
    }

    private long column(int index) {
        return bufStart + index - lineStart + 1;
    }

    private void leadByte(int c, int index) throws DqlEventFileException {
        if (!utf8.lead(c)) {
            throw notUtf8(c, index);
        }
    }

    private void continuation(int c, int index) throws DqlEventFileException {
        if (!utf8.continuation(c)) {
            if (Utf8Check.cutsShort(c)) {
                throw new DqlEventFileException(lineNumber, String.format(
                        "not valid UTF-8 text (a character is cut short at column %d)", column(index)));
            }
            throw notUtf8(c, index);
        }
    }

    private DqlEventFileException notUtf8(int c, int index) {
        return new DqlEventFileException(lineNumber, String.format(
                "not valid UTF-8 text (byte 0x%02x at column %d)", c, column(index)));
    }

    private void fieldByte(int c, boolean digit) {
        if (!inField) {
            inField = true;
            if (fieldCount < FIELDS) {
                fields[fieldCount].clear();
            }
            if (fieldCount < Integer.MAX_VALUE) {
                fieldCount++;
            }
        }
        if (fieldCount <= FIELDS) {
            fields[fieldCount - 1].add(c, digit);
        }
    }

    /**
     * The fast path for the common line, {@code T queued B} or {@code T completed B} in plain
     * digits with spaces or tabs between, wholly inside the buffer. Reads it and returns true;
     * on anything unusual returns false without consuming a byte, and the byte-by-byte reader
     * takes the line and says exactly what is wrong with it, if anything.
     */
    private boolean plainEvent() {
        final byte[] b = buf;
        final int stop = end;
        int i = pos;
        while (i < stop && (b[i] == ' ' || b[i] == '\t')) {
            i++;
        }
        int start = i;
        long time = 0;
        while (i < stop) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            time = time * 10 + d;
            i++;
        }
        // 18 digits always fit a long; longer numbers go the careful way.
        if (i == start || i - start > 18 || i == stop || (b[i] != ' ' && b[i] != '\t')) {
            return false;
        }
        while (i < stop && (b[i] == ' ' || b[i] == '\t')) {
            i++;
        }
        if (i == stop) {
            return false;
        }
        DqlEventKind event;
        if (b[i] == 'q') {
            event = DqlEventKind.QUEUED;
        } else if (b[i] == 'c') {
            event = DqlEventKind.COMPLETED;
        } else {
            return false;
        }
        byte[] word = event.ascii();
        if (stop - i <= word.length) {
            return false;
        }
        for (int k = 1; k < word.length; k++) {
            if (b[i + k] != word[k]) {
                return false;
            }
        }
        i += word.length;
        if (b[i] != ' ' && b[i] != '\t') {
            return false;
        }
        while (i < stop && (b[i] == ' ' || b[i] == '\t')) {
            i++;
        }
        start = i;
        long bytes = 0;
        while (i < stop) {
            int d = b[i] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            bytes = bytes * 10 + d;
            i++;
        }
        if (i == start || i - start > 10 || bytes > MAX_BYTES) {
            return false;
        }
        while (i < stop && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r')) {
            i++;
        }
        if (i == stop || b[i] != '\n' || time < previousTime) {
            return false;
        }
        acceptEvent(event, time, bytes);
        pos = i + 1;
        startLine(bufStart + pos);
        return true;
    }

    private void startLine(long offset) {
        lineNumber++;
        lineStart = offset;
        comment = false;
        inField = false;
        fieldCount = 0;
    }

    /** At the end of the input: the last line may lack its line end. */
    private boolean finish() throws DqlEventFileException {
        if (utf8.inCharacter()) {
            throw new DqlEventFileException(lineNumber, "not valid UTF-8 text (the file ends inside a character)");
        }
        boolean item = endLine();
        comment = true;     // a second call must not read the same line again
        return item;
    }

    // --- lines --------------------------------------------------------------------------

    /** Judges the line just ended; true when it held a directive or an event. */
    private boolean endLine() throws DqlEventFileException {
        if (comment || fieldCount == 0) {
            return false;
        }
        int first = fields[0].first();
        if ((first >= '0' && first <= '9') || first == '-' || first == '+') {
            return event();
        }
        for (DqlEventKind directive : DIRECTIVES) {
            if (fields[0].is(directive)) {
                return directive(directive);
            }
        }
        throw problem("unknown word '" + fields[0].quote() + "' (expected a time, as in 'T queued B' or "
                + "'T completed B', or a directive: limit_min, limit_max, hold_time_ms)");
    }

    private boolean event() throws DqlEventFileException {
        if (fieldCount != 3) {
            throw problem("an event line has 3 fields, 'T queued B' or 'T completed B'; this one has "
                    + fieldCount);
        }
        long time = fields[0].number("time", MAX_TIME_MS, lineNumber);
        DqlEventKind event;
        if (fields[1].is(DqlEventKind.QUEUED)) {
            event = DqlEventKind.QUEUED;
        } else if (fields[1].is(DqlEventKind.COMPLETED)) {
            event = DqlEventKind.COMPLETED;
        } else {
            throw problem("unknown event '" + fields[1].quote() + "' (expected queued or completed)");
        }
        long bytes = fields[2].number("byte count", MAX_BYTES, lineNumber);
        if (time < previousTime) {
            throw problem("time " + time + " goes back (the event on line " + previousEventLine
                    + " is at " + previousTime + " ms)");
        }
        acceptEvent(event, time, bytes);
        return true;
    }

    private boolean directive(DqlEventKind directive) throws DqlEventFileException {
        String name = directive.word();
        if (firstEventLine != 0) {
            throw problem("directive " + name + " after the first event (line " + firstEventLine
                    + "); directives go before all events");
        }
        if (fieldCount != 2) {
            throw problem(name + " takes exactly one value ('" + name + " N'); this line gives "
                    + (fieldCount - 1));
        }
        long max = directive == DqlEventKind.HOLD_TIME_MS ? MAX_HOLD_TIME_MS : Dql.MAX_LIMIT;
        item(directive, 0, fields[1].number(name, max, lineNumber));
        return true;
    }

    private void acceptEvent(DqlEventKind event, long time, long bytes) {
        previousTime = time;
        previousEventLine = lineNumber;
        if (firstEventLine == 0) {
            firstEventLine = lineNumber;
        }
        item(event, time, bytes);
    }

    private void item(DqlEventKind event, long time, long number) {
        kind = event;
        itemTime = time;
        itemValue = number;
        itemLine = lineNumber;
    }

    private DqlEventFileException problem(String what) {
        return new DqlEventFileException(lineNumber, what);
    }

    /** A short reason for an I/O failure, in words rather than exception names. */
    static String reason(IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) {
            return fse.getReason();
        }
        String message = e.getMessage();
        return message != null && !message.isBlank() ? message : e.getClass().getSimpleName();
    }
}
