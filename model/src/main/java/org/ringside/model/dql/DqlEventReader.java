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
 * of millions of events is read in one pass with no allocation per line. This class splits the
 * bytes into lines and fields; {@link EventLineJudge} turns a finished line into an item. Whether
 * a completion fits in flight depends on the queue, so that check is the replayer's.
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
    private final EventLineJudge judge = new EventLineJudge(fields);

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
        return judge.kind();
    }

    /** The event's time in ms (0 for a directive). */
    public long time() {
        return judge.time();
    }

    /** The event's byte count or the directive's value. */
    public long value() {
        return judge.value();
    }

    /** The 1-based line the item was read from. */
    public long line() {
        return judge.line();
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
        if (i == stop || b[i] != '\n' || time < judge.previousTime()) {
            return false;
        }
        judge.acceptEvent(event, time, bytes, lineNumber);
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

    /** The line just ended, unless blank or a comment, is the judge's; true when it held an item. */
    private boolean endLine() throws DqlEventFileException {
        return !comment && fieldCount != 0 && judge.judge(fieldCount, lineNumber);
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
