package org.ringside.model.scenario;

/** How a bottleneck port beyond the wire decides which packets to drop. */
public enum Aqm {
    /** A full buffer drops the packet that arrives (a switch port's tail drop, {@code bfifo}). */
    DROPTAIL("droptail");

    private final String yamlName;

    Aqm(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }
}
