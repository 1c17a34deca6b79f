package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** What the error tests of scenario files share: a file that loads, and the one-line error's shape. */
final class ScenarioErrors {
    private ScenarioErrors() {
    }

    static final String ONE_FLOW = "flows: [ { kind: bulk_tcp } ]\n";
    static final String TOP_KEYS = "name, duration, seed, kernel, cpus, link, nic, bql, qdisc, tcp, receiver, network, sample_interval, cpu, flows";

    static ScenarioException error(String yaml) {
        ScenarioException e = catchThrowableOfType(ScenarioException.class,
                () -> ScenarioLoader.fromString(yaml, "lab.yaml"));
        assertThat(e).as("no error for:\n" + yaml).isNotNull();
        assertThat(e.getMessage()).doesNotContain("\n");
        return e;
    }

    static void assertError(String yaml, int line, String message) {
        ScenarioException e = error(yaml);
        assertThat(e.getMessage()).isEqualTo(message);
        assertThat(e.line()).isEqualTo(line);
        assertThat(message).startsWith("lab.yaml:" + line + ": " + e.problem().key() + ": ");
    }
}
