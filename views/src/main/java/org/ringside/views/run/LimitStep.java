package org.ringside.views.run;

import java.util.Locale;
import org.ringside.model.format.ByteCounts;

/**
 * What {@link RunController#stepToLimitChange()} did: how it stopped, after how many events,
 * and whose BQL limit changed, from what to what. Each transmit queue has its own limit; the
 * step names the queue when the device has several.
 *
 * @param outcome why it stopped
 * @param events events processed
 * @param queue the queue whose limit the step reports: the one that changed, tx-0 on a device
 *     with one queue, or -1 when the device has several and none changed
 * @param queues the transmit queues the device has
 * @param limitBefore that queue's limit when the step started, in bytes (0 when {@code queue} is -1)
 * @param limitAfter that queue's limit when it stopped, in bytes (0 when {@code queue} is -1)
 */
public record LimitStep(Outcome outcome, long events, int queue, int queues, long limitBefore, long limitAfter) {

    /** Why a step to the next limit change stopped. */
    public enum Outcome {
        /** The event just processed changed a queue's limit. */
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

    /**
     * A step that changed no limit: on a single-queue device it reports tx-0's limit, {@code
     * limit}; on one with several queues, none.
     */
    static LimitStep unchanged(Outcome outcome, long events, int queues, long limit) {
        return queues == 1 ? new LimitStep(outcome, events, 0, 1, limit, limit)
                : new LimitStep(outcome, events, -1, queues, 0, 0);
    }

    /**
     * The outcome in words for a status line: "BQL limit 0 → 1,514 bytes after 12 events" with
     * one queue, "tx-3's BQL limit 30,280 → 45,420 bytes after 12 events" with several.
     */
    public String sentence() {
        String after = String.format(Locale.ROOT, "%,d %s", events, events == 1 ? "event" : "events");
        String none = "no BQL limit change on any of the " + queues + " queues";
        return switch (outcome) {
            case LIMIT_CHANGED -> (queues > 1 ? "tx-" + queue + "'s BQL limit " : "BQL limit ")
                    + ByteCounts.grouped(limitBefore) + " → " + ByteCounts.exact(limitAfter) + " after " + after;
            case EVENT_CAP -> queues > 1 ? none + " in " + after
                    : "no BQL limit change in " + after + "; the limit stays " + ByteCounts.exact(limitAfter);
            case END_OF_RUN -> "the run ended after " + after + (queues > 1 ? " with " + none
                    : " with the BQL limit at " + ByteCounts.exact(limitAfter));
        };
    }
}
