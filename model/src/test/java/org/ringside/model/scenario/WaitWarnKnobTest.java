package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringside.model.scenario.LabFiles.error;
import static org.ringside.model.scenario.LabFiles.read;

import org.junit.jupiter.api.Test;

/** {@code flows[].wait_warn}: the wait over which a lane warns, read, written back and bounded by the table. */
class WaitWarnKnobTest {

    @Test
    void aThresholdIsReadPerFlowAndWrittenOnlyWhereSet() throws ScenarioException {
        Scenario s = read("flows: [ { kind: udp_cbr, name: voice, wait_warn: 20ms }, { kind: bulk_tcp } ]\n");
        assertThat(s.flows().get(0).waitWarnNs()).isEqualTo(20 * Units.MS);
        assertThat(s.flows().get(1).waitWarnNs()).as("none unless a file says").isZero();
        assertThat(ScenarioWriter.toYaml(s)).contains("wait_warn: 20ms").containsOnlyOnce("wait_warn");
        assertThat(read(ScenarioWriter.toYaml(s))).isEqualTo(s);
    }

    @Test
    void aThresholdOutOfRangeNamesTheKeyAndTheRange() {
        assertThat(error("flows: [ { kind: pktgen, wait_warn: 11s } ]\n")).contains("lab.yaml:1")
                .contains("flows[0].wait_warn").contains("out of range").contains("0s to 10s");
        assertThat(error("flows: [ { kind: pktgen, wait_warn: 5 } ]\n")).contains("has no unit");
    }
}
