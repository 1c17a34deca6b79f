package org.ringside.model.dql;

import java.io.IOException;

/**
 * Replays DQL events through a fresh {@link Dql} and writes one CSV row per event, after it was
 * applied. Directives configure the queue as the sysfs files do, at time 0 before any event.
 */
public final class DqlReplayer {
    private final Dql dql = new Dql();
    private final DqlCsvWriter csv;

    /** A replayer writing its rows to {@code csv}. */
    public DqlReplayer(DqlCsvWriter csv) {
        this.csv = csv;
    }

    /**
     * Writes the header, then replays every item of {@code reader}. Rows stay in the writer's
     * buffer: the caller flushes it, also when this throws.
     *
     * @throws DqlEventFileException when the file breaks a rule, including a completion of more
     *     bytes than are in flight
     * @throws IOException when the CSV cannot be written
     */
    public void replay(DqlEventReader reader) throws DqlEventFileException, IOException {
        csv.header();
        while (reader.next()) {
            apply(reader.kind(), reader.time(), reader.value(), reader.line());
        }
    }

    /** Applies one directive or event read from {@code line}. */
    public void apply(DqlEventKind kind, long tMs, long value, long line)
            throws DqlEventFileException, IOException {
        switch (kind) {
            case LIMIT_MIN -> dql.setLimitMin(value);
            case LIMIT_MAX -> dql.setLimitMax(value);
            case HOLD_TIME_MS -> dql.setHoldTimeMs(value);
            case QUEUED -> {
                dql.queued(value);
                row(tMs, kind, value);
            }
            case COMPLETED -> {
                long inflight = dql.inflight();
                if (value > inflight) {
                    // The kernel stops with BUG_ON here: a driver cannot complete what it never queued.
                    throw new DqlEventFileException(line, "completed " + value + " bytes but only "
                            + inflight + " are in flight");
                }
                dql.completedAtTick(value, tMs);
                row(tMs, kind, value);
            }
        }
    }

    /** The queue's state now. */
    public DqlSnapshot snapshot() {
        return dql.snapshot();
    }

    private void row(long tMs, DqlEventKind kind, long value) throws IOException {
        csv.row(tMs, kind, value, dql.limit(), dql.inflight(), dql.avail());
    }
}
