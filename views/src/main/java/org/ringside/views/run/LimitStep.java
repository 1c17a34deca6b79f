package org.ringside.views.run;

import java.util.Locale;
import org.ringside.model.format.ByteCounts;

/**
 * What {@link RunController#stepToLimitChange()} did: how it stopped, after how many events,
 * and the BQL limit before and after.
 *
 * @param outcome why it stopped
 * @param events events processed
 * @param limitBefore the limit when it started, in bytes
 * @param limitAfter the limit when it stopped, in bytes
 */
public record LimitStep(Outcome outcome, long events, long limitBefore, long limitAfter) {

    /** Why a step to the next limit change stopped. */
    public enum Outcome {
        /** The event just processed changed the limit. */
        LIMIT_CHANGED,
        /**
         * {@link LimitSearch#LIMIT_SEARCH_MAX_EVENTS} events went by without a change; a
         * settled limit may hold for a whole hold time (a second by default), and the window
         * must not wait that long.
         */
        EVENT_CAP,
        /** The run reached the scenario's end (or had reached it before). */
        END_OF_RUN
    }

    /** The outcome in words for a status line, e.g. "BQL limit 0 → 1,514 bytes after 12 events". */
    public String sentence() {
        String after = String.format(Locale.ROOT, "%,d %s", events, events == 1 ? "event" : "events");
        return switch (outcome) {
            case LIMIT_CHANGED -> "BQL limit " + ByteCounts.grouped(limitBefore) + " → " + ByteCounts.exact(limitAfter)
                    + " after " + after;
            case EVENT_CAP -> "no BQL limit change in " + after + "; the limit stays " + ByteCounts.exact(limitAfter);
            case END_OF_RUN -> "the run ended after " + after + " with the BQL limit at " + ByteCounts.exact(limitAfter);
        };
    }
}
