package org.ringside.views.charts;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The charts Ringside draws from a run, each with the word the command line uses for it. */
public enum ChartKind {
    /** qdisc bytes, ring bytes (= BQL inflight) and the BQL limit over time, XOFF periods shaded. */
    QUEUE_DEPTH("queue", "queue depth"),
    /** Each flow's mean to-the-wire latency per sample interval, over time. */
    LATENCY("latency", "latency over time"),
    /** Each flow's latency distribution as a CDF. */
    LATENCY_CDF("latency-cdf", "latency CDF"),
    /** Throughput on the wire, with CPU utilisation on a second axis. */
    THROUGHPUT("throughput", "throughput and CPU");

    private final String cliName;
    private final String title;

    ChartKind(String cliName, String title) {
        this.cliName = cliName;
        this.title = title;
    }

    /** The word used on the command line, e.g. {@code latency-cdf}. */
    public String cliName() {
        return cliName;
    }

    /** Words for titles and menus, e.g. "queue depth". */
    public String title() {
        return title;
    }

    /**
     * The kind named by its command-line word.
     *
     * @throws IllegalArgumentException naming the allowed words
     */
    public static ChartKind parse(String word) {
        for (ChartKind k : values()) {
            if (k.cliName.equalsIgnoreCase(word.trim())) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown chart '" + word + "', expected one of "
                + Arrays.stream(values()).map(ChartKind::cliName).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return title;
    }
}
