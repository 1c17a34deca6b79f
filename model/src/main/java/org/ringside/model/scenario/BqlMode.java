package org.ringside.model.scenario;

/**
 * How byte queue limits run. Two modes stand for "BQL off", and they differ from 3.18 on:
 * {@code off} is a driver without BQL, one that never calls {@code netdev_tx_sent_queue} (for most
 * of BQL's life {@code config BQL} had no prompt: no kernel was built without it), where {@code qdisc_avail_bulklimit} gives 0 and a bulk
 * dequeue takes one packet; {@code unlimited} is BQL switched off the way people are told to,
 * {@code echo max > limit_min}, where DQL's limit sits at {@code DQL_MAX_LIMIT} and a bulk
 * dequeue ({@code try_bulk_dequeue_skb}) takes the whole backlog at once.
 */
public enum BqlMode {
    AUTO("auto"), FIXED("fixed"), OFF("off"), UNLIMITED("unlimited");

    private final String yamlName;

    BqlMode(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }

    /** True when BQL stops the queue at a limit of its own choosing or of the user's (auto, fixed). */
    public boolean limits() {
        return this == AUTO || this == FIXED;
    }
}
