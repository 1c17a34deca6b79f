package org.ringside.views.run;

import java.util.Locale;

/**
 * Events the controller ran without saying what each one did, told as one line instead: at a
 * speed where a frame holds more events than anyone can read, or before the last few thousand
 * steps of a long {@link RunController#stepToLimitChange() search for a limit change}.
 *
 * @param events how many events ran unnarrated
 * @param fromNs simulated time before the first of them
 * @param toNs simulated time after the last of them
 * @param cause why they were not narrated
 */
public record SilentRun(long events, long fromNs, long toNs, Cause cause) {

    /** Why events ran without a sentence each. */
    public enum Cause {
        /** The frame held more events than narrated play tells one by one. */
        TOO_FAST("run at this speed without narration (slow down to see each step)"),
        /** A step to the next limit change went past the steps the log is sent. */
        TOO_MANY("run before the last " + String.format(Locale.ROOT, "%,d", LimitSearch.PUBLISHED_STEPS_MAX)
                + " steps of the search for a limit change, without narration");

        private final String words;

        Cause(String words) {
            this.words = words;
        }
    }

    /** E.g. "12,345 events run at this speed without narration (slow down to see each step)". */
    public String sentence() {
        return String.format(Locale.ROOT, "%,d %s %s", events, events == 1 ? "event" : "events", cause.words);
    }
}
