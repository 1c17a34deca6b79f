package org.ringside.model.sim;

import org.ringside.model.metrics.Histogram;

/**
 * One transmit queue's statistics, kept by the queue, as {@code tc -s qdisc} and the queue's
 * sysfs files give them per queue: the packets its qdisc and ring dropped, how long its qdisc's
 * packets waited, when its interrupt last fired, and, with several queues, what the sampler saw
 * of it (its ring's bytes and BQL limit at each sample, the samples it was stopped in).
 */
final class QueueStats {
    private long drops;
    private final Histogram qdiscSojourn = new Histogram();
    private long lastInterruptNs = -1;
    /** Null unless the queue's own figures are sampled (several queues). */
    private final Histogram ringBytes;
    private final Histogram bqlLimit;
    private long xoffSamples;

    /** @param sampled whether the sampler keeps this queue's own figures (only with several queues) */
    QueueStats(boolean sampled) {
        ringBytes = sampled ? new Histogram() : null;
        bqlLimit = sampled ? new Histogram() : null;
    }

    /** The qdisc dropped a packet, at its tail or after taking it, or a ring reset did. */
    void dropped() {
        drops++;
    }

    /** A qdisc packet was handed to the driver after waiting {@code ns} since it was offered. */
    void leftQdisc(long ns) {
        qdiscSojourn.record(ns);
    }

    /** The queue's interrupt fired. */
    void interrupted(long now) {
        lastInterruptNs = now;
    }

    /** A sample of the queue: its ring's bytes, its BQL limit, and whether it was stopped. */
    void sampled(long ringBytesNow, long limit, boolean stopped) {
        ringBytes.record(ringBytesNow);
        bqlLimit.record(limit);
        if (stopped) {
            xoffSamples++;
        }
    }

    /** Packets this queue's qdisc dropped, and its ring on resets. */
    long drops() {
        return drops;
    }

    /** How long each qdisc packet waited, from offered to handed to the driver, in ns. */
    Histogram qdiscSojourn() {
        return qdiscSojourn;
    }

    /** When the queue's interrupt last fired, or -1 before the first. */
    long lastInterruptNs() {
        return lastInterruptNs;
    }

    /** The ring's bytes at each sample (several queues only). */
    Histogram ringBytes() {
        return ringBytes;
    }

    /** The BQL limit at each sample (several queues only). */
    Histogram bqlLimit() {
        return bqlLimit;
    }

    /** Samples the queue was stopped in (several queues only). */
    long xoffSamples() {
        return xoffSamples;
    }
}
