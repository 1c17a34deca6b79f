package org.ringside.model.scenario;

/** The qdiscs Ringside models. */
public enum QdiscKind {
    /** Three FIFO bands, band 0 served first. */
    PFIFO_FAST("pfifo_fast", 3),
    /** A single FIFO. */
    PFIFO("pfifo", 1),
    /** Flow queues served by deficit round robin, CoDel at each queue's head. */
    FQ_CODEL("fq_codel", 1),
    /** Per-socket flow queues served in turn, each no earlier than its departure time (pacing). */
    FQ("fq", 1),
    /**
     * The multiqueue root: no queue of its own, one child qdisc per transmit queue
     * ({@code mq_init}, net/sched/sch_mq.c, since 2.6.32). It comes last, so the kinds before it
     * keep their numbers and are the {@link #leaves() leaves}.
     */
    MQ("mq", 0);

    private static final QdiscKind[] LEAVES = {PFIFO_FAST, PFIFO, FQ_CODEL, FQ};

    private final String yamlName;
    private final int bands;

    QdiscKind(String yamlName, int bands) {
        this.yamlName = yamlName;
        this.bands = bands;
    }

    public String yamlName() {
        return yamlName;
    }

    public int bands() {
        return bands;
    }

    /** The kinds that hold packets themselves: a queue's own qdisc, or mq's child. */
    public static QdiscKind[] leaves() {
        return LEAVES.clone();
    }
}
