package org.ringside.model.scenario;

/** A flow's priority, mapped to a pfifo_fast band as Linux maps TOS priorities. */
public enum Priority {
    INTERACTIVE("interactive", 0), BESTEFFORT("besteffort", 1), BULK("bulk", 2);

    private final String yamlName;
    private final int band;

    Priority(String yamlName, int band) {
        this.yamlName = yamlName;
        this.band = band;
    }

    public String yamlName() {
        return yamlName;
    }

    /** The pfifo_fast band (0 is served first). */
    public int band() {
        return band;
    }
}
