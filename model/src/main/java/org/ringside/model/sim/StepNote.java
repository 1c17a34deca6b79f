package org.ringside.model.sim;

import org.ringside.model.dql.DqlRule;

/**
 * The facts of the step being processed, written by the event handlers as plain numbers so that
 * a headless run pays nothing for them; {@link StepNarrator} turns them into a sentence only when
 * {@link Simulation#step()} asks for one. One instance is reused for every step.
 */
final class StepNote {
    long timeNs;
    StepKind kind = StepKind.IDLE;
    int packet = -1;
    int source = -1;
    /** Kind-specific numbers; their meaning is documented in {@link StepNarrator}. */
    final long[] v = new long[8];
    boolean doorbell;
    boolean stackXoff;
    boolean driverXoff;
    boolean runEnded;
    boolean flag;
    DqlRule rule;

    // Totals before the step, to tell what sources did during it.
    long offeredPacketsBefore;
    long offeredBytesBefore;
    long dropsBefore;
    /** CoDel's drops before this step: a qdisc run's look at the head can drop (fq_codel). */
    long codelDropsBefore;

    void reset(long nowNs) {
        timeNs = nowNs;
        kind = StepKind.IDLE;
        packet = -1;
        source = -1;
        // Plain stores: this runs once per event, and a fill loop costs more than eight writes.
        v[0] = 0;
        v[1] = 0;
        v[2] = 0;
        v[3] = 0;
        v[4] = 0;
        v[5] = 0;
        v[6] = 0;
        v[7] = 0;
        doorbell = false;
        stackXoff = false;
        driverXoff = false;
        runEnded = false;
        flag = false;
        rule = null;
    }
}
