package org.ringside.model.metrics;

/** How two neighbouring samples become one when a long series is coarsened. */
public enum Merge {
    /** Keep the larger: depths and limits, so peaks survive. */
    MAX,
    /** Average: rates and utilisations, so areas are kept. */
    MEAN,
    /** Keep the later: flags and counters. */
    LAST;

    /**
     * @param earlier the value so far, standing for {@code weight} rows
     * @param later one more row (or, when coarsening, a value of equal weight: pass 1)
     */
    double apply(double earlier, double later, long weight) {
        switch (this) {
            case MAX:
                return Math.max(earlier, later);
            case MEAN:
                return (earlier * weight + later) / (weight + 1);
            default:
                return later;
        }
    }
}
