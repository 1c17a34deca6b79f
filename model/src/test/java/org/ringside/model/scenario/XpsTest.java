package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringside.model.scenario.LabFiles.error;
import static org.ringside.model.scenario.LabFiles.read;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code nic.xps}: XPS set by hand, read, checked against the queues and CPUs, and written back. */
class XpsTest {
    private static final String HEAD = "cpus: 4\nqdisc: { kind: mq }\n";
    private static final String FLOW = "flows: [ { kind: bulk_tcp } ]\n";

    @Test
    void queuesTakeTheirCpuListsAndTheFileReadsBackTheSame() throws ScenarioException {
        Scenario s = read(HEAD + "nic: { driver: ixgbe, xps: { tx-0: [1], tx-2: [1, 3], tx-3: [] } }\n" + FLOW);
        assertThat(s.nic().xps()).isEqualTo(Xps.of(Map.of(0, 0b0010L, 2, 0b1010L, 3, 0L)));
        assertThat(s.nic().xps().maskOf(1)).as("tx-1 keeps the driver's").isEqualTo(-1);
        String yaml = ScenarioWriter.toYaml(s);
        assertThat(yaml).contains("xps: { tx-0: [1], tx-2: [1, 3], tx-3: [] }");
        assertThat(read(yaml)).isEqualTo(s);
        assertThat(ScenarioWriter.toYaml(read(HEAD + "nic: { driver: ixgbe }\n" + FLOW))).doesNotContain("xps");
    }

    @Test
    void aQueueOrCpuTheScenarioLacksIsNamedAtItsLine() {
        assertThat(error(HEAD + "nic: { driver: ixgbe,\n  xps: { tx-0: [0],\n    tx-4: [1] } }\n" + FLOW))
                .contains("lab.yaml:5").contains("nic.xps.tx-4").contains("the device has 4 transmit queues")
                .contains("tx-0 to tx-3");
        assertThat(error(HEAD + "nic: { driver: ixgbe,\n  xps: { tx-1: [1, 6] } }\n" + FLOW))
                .contains("lab.yaml:4").contains("nic.xps.tx-1").contains("CPU 6, but cpus is 4")
                .contains("CPUs 0 to 3");
        assertThat(error(HEAD + "nic: { driver: ixgbe, xps: { eth0: [1] } }\n" + FLOW))
                .contains("lab.yaml:3").contains("nic.xps.eth0").contains("not a transmit queue");
        assertThat(error(HEAD + "nic: { driver: ixgbe, xps: { tx-1: 1 } }\n" + FLOW))
                .contains("nic.xps.tx-1").contains("expected a list of CPUs");
        assertThat(error(HEAD + "nic: { driver: ixgbe, xps: { tx-1: [x] } }\n" + FLOW))
                .contains("x is not a CPU");
        assertThat(error(HEAD + "nic: { driver: ixgbe, xps: [0, 1] }\n" + FLOW))
                .contains("nic.xps").contains("expected a map");
    }
}
