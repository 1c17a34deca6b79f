package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Scenario text read as a file named lab.yaml: the scenario, or the one-line message it gives. */
final class LabFiles {
    private LabFiles() {
    }

    static Scenario read(String yaml) throws ScenarioException {
        return ScenarioLoader.fromString(yaml, "lab.yaml");
    }

    /** The message of the error the text must give. */
    static String error(String yaml) {
        ScenarioException e = catchThrowableOfType(ScenarioException.class, () -> read(yaml));
        assertThat(e).as("no error for:\n" + yaml).isNotNull();
        return e.getMessage();
    }
}
