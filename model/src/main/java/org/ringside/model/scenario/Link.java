package org.ringside.model.scenario;

/** The wire. @param rateBps link rate in bit/s (1 Mbit/s to 400 Gbit/s) */
public record Link(long rateBps) {
    /** The knob table's default. */
    public static Link defaults() {
        return Knobs.defaults().link();
    }
}
