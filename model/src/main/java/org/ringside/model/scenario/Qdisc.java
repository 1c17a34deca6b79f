package org.ringside.model.scenario;

/**
 * The queuing discipline.
 *
 * @param kind pfifo_fast (3 bands) or pfifo (1 band)
 * @param txqueuelen packets each band holds before tail drop
 * @param drainBudgetBytes if above 0, a qdisc run stops after this many bytes instead of after
 *     dev_tx_weight (64) packets (the iflib idea); 0 = off
 */
public record Qdisc(QdiscKind kind, int txqueuelen, long drainBudgetBytes) {
    /** Packets one qdisc run may hand to the driver (net.core.dev_weight's tx part). */
    public static final int DEV_TX_WEIGHT = 64;

    public Qdisc withKind(QdiscKind v) {
        return new Qdisc(v, txqueuelen, drainBudgetBytes);
    }

    public Qdisc withTxqueuelen(int v) {
        return new Qdisc(kind, v, drainBudgetBytes);
    }

    public Qdisc withDrainBudgetBytes(long v) {
        return new Qdisc(kind, txqueuelen, v);
    }

    /** The knob table's defaults. */
    public static Qdisc defaults() {
        return Knobs.defaults().qdisc();
    }
}
