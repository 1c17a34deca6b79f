package org.ringside.model.scenario;

/** The wire. @param rateBps link rate in bit/s (1 Mbit/s to 400 Gbit/s) */
public record Link(long rateBps) {
    public static Link defaults() {
        return new Link(1_000_000_000L);
    }
}
