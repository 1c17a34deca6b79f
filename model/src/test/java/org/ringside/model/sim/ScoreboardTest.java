package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.KnobDifference;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.scenario.Units;

/** The scoreboard of two runs: the class's figures side by side, with B's over A's. */
class ScoreboardTest {
    private static final String PAIR = """
            kernel: "3.3"
            nic: { ring_size: 1024, tso: false, gso: false }
            bql: { mode: "off" }
            flows:
              - { kind: bulk_tcp, name: streams, count: 10, remote_rtt: 200us }
              - { kind: request_response, name: rr, request: 1, priority: interactive, remote_rtt: 200us }
            compare: { nic: { ring_size: 64 } }
            """;

    private static RunSummary summary(String name, double throughput, long ringMean, List<RunSummary.FlowSummary> flows) {
        RunSummary.Spread ring = new RunSummary.Spread(ringMean, 0, ringMean, ringMean, ringMean);
        RunSummary.Spread none = new RunSummary.Spread(0, 0, 0, 0, 0);
        RunSummary.Latency nothing = new RunSummary.Latency(null, null, null, null);
        return new RunSummary(name, 1, Units.S, throughput, 0.9, 1000, 0.25, 10, 3, ring,
                new RunSummary.Totals(0, 0, 0, 0), none, none, flows, 3, 0, 5, 1000,
                new RunSummary.DropCauses(3, 0), 0, new RunSummary.Fairness(null, 0), nothing, null, null, null, null, null);
    }

    private static RunSummary.FlowSummary flow(String name, String kind, Long p99) {
        return new RunSummary.FlowSummary(name, kind, 10, 1000, new RunSummary.Latency(1.0, 1L, p99, p99),
                null, null, 0, 0, 8000, null, null);
    }

    @Test
    void theRowsAreTheInteractiveFlowsWaitThenTheLinkQueuesCpuAndDrops() {
        RunSummary a = summary("A", 1e9, 1_000_000, List.of(flow("bulk", "bulk_tcp", 5L),
                flow("voip", "udp_cbr", 2_000_000L)));
        RunSummary b = summary("B", 1e9, 100_000, List.of(flow("bulk", "bulk_tcp", 5L),
                flow("voip", "udp_cbr", 500_000L)));

        Scoreboard s = Scoreboard.of(a, b);

        assertThat(s.rows()).extracting(Scoreboard.Row::figure).containsExactly("voip p99 wait", "throughput",
                "ring bytes (mean)", "qdisc bytes (mean)", "CPU busy", "drops");
        Scoreboard.Row wait = s.rows().get(0);
        assertThat(wait.ratio()).contains(0.25);
        assertThat(wait.aText()).isEqualTo("2 ms");
        assertThat(wait.ratioText()).isEqualTo("0.25×");
        assertThat(s.rows().get(2).ratio()).contains(0.1);
        assertThat(s.rows().get(1).ratioText()).isEqualTo("1.00×");
        assertThat(s.rows().get(4).bText()).isEqualTo("25.0 %");
    }

    @Test
    void aFigureOneRunLacksHasNoRatio() {
        RunSummary a = summary("A", 1e9, 0, List.of(flow("rr", "request_response", null)));
        RunSummary b = summary("B", 2e9, 10, List.of(flow("rr", "request_response", 40_000L)));

        Scoreboard s = Scoreboard.of(a, b);

        assertThat(s.rows().get(0).aText()).isEqualTo("–");
        assertThat(s.rows().get(0).ratioText()).isEqualTo("–");
        assertThat(s.rows()).filteredOn(r -> r.figure().startsWith("ring")).first()
                .satisfies(r -> assertThat(r.ratio()).isEmpty());
        assertThat(Scoreboard.of(a, b).rows().get(1).ratioText()).isEqualTo("2.00×");
        assertThat(Scoreboard.of(summary("A", 1e9, 0, List.of()), b).rows())
                .extracting(Scoreboard.Row::figure).startsWith("throughput");
    }

    @Test
    void aSmallerRingShortensTheInteractiveFlowsWait() throws ScenarioException {
        ScenarioPair p = ScenarioLoader.pairFromString(PAIR, "ring.yaml").orElseThrow();

        Scoreboard s = Scoreboard.of(HeadlessRun.run(p.a(), 200 * Units.MS).summary(),
                HeadlessRun.run(p.b(), 200 * Units.MS).summary());

        assertThat(s.rows().get(0).figure()).isEqualTo("rr p99 wait");
        assertThat(s.rows().get(0).ratio()).hasValueSatisfying(r -> assertThat(r).isLessThan(0.5));
        assertThat(s.rows()).filteredOn(r -> r.figure().startsWith("ring")).first()
                .satisfies(r -> assertThat(r.ratio()).hasValueSatisfying(x -> assertThat(x).isLessThan(0.2)));
    }

