package org.ringside.model.scenario;

/** How byte queue limits run. */
public enum BqlMode {
    AUTO("auto"), FIXED("fixed"), OFF("off");

    private final String yamlName;

    BqlMode(String yamlName) {
        this.yamlName = yamlName;
    }

    /** The word used in scenario files. */
    public String yamlName() {
        return yamlName;
    }
}
