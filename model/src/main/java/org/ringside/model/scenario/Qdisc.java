package org.ringside.model.scenario;

/**
 * The queuing discipline.
 *
 * @param kind pfifo_fast (3 bands), pfifo (1 band), fq_codel, fq, or mq over one {@code child} per
 *     transmit queue
 * @param txqueuelen packets each band holds before tail drop
 * @param drainBudgetBytes if above 0, a qdisc run stops after this many bytes instead of after
 *     dev_tx_weight (64) packets (the iflib idea); 0 = off
 * @param fqCodel fq_codel's settings (read only when the kind is fq_codel)
 * @param fq sch_fq's settings (read only when the kind is fq)
 * @param bqlAbortsList whether BQL stopping the queue cuts short the list of packets being handed
 *     to the driver (a GSO packet's segments, a bulk dequeue), as before Linux 4.20
 * @param bulkDequeue whether one dequeue takes several packets, up to BQL's available bytes, as a
 *     list the driver sees with xmit_more (Linux 3.18)
 * @param child with kind mq, the kind of each transmit queue's own qdisc (read only then)
 */
public record Qdisc(QdiscKind kind, int txqueuelen, long drainBudgetBytes, FqCodel fqCodel, Fq fq,
        boolean bqlAbortsList, boolean bulkDequeue, QdiscKind child) {
    /** Linux's fq_codel defaults ({@code fq_codel_init}), for settings built without them. */
    public static final FqCodel FQ_CODEL_DEFAULTS = new FqCodel(10 * 1024, 1024, 1514, 5 * Units.MS, 100 * Units.MS);
    /** Linux's fq defaults ({@code fq_init}), for settings built without them. */
    public static final Fq FQ_DEFAULTS = new Fq(0, 0, 100, 10_000, 0, 10 * Units.S);

    /**
     * A qdisc with fq_codel's and fq's settings at Linux's defaults, and lists dequeued in bulk and sent
     * whole as a current kernel does.
     */
    public Qdisc(QdiscKind kind, int txqueuelen, long drainBudgetBytes) {
        this(kind, txqueuelen, drainBudgetBytes, FQ_CODEL_DEFAULTS, FQ_DEFAULTS, false, true, QdiscKind.PFIFO_FAST);
    }

    /** The kind of qdisc that holds each queue's packets: mq's child under mq, else the kind. */
    public QdiscKind leaf() {
        return kind == QdiscKind.MQ ? child : kind;
    }

    /** Packets one qdisc run may hand to the driver (net.core.dev_weight's tx part). */
    public static final int DEV_TX_WEIGHT = 64;

    public Qdisc withKind(QdiscKind v) {
        return new Qdisc(v, txqueuelen, drainBudgetBytes, fqCodel, fq, bqlAbortsList, bulkDequeue, child);
    }

    public Qdisc withTxqueuelen(int v) {
        return new Qdisc(kind, v, drainBudgetBytes, fqCodel, fq, bqlAbortsList, bulkDequeue, child);
    }

    public Qdisc withDrainBudgetBytes(long v) {
        return new Qdisc(kind, txqueuelen, v, fqCodel, fq, bqlAbortsList, bulkDequeue, child);
    }

    public Qdisc withFqCodel(FqCodel v) {
        return new Qdisc(kind, txqueuelen, drainBudgetBytes, v, fq, bqlAbortsList, bulkDequeue, child);
    }

    public Qdisc withFq(Fq v) {
        return new Qdisc(kind, txqueuelen, drainBudgetBytes, fqCodel, v, bqlAbortsList, bulkDequeue, child);
    }

    public Qdisc withBqlAbortsList(boolean v) {
        return new Qdisc(kind, txqueuelen, drainBudgetBytes, fqCodel, fq, v, bulkDequeue, child);
    }

    public Qdisc withBulkDequeue(boolean v) {
        return new Qdisc(kind, txqueuelen, drainBudgetBytes, fqCodel, fq, bqlAbortsList, v, child);
    }

    public Qdisc withChild(QdiscKind v) {
        return new Qdisc(kind, txqueuelen, drainBudgetBytes, fqCodel, fq, bqlAbortsList, bulkDequeue, v);
    }

    /** The knob table's defaults. */
    public static Qdisc defaults() {
        return Knobs.defaults().qdisc();
    }
}
