package org.ringside.model.dql;

/**
 * Judges a finished line of a DQL event file, split into its {@link EventField}s, into a
 * directive or an event, with the rules that span lines: directives before the first event, times
 * that never go back. Keeps the item just read for {@link DqlEventReader}'s accessors.
 *
 * <p>It works on the reader's own fields and allocates nothing for a line that is right; only a
 * wrong line builds its message.
 */
final class EventLineJudge {
    private static final DqlEventKind[] DIRECTIVES = {
        DqlEventKind.LIMIT_MIN, DqlEventKind.LIMIT_MAX, DqlEventKind.HOLD_TIME_MS,
    };

    private final EventField[] fields;

    // Across lines.
    private long previousTime;
    private long previousEventLine;
    private long firstEventLine;

    // The item just read.
    private DqlEventKind kind;
    private long itemTime;
    private long itemValue;
    private long itemLine;

    /** A judge of the lines gathered in {@code fields}, which the reader fills. */
    EventLineJudge(EventField[] fields) {
        this.fields = fields;
    }

    /**
     * Judges line {@code line}, whose first {@code fieldCount} fields (at least one) are filled.
     *
     * @return true: it held a directive or an event, now the item
     * @throws DqlEventFileException naming the line and what is wrong with it
     */
    boolean judge(int fieldCount, long line) throws DqlEventFileException {
        int first = fields[0].first();
        if ((first >= '0' && first <= '9') || first == '-' || first == '+') {
            return event(fieldCount, line);
        }
        for (DqlEventKind directive : DIRECTIVES) {
            if (fields[0].is(directive)) {
                return directive(directive, fieldCount, line);
            }
        }
        throw new DqlEventFileException(line, "unknown word '" + fields[0].quote()
                + "' (expected a time, as in 'T queued B' or 'T completed B', or a directive: "
                + "limit_min, limit_max, hold_time_ms)");
    }

    /** The time of the last event, which the next may not go below. */
    long previousTime() {
        return previousTime;
    }

    /** Takes an event already found right, as the reader's fast path does. */
    void acceptEvent(DqlEventKind event, long time, long bytes, long line) {
        previousTime = time;
        previousEventLine = line;
        if (firstEventLine == 0) {
            firstEventLine = line;
        }
        item(event, time, bytes, line);
    }

    DqlEventKind kind() {
        return kind;
    }

    long time() {
        return itemTime;
    }

    long value() {
        return itemValue;
    }

    long line() {
        return itemLine;
    }

    private boolean event(int fieldCount, long line) throws DqlEventFileException {
        if (fieldCount != 3) {
            throw new DqlEventFileException(line, "an event line has 3 fields, 'T queued B' or "
                    + "'T completed B'; this one has " + fieldCount);
        }
        long time = fields[0].number("time", DqlEventReader.MAX_TIME_MS, line);
        DqlEventKind event;
        if (fields[1].is(DqlEventKind.QUEUED)) {
            event = DqlEventKind.QUEUED;
        } else if (fields[1].is(DqlEventKind.COMPLETED)) {
            event = DqlEventKind.COMPLETED;
        } else {
            throw new DqlEventFileException(line, "unknown event '" + fields[1].quote()
                    + "' (expected queued or completed)");
        }
        long bytes = fields[2].number("byte count", DqlEventReader.MAX_BYTES, line);
        if (time < previousTime) {
            throw new DqlEventFileException(line, "time " + time + " goes back (the event on line "
                    + previousEventLine + " is at " + previousTime + " ms)");
        }
        acceptEvent(event, time, bytes, line);
        return true;
    }

    private boolean directive(DqlEventKind directive, int fieldCount, long line) throws DqlEventFileException {
        String name = directive.word();
        if (firstEventLine != 0) {
            throw new DqlEventFileException(line, "directive " + name + " after the first event (line "
                    + firstEventLine + "); directives go before all events");
        }
        if (fieldCount != 2) {
            throw new DqlEventFileException(line, name + " takes exactly one value ('" + name
                    + " N'); this line gives " + (fieldCount - 1));
        }
        long max = directive == DqlEventKind.HOLD_TIME_MS ? DqlEventReader.MAX_HOLD_TIME_MS : Dql.MAX_LIMIT;
        item(directive, 0, fields[1].number(name, max, line), line);
        return true;
    }

    private void item(DqlEventKind event, long time, long number, long line) {
        kind = event;
        itemTime = time;
        itemValue = number;
        itemLine = line;
    }
}
