package org.ringside.model.sim;

import org.ringside.model.metrics.Histogram;

/**
 * The transactions of one request/response entry of other hosts' traffic: how many, and how long
 * each took from its request's start to its response's arrival, as a host's request/response flow
 * counts its own ({@code FlowStats}). Recording allocates nothing.
 */
final class Transactions {
    private final Histogram times = new Histogram();

    /** One transaction took {@code latencyNs}. */
    void done(long latencyNs) {
        times.record(latencyNs);
    }

    /** Transactions completed. */
    long count() {
        return times.count();
    }

    /** Each transaction's time, ns. */
    Histogram times() {
        return times;
    }
}
