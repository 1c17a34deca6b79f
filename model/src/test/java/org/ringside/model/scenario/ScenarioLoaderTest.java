package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScenarioLoaderTest {

    /** The example of the design, word for word. */
    static final String DESIGN_EXAMPLE = """
            name: BQL on, TSO off, 100 bulk streams + one high-priority RR
            duration: 2s
            seed: 1
            link: { rate: 1Gbit }
            nic: { ring_size: 1024, max_desc_bytes: 4096, mtu: 1500, tso: false, gso: false, gso_max_size: 65536,
                   tx_usecs: 100us, tx_frames: 64, tx_clean_budget: 64,
                   doorbell: immediate, dispatch_limit: 0 }    # doorbell: immediate | dispatch_limit | xmit_more
            bql: { mode: auto, limit_min: 0, limit_max: 1879048192, hold_time: 1s }
                 # mode: auto | fixed | off; fixed takes `limit: 6000` (limit_min = limit_max = limit)
            qdisc: { kind: pfifo_fast, txqueuelen: 1000 }      # kind: pfifo_fast | pfifo; drain_budget_bytes: 0 = off
            sample_interval: 100us
            cpu: { per_packet: 300ns, per_segment: 100ns, doorbell: 10ns, per_completion: 10ns, pktgen_per_packet: 60ns }
            flows:
              - { kind: bulk_tcp, count: 100, priority: besteffort, remote_rtt: 200us }
              - { kind: request_response, name: rr, request: 1, priority: interactive, remote_rtt: 200us }
              # also: { kind: udp_cbr, size: 200, interval: 20ms, priority: interactive }
              #       { kind: pktgen, size: 60 }
            """;

    static Scenario load(String yaml) throws ScenarioException {
        return ScenarioLoader.fromString(yaml, "test.yaml");
    }

    @Test
    void theDesignExampleLoadsKeyForKey() throws ScenarioException {
        Scenario s = load(DESIGN_EXAMPLE);

        assertThat(s.name()).isEqualTo("BQL on, TSO off, 100 bulk streams + one high-priority RR");
        assertThat(s.durationNs()).isEqualTo(2_000_000_000L);
        assertThat(s.link().rateBps()).isEqualTo(1_000_000_000L);
        assertThat(s.nic()).isEqualTo(Nic.defaults().withRingSize(1024).withTso(false).withGso(false)
                .withDoorbell(DoorbellMode.IMMEDIATE, 0));
        assertThat(s.bql()).isEqualTo(Bql.defaults());
        assertThat(s.qdisc()).isEqualTo(Qdisc.defaults());
        assertThat(s.cpu()).isEqualTo(Cpu.defaults());
        assertThat(s.flows()).containsExactly(
                Flow.defaults(FlowKind.BULK_TCP).withCount(100).withRemoteRttNs(200_000),
                Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr").withPriority(Priority.INTERACTIVE)
                        .withRemoteRttNs(200_000));
    }

    @Test
    void everyKnobMayBeLeftOut() throws ScenarioException {
        Scenario s = load("flows: [ { kind: bulk_tcp } ]");

        assertThat(s).isEqualTo(Scenario.defaults().withName("test"));
    }

    @Test
    void withoutANameTheScenarioIsNamedAfterItsFile() throws ScenarioException {
        assertThat(ScenarioLoader.fromString("flows: [ {kind: pktgen} ]", "lessons/ring-size.yaml").name())
                .isEqualTo("ring-size");
    }

    @Test
    void aFlowIsNamedAfterItsKindAndCountsOneByDefault() throws ScenarioException {
        Flow f = load("flows:\n  - kind: udp_cbr\n").flows().get(0);

        assertThat(f.name()).isEqualTo("udp_cbr");
        assertThat(f.count()).isEqualTo(1);
        assertThat(f.size()).isEqualTo(200);
        assertThat(f.intervalNs()).isEqualTo(20_000_000L);
        assertThat(f.priority()).isEqualTo(Priority.BESTEFFORT);
    }

    @Test
    void flowDefaultsFollowTheDesign() throws ScenarioException {
        List<Flow> flows = load("""
                flows:
                  - { kind: request_response }
                  - { kind: pktgen }
                """).flows();

        assertThat(flows.get(0).request()).isEqualTo(1);
        assertThat(flows.get(0).remoteRttNs()).isEqualTo(100_000L);
        assertThat(flows.get(1).size()).isEqualTo(60);
    }

    @Test
    void bqlOffIsReadFromABareOffAndFromFalse() throws ScenarioException {
        assertThat(load("bql: { mode: off }\nflows: [ {kind: bulk_tcp} ]").bql().mode()).isEqualTo(BqlMode.OFF);
        assertThat(load("bql: { mode: false }\nflows: [ {kind: bulk_tcp} ]").bql().mode()).isEqualTo(BqlMode.OFF);
        assertThat(load("bql: { mode: \"off\" }\nflows: [ {kind: bulk_tcp} ]").bql()).isEqualTo(Bql.off());
    }

    @Test
    void aFixedLimitSetsLimitMinAndLimitMax() throws ScenarioException {
        Bql bql = load("bql: { mode: fixed, limit: 6000 }\nflows: [ {kind: bulk_tcp} ]").bql();

        assertThat(bql).isEqualTo(Bql.fixed(6000));
        assertThat(bql.limitMin()).isEqualTo(6000);
        assertThat(bql.limitMax()).isEqualTo(6000);
    }

    @Test
    void offloadsTakeTrueFalseOnOffAndYesNo() throws ScenarioException {
        Nic nic = load("nic: { tso: off, gso: no, tx_checksum: On }\nflows: [ {kind: bulk_tcp} ]").nic();

        assertThat(nic.tso()).isFalse();
        assertThat(nic.gso()).isFalse();
        assertThat(nic.txChecksum()).isTrue();
    }

    @Test
    void theDoorbellTakesItsPolicyAndDispatchLimit() throws ScenarioException {
        Nic nic = load("nic: { doorbell: dispatch_limit, dispatch_limit: 16 }\nflows: [ {kind: pktgen} ]").nic();

        assertThat(nic.doorbell()).isEqualTo(DoorbellMode.DISPATCH_LIMIT);
        assertThat(nic.dispatchLimit()).isEqualTo(16);
        assertThat(load("nic: { doorbell: xmit_more }\nflows: [ {kind: pktgen} ]").nic().doorbell())
                .isEqualTo(DoorbellMode.XMIT_MORE);
    }

    @Test
    void blockStyleAndFractionsInUnitsWork() throws ScenarioException {
        Scenario s = load("""
                # block style works as well as the design's flow style
                duration: 1.5ms
                link:
                  rate: 2.5Gbit
                nic:
                  tx_usecs: 12µs
                qdisc:
                  kind: pfifo
                  drain_budget_bytes: 1_048_576
                flows:
                  - kind: udp_cbr
                    name: voice
                    size: 160
                    interval: 20ms
                """);

        assertThat(s.durationNs()).isEqualTo(1_500_000L);
        assertThat(s.link().rateBps()).isEqualTo(2_500_000_000L);
        assertThat(s.nic().txUsecsNs()).isEqualTo(12_000L);
        assertThat(s.qdisc()).isEqualTo(new Qdisc(QdiscKind.PFIFO, 1000, 1_048_576));
        assertThat(s.flows().get(0)).isEqualTo(Flow.defaults(FlowKind.UDP_CBR).withName("voice").withSize(160));
    }

    @Test
    void anEmptySectionMeansItsDefaults() throws ScenarioException {
        Scenario s = load("nic:\nbql: {}\nflows: [ {kind: bulk_tcp} ]");

        assertThat(s.nic()).isEqualTo(Nic.defaults());
        assertThat(s.bql()).isEqualTo(Bql.defaults());
    }

    @Test
    void aByteOrderMarkIsIgnored() throws ScenarioException {
        assertThat(load("\uFEFFflows: [ {kind: bulk_tcp} ]").flows()).hasSize(1);
    }

    @Test
    void scenariosLoadFromAClassLoadersResources() throws Exception {
        // The shape the application uses when assets/ is on its class path.
        URL assets = RepoFiles.root().resolve("assets").toUri().toURL();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {assets}, null)) {
            Scenario s = ScenarioLoader.fromResource(loader, "scenarios/pktgen-mmio-dispatch16.yaml");

            assertThat(s.flows()).extracting(Flow::kind).containsExactly(FlowKind.PKTGEN);
            assertThat(s.nic().dispatchLimit()).isEqualTo(16);
        }
    }
}
