package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The network block: read, written back, left out when there is no port, and its errors. */
class NetworkKnobsTest {
    private static final String FLOWS = "flows: [ { kind: bulk_tcp } ]\n";

    @Test
    void aBottleneckReadsFromItsBlockAndWritesBack() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString(
                "network:\n  bottleneck: { rate: 100Mbit, buffer: 1000000, aqm: droptail }\n" + FLOWS, "n.yaml");
        assertThat(s.network().bottleneck()).isEqualTo(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL));
        assertThat(s.network().present()).isTrue();
        String yaml = ScenarioWriter.toYaml(s);
        assertThat(yaml).contains("network:").contains("bottleneck").contains("rate: 100Mbit")
                .contains("buffer: 1000000").doesNotContain("buffer_packets");
        assertThat(ScenarioLoader.fromString(yaml, "n.yaml")).isEqualTo(s);
    }

    @Test
    void withoutTheBlockThereIsNoPortAndNothingIsWritten() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString(FLOWS, "n.yaml");
        assertThat(s.network().present()).isFalse();
        assertThat(ScenarioWriter.toYaml(s)).doesNotContain("network");
    }

    @Test
    void aBufferInPacketsReadsToo() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString(
                "network: { bottleneck: { rate: 1Gbit, buffer_packets: 100 } }\n" + FLOWS, "n.yaml");
        assertThat(s.network().bottleneck()).isEqualTo(new Bottleneck(Units.GBIT, 0, 100, Aqm.DROPTAIL));
        assertThat(ScenarioLoader.fromString(ScenarioWriter.toYaml(s), "n.yaml")).isEqualTo(s);
    }

    @Test
    void ecnAtThePortAndInTcpReadAndWriteBack() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString("tcp: { ecn: true }\n"
                + "network: { bottleneck: { rate: 100Mbit, buffer: 100000, aqm: codel, ecn: true } }\n" + FLOWS, "n.yaml");
        assertThat(s.tcp().ecn()).isTrue();
        assertThat(s.network().bottleneck()).isEqualTo(new Bottleneck(100 * Units.MBIT, 100_000, 0, Aqm.CODEL, true));
        String yaml = ScenarioWriter.toYaml(s);
        assertThat(yaml).contains("ecn: true");
        assertThat(ScenarioLoader.fromString(yaml, "n.yaml")).isEqualTo(s);
        assertThat(ScenarioWriter.toYaml(Scenario.defaults())).doesNotContain("ecn");
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit, buffer: 100000, ecn: true } }\n" + FLOWS, 1,
                "lab.yaml:1: network.bottleneck.ecn: needs an AQM to mark: a full buffer can only drop (allowed: aqm:"
                        + " codel)");
    }

    @Test
    void badValuesGetClearMessages() {
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit } }\n" + FLOWS, 1,
                "lab.yaml:1: network.bottleneck.buffer: is missing: the port needs a buffer (allowed: a byte count in buffer, or a"
                        + " packet count in buffer_packets)");
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit, buffer: 1000, buffer_packets: 10 } }\n"
                + FLOWS, 1, "lab.yaml:1: network.bottleneck.buffer_packets: is given with buffer; a buffer counts bytes or packets"
                        + " (allowed: one of buffer and buffer_packets)");
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit, buffer: 1000 } }\n" + FLOWS, 1,
                "lab.yaml:1: network.bottleneck.buffer: 1000 bytes cannot hold one full frame (allowed: at least 1514 (the MTU plus"
                        + " the Ethernet header))");
        ScenarioErrors.assertError("network: { bottleneck: { buffer: 100000 } }\n" + FLOWS, 1,
                "lab.yaml:1: network.bottleneck.buffer: is set but the port has no rate (allowed: a network.bottleneck.rate above"
                        + " 0bit, or no bottleneck keys)");
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit, buffer: 100000, aqm: red } }\n" + FLOWS,
                1, "lab.yaml:1: network.bottleneck.aqm: unknown word red (allowed: droptail, codel)");
    }
}
