package org.ringside.lessons.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.Simulation;

class KeyCheckTest {
    private static final Set<String> KEYS = Set.of("throughput_bps", "ring_bytes.mean", "flows.rr.latency_ns.p99");

    private static void checkGoal(String goal) throws ExprException {
        KeyCheck.checkGoal(ExprParser.parse(goal), KEYS);
    }

    private static void checkClaim(String claim) throws ExprException {
        Map<String, Set<String>> runs = new LinkedHashMap<>();
        runs.put("off", KEYS);
        runs.put("on", KEYS);
        KeyCheck.checkClaim(ExprParser.parse(claim), runs);
    }

    @Test
    void knownKeysPass() throws ExprException {
        checkGoal("flows.rr.latency_ns.p99 < 1ms and throughput_bps > 900Mbit");
        checkClaim("run(on).ring_bytes.mean < run(off).ring_bytes.mean");
    }

    @Test
    void anUnknownKeyIsNamedWithTheNearestKnownOne() {
        assertThatThrownBy(() -> checkGoal("throughput_bps > 1Mbit and flows.rr.latency_ns.p98 < 1ms"))
                .hasMessage("column 28: unknown summary key flows.rr.latency_ns.p98, did you mean flows.rr.latency_ns.p99?");
        assertThatThrownBy(() -> checkGoal("queue_depth > 1"))
                .hasMessage("column 1: unknown summary key queue_depth");
    }

    @Test
    void claimsReadNamedRunsAndGoalsReadTheRunningSimulation() {
        assertThatThrownBy(() -> checkClaim("ring_bytes.mean > 1"))
                .hasMessage("column 1: a claim reads a named run: write run(NAME).ring_bytes.mean (runs: off, on)");
        assertThatThrownBy(() -> checkClaim("run(of).ring_bytes.mean > 1"))
                .hasMessage("column 1: there is no run of (runs: off, on)");
        assertThatThrownBy(() -> checkGoal("run(off).ring_bytes.mean > 1"))
                .hasMessage("column 1: a goal reads the running simulation's keys: write ring_bytes.mean without run(off)");
        assertThatThrownBy(() -> KeyCheck.checkClaim(ExprParser.parse("run(off).pps > 1"), Map.of()))
                .hasMessage("column 1: there is no run off (runs: the lesson defines none under runs:)");
    }

    @Test
    void summaryKeysAreTheSummaryJsonsKeysWithFlowsByName() throws ScenarioException {
        var scenario = ScenarioLoader.fromString("flows:\n  - { kind: bulk_tcp, name: bulk }\n"
                + "  - { kind: request_response, name: rr }\n", "two.yaml");

        Map<String, Double> before = SummaryKeys.of(new Simulation(scenario).summary());
        Map<String, Double> after = SummaryKeys.of(HeadlessRun.run(scenario, 5_000_000L).summary());

        assertThat(after.keySet()).containsExactlyElementsOf(before.keySet())
                .contains("throughput_bps", "ring_bytes.mean", "totals.bytes_sent", "bql_limit.p50",
                        "flows.rr.latency_ns.p99", "flows.rr.tps", "flows.rr.transaction_ns.mean", "flows.bulk.tps")
                .doesNotContain("scenario", "flows.rr.name", "flows.rr.kind");
        assertThat(after.get("duration_ns")).isEqualTo(5e6);
        assertThat(after.get("flows.rr.tps")).isPositive();
        assertThat(after).containsEntry("flows.bulk.tps", null);
    }
}
