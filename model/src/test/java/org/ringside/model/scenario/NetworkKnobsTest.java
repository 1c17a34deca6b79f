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
                        + " codel, fq_codel or red)");
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
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit, buffer: 100000, aqm: pie } }\n" + FLOWS,
                1, "lab.yaml:1: network.bottleneck.aqm: unknown word pie (allowed: droptail, codel, fq_codel, red)");
    }

    @Test
    void anAqmsOwnSettingsReadAndWriteBack() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString("network: { bottleneck: { rate: 100Mbit, buffer: 1000000, aqm: fq_codel,"
                + " target: 2ms, interval: 50ms } }\n" + FLOWS, "n.yaml");
        Bottleneck b = s.network().bottleneck();
        assertThat(b.aqm()).isEqualTo(Aqm.FQ_CODEL);
        assertThat(b.targetNs()).isEqualTo(2 * Units.MS);
        assertThat(b.intervalNs()).isEqualTo(50 * Units.MS);
        assertThat(ScenarioLoader.fromString(ScenarioWriter.toYaml(s), "n.yaml")).isEqualTo(s);
        Scenario red = ScenarioLoader.fromString("network: { bottleneck: { rate: 100Mbit, buffer: 1000000, aqm: red,"
                + " red_min: 50000, red_probability_pct: 10 } }\n" + FLOWS, "n.yaml");
        assertThat(red.network().bottleneck().red()).isEqualTo(new Red(50_000, 0, 1000, 0, 10));
        String yaml = ScenarioWriter.toYaml(red);
        assertThat(yaml).contains("red_min: 50000").doesNotContain("red_max").doesNotContain("target");
        assertThat(ScenarioLoader.fromString(yaml, "n.yaml")).isEqualTo(red);
    }

    @Test
    void redsSettingsAreCheckedAsTcChecksThem() {
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit, buffer_packets: 100, aqm: red } }\n" + FLOWS,
                1, "lab.yaml:1: network.bottleneck.buffer_packets: cannot be red's limit: sch_red's limit counts bytes"
                        + " (allowed: a byte count in buffer)");
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit, buffer: 100000, aqm: red, red_min: 40000,"
                + " red_max: 30000 } }\n" + FLOWS, 1, "lab.yaml:1: network.bottleneck.red_max: 30000 bytes is not above"
                        + " red_min's 40000 (allowed: a red_max above red_min, or 0 for red_min × 3)");
        // burst + 1 - min / avpkt < 1: tc_red_eval_ewma refuses it.
        ScenarioErrors.assertError("network: { bottleneck: { rate: 100Mbit, buffer: 100000, aqm: red, red_min: 20000,"
                + " red_max: 30000, red_burst: 10 } }\n" + FLOWS, 1, "lab.yaml:1: network.bottleneck.red_burst: 10 packets"
                        + " is too small for red_min 20000 (tc_red_eval_ewma) (allowed: at least 20)");
    }
}
