package org.ringside.model.scenario;

/** How a bottleneck port beyond the wire decides which packets to drop. */
public enum Aqm {
    /** A full buffer drops the packet that arrives (a switch port's tail drop, {@code bfifo}). */
    DROPTAIL("droptail"),
    /**
     * CoDel (RFC 8289, net/sched/sch_codel.c) with its defaults, target 5 ms and interval 100 ms:
     * drops at the head while the queue's sojourn time stands above target; a full buffer still
     * drops what arrives.
     */
    CODEL("codel"),
    /**
     * fq_codel (net/sched/sch_fq_codel.c) with {@code fq_codel_init}'s defaults: flows hashed into
     * 1024 queues served by deficit round robin a frame's quantum at a time, CoDel in each; over
     * its limit it drops from the head of the fattest flow.
     */
    FQ_CODEL("fq_codel"),
    /**
     * RED (net/sched/sch_red.c, include/net/red.h): drops or marks what arrives with a probability
     * that grows as the average queue goes from min to max, every packet above max.
     */
    RED("red");

    private final String yamlName;

    Aqm(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }
}
