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

    void reset(long nowNs) {
        timeNs = nowNs;
        kind = StepKind.IDLE;
        packet = -1;
        source = -1;
        java.util.Arrays.fill(v, 0);
        doorbell = false;
        stackXoff = false;
        driverXoff = false;
        runEnded = false;
        flag = false;
        rule = null;
    }
}
