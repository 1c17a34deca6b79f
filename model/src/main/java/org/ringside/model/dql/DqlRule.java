package org.ringside.model.dql;

/** Which branch of the completion routine the last {@link Dql#completed} call took. */
public enum DqlRule {
    /** No completion has run since initialisation or reset. */
    NONE_YET("no completion yet"),
    /** C2: the queue starved while over its limit; the limit grew. */
    STARVATION_GROWTH("starvation growth"),
    /** C3 without a decrease: the interval was busy; its slack was measured. */
    SLACK_MEASURED("slack measured"),
    /** C3.4: the hold time ran out; the smallest slack seen was taken off the limit. */
    SLACK_APPLIED("slack applied after the hold time"),
    /**
     * C5 moved the limit although neither growth nor a decrease applied: it lay outside
     * limit_min..limit_max (written since, or set through the limit file).
     */
    CLAMPED("clamped"),
    /** C4: neither starvation nor a busy interval; nothing changed. */
    NO_CHANGE("no change");

    private final String words;

    DqlRule(String words) {
        this.words = words;
    }

    /** The rule in words a student can read. */
    public String words() {
        return words;
    }
}
