package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@code network.cross_traffic}: read, checked and written back. */
class CrossTrafficScenarioTest {
    private static final String HEAD = "network:\n  bottleneck: { rate: 100Mbit, buffer: 250000 }\n";
    private static final String FLOWS = "flows:\n  - { kind: bulk_tcp, name: stream, remote_rtt: 20ms }\n";

    private static Scenario read(String cross) throws ScenarioException {
        return ScenarioLoader.fromString(HEAD + "  cross_traffic:\n" + cross + FLOWS, "test.yaml");
    }

    @Test
    void bothKindsAreReadWithTheirDefaults() throws ScenarioException {
        Scenario s = read("    - { kind: bulk_tcp, name: others, count: 4, remote_rtt: 30ms }\n"
                + "    - { kind: cbr_udp, rate: 2Mbit, size: 160, access_rate: 1Gbit }\n");
        assertThat(s.network().crossTraffic()).containsExactly(
                new CrossFlow(CrossKind.BULK_TCP, "others", 4, 30 * Units.MS, TcpCongestion.CUBIC, 0, 0, 0, 0),
                new CrossFlow(CrossKind.CBR_UDP, "others_udp", 1, 0, TcpCongestion.CUBIC, Units.GBIT, 2 * Units.MBIT, 160, 0));
        assertThat(s.network().crossFlows()).isEqualTo(5);
        assertThat(s.network().crossTraffic().get(0).accessRate(100 * Units.MBIT)).isEqualTo(Units.GBIT);
    }

    @Test
    void aRequestResponseEntryIsReadWithTheHostFlowsDefaults() throws ScenarioException {
        Scenario s = read("    - { kind: request_response, count: 3 }\n"
                + "    - { kind: request_response, name: web, remote_rtt: 5ms, request: 300, access_rate: 1Gbit }\n");
        assertThat(s.network().crossTraffic()).containsExactly(
                new CrossFlow(CrossKind.REQUEST_RESPONSE, "others_rr", 3, CrossFlow.DEFAULT_REMOTE_RTT_NS,
                        TcpCongestion.CUBIC, 0, 0, 0, Flow.defaults(FlowKind.REQUEST_RESPONSE).request()),
                new CrossFlow(CrossKind.REQUEST_RESPONSE, "web", 1, 5 * Units.MS, TcpCongestion.CUBIC, Units.GBIT, 0, 0,
                        300));
        String yaml = ScenarioWriter.toYaml(s);
        assertThat(yaml).contains("{ kind: request_response, name: web, count: 1, remote_rtt: 5ms, request: 300,"
                + " access_rate: 1Gbit }");
        assertThat(ScenarioLoader.fromString(yaml, "again.yaml")).isEqualTo(s);
    }

    @Test
    void aRequestResponseEntrysMistakesNameTheirKey() {
        assertThatThrownBy(() -> read("    - { kind: request_response, rate: 1Mbit }\n"))
                .hasMessageContaining("network.cross_traffic[0].rate")
                .hasMessageContaining("not used by request_response")
                .hasMessageContaining("kind, name, count, remote_rtt, request, access_rate");
        assertThatThrownBy(() -> read("    - { kind: request_response, congestion: reno }\n"))
                .hasMessageContaining("network.cross_traffic[0].congestion").hasMessageContaining("not used");
        // One segment with timestamps at a 1500-byte MTU: 1500 - 52.
        assertThatThrownBy(() -> read("    - { kind: request_response, request: 1449 }\n"))
                .hasMessageContaining("network.cross_traffic[0].request").hasMessageContaining("1 to 1448");
        assertThatThrownBy(() -> read("    - { kind: request_response, request: 0 }\n"))
                .hasMessageContaining("network.cross_traffic[0].request");
        assertThatThrownBy(() -> read("    - { kind: request_response, remote_rtt: 20 }\n"))
                .hasMessageContaining("network.cross_traffic[0].remote_rtt");
        assertThatThrownBy(() -> read("    - { kind: request_response, name: stream }\n"))
                .hasMessageContaining("network.cross_traffic[0].name").hasMessageContaining("already the name");
        assertThatThrownBy(() -> read("    - { kind: tcp_rr }\n")).hasMessageContaining("network.cross_traffic[0].kind")
                .hasMessageContaining("bulk_tcp, cbr_udp, request_response");
    }

    @Test
    void aWrittenScenarioReadsBackEqual() throws ScenarioException {
        Scenario s = read("    - { kind: bulk_tcp, name: others, count: 4, remote_rtt: 30ms, congestion: reno }\n"
                + "    - { kind: cbr_udp, name: voice, rate: 64Kbit, size: 160, access_rate: 1Gbit }\n");
        String yaml = ScenarioWriter.toYaml(s);
        assertThat(yaml).contains("cross_traffic: [{ kind: bulk_tcp, name: others, count: 4, remote_rtt: 30ms,"
                + " congestion: reno },");
        assertThat(ScenarioLoader.fromString(yaml, "again.yaml")).isEqualTo(s);
    }

    @Test
    void aFileWithoutCrossTrafficIsWrittenAsBefore() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString(HEAD + FLOWS, "test.yaml");
        assertThat(ScenarioWriter.toYaml(s)).doesNotContain("cross_traffic");
    }

    @Test
    void mistakesAreNamedAtTheirLine() {
        assertThatThrownBy(() -> read("    - { kind: bulk_udp }\n")).hasMessageContaining("test.yaml:4:")
                .hasMessageContaining("network.cross_traffic[0].kind").hasMessageContaining("bulk_tcp, cbr_udp");
        assertThatThrownBy(() -> read("    - { kind: cbr_udp, size: 100 }\n"))
                .hasMessageContaining("network.cross_traffic[0].rate").hasMessageContaining("missing");
        assertThatThrownBy(() -> read("    - { kind: bulk_tcp, rate: 1Mbit }\n"))
                .hasMessageContaining("network.cross_traffic[0].rate").hasMessageContaining("not used by bulk_tcp");
        assertThatThrownBy(() -> read("    - { kind: bulk_tcp, name: stream }\n"))
                .hasMessageContaining("network.cross_traffic[0].name").hasMessageContaining("already the name");
        assertThatThrownBy(() -> read("    - { kind: cbr_udp, rate: 1Mbit, size: 1480 }\n"))
                .hasMessageContaining("network.cross_traffic[0].size").hasMessageContaining("1 to 1472");
        assertThatThrownBy(() -> read("    - { kind: bulk_tcp, access_rate: 0bit }\n"))
                .hasMessageContaining("network.cross_traffic[0].access_rate");
    }

    @Test
    void crossTrafficNeedsAPort() {
        assertThatThrownBy(() -> ScenarioLoader.fromString("network:\n  cross_traffic:\n    - { kind: bulk_tcp }\n"
                + FLOWS, "test.yaml")).hasMessageContaining("network.cross_traffic").hasMessageContaining("no port");
    }

    @Test
    void aKnobOnThePortKeepsTheCrossTraffic() throws ScenarioException {
        Scenario s = read("    - { kind: bulk_tcp, count: 2 }\n");
        Scenario changed = Knobs.get("network.bottleneck.rate").set(s, 50 * Units.MBIT);
        assertThat(changed.network().crossTraffic()).isEqualTo(s.network().crossTraffic());
    }
}
