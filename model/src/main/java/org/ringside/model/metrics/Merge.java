package org.ringside.model.metrics;

/** How two neighbouring samples become one when a long series is coarsened. */
public enum Merge {
    /** Keep the larger: depths and limits, so peaks survive. */
    MAX,
    /** Average: rates and utilisations, so areas are kept. */
    MEAN,
    /** Keep the later: flags and counters. */
    LAST;

    double apply(double earlier, double later) {
        switch (this) {
            case MAX:
                return Math.max(earlier, later);
            case MEAN:
                return (earlier + later) / 2;
            default:
                return later;
        }
    }
}