    @Test
    void dropsAtABottleneckPortShowWhereTheyHappen() throws ScenarioException {
        // The host's 1 GbE wire feeds a 100 Mbit/s port: the host drops nothing, the port drops.
        ScenarioPair p = ScenarioLoader.pairFromString("""
                network:
                  bottleneck: { rate: 100Mbit, buffer: 250000, aqm: droptail }
                  cross_traffic:
                    - { kind: bulk_tcp, name: others, count: 4, remote_rtt: 20ms }
                flows:
                  - { kind: bulk_tcp, name: stream, remote_rtt: 20ms }
                compare: { network: { bottleneck: { aqm: codel } } }
                """, "port.yaml").orElseThrow();
        RunSummary a = HeadlessRun.run(p.a(), Units.S).summary();
        RunSummary b = HeadlessRun.run(p.b(), Units.S).summary();

        Scoreboard s = Scoreboard.of(a, b);

        // The port's drops beside the host's, not the host's 0 alone.
        assertThat(a.bottleneck().drops()).isPositive();
        assertThat(a.drops()).isZero();
        // After throughput: behind the port the host's ring and qdisc stay nearly empty.
        assertThat(s.rows()).extracting(Scoreboard.Row::figure).containsExactly("throughput", "drops (host + port)",
                "ring bytes (mean)", "qdisc bytes (mean)", "CPU busy");
        Scoreboard.Row drops = s.rows().get(1);
        assertThat(drops.a()).isEqualTo((double) a.bottleneck().drops());
        assertThat(drops.aText()).isEqualTo("0 + " + a.bottleneck().drops());
        assertThat(drops.bText()).isEqualTo(b.drops() + " + " + b.bottleneck().drops());
        assertThat(drops.ratio()).contains((double) (b.drops() + b.bottleneck().drops()) / a.bottleneck().drops());
    }

    @Test
    void behindAPortTheRequestResponseFlowIsScoredByItsTransaction() throws ScenarioException {
        // Five streams fill a 100 Mbit/s port; the host's RR flow's requests queue there. Its wait
        // inside the host is the same in both lanes; CoDel at the port shortens the transaction.
        ScenarioPair p = ScenarioLoader.pairFromString("""
                network:
                  bottleneck: { rate: 100Mbit, buffer: 1MB, aqm: droptail }
                flows:
                  - { kind: bulk_tcp, name: streams, count: 5, remote_rtt: 20ms }
                  - { kind: request_response, name: rr, request: 1, remote_rtt: 20ms }
                compare: { network: { bottleneck: { aqm: codel } } }
                """, "rr-port.yaml").orElseThrow();
        RunSummary a = HeadlessRun.run(p.a(), 2 * Units.S).summary();
        RunSummary b = HeadlessRun.run(p.b(), 2 * Units.S).summary();

        Scoreboard.Row first = Scoreboard.of(a, b).rows().get(0);

        assertThat(first.figure()).isEqualTo("rr p99 transaction");
        assertThat(first.a()).isEqualTo((double) a.flows().get(1).transactionNs().p99());
        assertThat(first.ratio()).hasValueSatisfying(r -> assertThat(r).isLessThan(0.75));
        // The wait inside the host, the row this replaces, is under a millisecond in both lanes.
        assertThat(List.of(a.flows().get(1).latencyNs().p99(), b.flows().get(1).latencyNs().p99()))
                .allSatisfy(p99 -> assertThat(p99).isLessThan(Units.MS));
        // Without the port the same flow is scored by its wait in the host.
        assertThat(Scoreboard.of(summary("A", 1e9, 0, a.flows()), summary("B", 1e9, 0, b.flows())).rows().get(0)
                .figure()).isEqualTo("rr p99 wait");
    }

    @Test
    void aRunWithoutAPortHasADashForItsPortsDrops() {
        RunSummary a = summary("A", 1e9, 0, List.of());
        RunSummary.Spread none = new RunSummary.Spread(0, 0, 0, 0, 0);
        RunSummary.Latency nothing = new RunSummary.Latency(null, null, null, null);
        RunSummary b = summary("B", 1e8, 0, List.of());
        b = new RunSummary(b.scenario(), b.seed(), b.durationNs(), b.throughputBps(), b.linkUtilization(), b.pps(),
                b.cpuUtilization(), b.doorbells(), 0, b.ringBytes(), b.totals(), b.qdiscBytes(), b.bqlLimit(),
                b.flows(), 0, 0, b.interrupts(), b.frames(), new RunSummary.DropCauses(0, 0), 0, b.fairness(),
                b.qdiscSojournNs(), null, null, null, null,
                new RunSummary.BottleneckSummary(none, nothing, 85, 0, 1e8, 40, 0));

        Scoreboard s = Scoreboard.of(a, b);

        // The host's queue was the bottleneck in A (3 drops), the port in B (85, the host none).
        Scoreboard.Row drops = s.rows().get(1);
        assertThat(List.of(drops.figure(), drops.aText(), drops.bText(), drops.ratioText()))
                .containsExactly("drops (host + port)", "3 + –", "0 + 85", "28×");
    }

    @Test
    void thePairJsonHoldsBothSummariesAndTheDifferences() throws Exception {
        RunSummary a = summary("A", 1e9, 0, List.of());
        RunSummary b = summary("B", 2e9, 0, List.of());

        JsonNode json = new ObjectMapper().readTree(SummaryJson.pairJson(a, b,
                List.of(new KnobDifference("nic.ring_size", "1024", "64"))));

        assertThat(json.get("a")).isEqualTo(new ObjectMapper().readTree(SummaryJson.toJson(a)));
        assertThat(json.get("b").get("throughput_bps").asDouble()).isEqualTo(2e9);
        assertThat(json.get("differences").get(0).get("key").asText()).isEqualTo("nic.ring_size");
        assertThat(json.get("differences").get(0).get("b").asText()).isEqualTo("64");
    }
}
