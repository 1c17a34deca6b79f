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
    CODEL("codel");

    private final String yamlName;

    Aqm(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }
}
