package org.ringside.model.sim;

/**
 * What one {@link Simulation#step()} did.
 *
 * @param timeNs when it happened
 * @param kind what happened
 * @param packetId the packet it concerned, or -1
 * @param stage where in the pipeline
 * @param flow the name of the flow entry whose packet or socket it concerned, or "" when it
 *     concerned no single flow (a doorbell, a clean-up, an interrupt)
 * @param sentence the step in words a student can read
 */
public record StepResult(long timeNs, StepKind kind, int packetId, Stage stage, String flow, String sentence) {
}
