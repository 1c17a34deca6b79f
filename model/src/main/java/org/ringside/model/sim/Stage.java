package org.ringside.model.sim;

/** The stages of the transmit path, in the order a packet meets them. */
public enum Stage {
    SOCKET("socket"),
    QDISC("qdisc"),
    DRIVER("driver"),
    RING("TX ring"),
    WIRE("wire"),
    /** The bottleneck port beyond the wire (with {@code network:} only). */
    PORT("bottleneck port"),
    COMPLETION("completion"),
    CPU("CPU");

    private final String words;

    Stage(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}
