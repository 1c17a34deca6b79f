package org.ringside.model.sim;

/**
 * What one {@link Simulation#step()} did.
 *
 * @param timeNs when it happened
 * @param kind what happened
 * @param packetId the packet it concerned, or -1
 * @param stage where in the pipeline
 * @param sentence the step in words a student can read
 */
public record StepResult(long timeNs, StepKind kind, int packetId, Stage stage, String sentence) {
}
