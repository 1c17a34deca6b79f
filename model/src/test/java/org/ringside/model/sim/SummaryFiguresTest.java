package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Unit;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Scenario;

class SummaryFiguresTest {
    @Test
    void everyNumberOfTheJsonUnderItsDottedPathFlowsByName() {
        Scenario s = Scenario.defaults().withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP).withName("bulk"),
                Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr")));
        RunSummary summary = HeadlessRun.run(s, 10_000_000L).summary();
        Map<String, Double> figures = SummaryFigures.of(summary);

        assertThat(figures.keySet()).startsWith("seed", "duration_ns", "throughput_bps", "link_utilization", "pps")
                .contains("ring_bytes.p95", "totals.bytes_sent", "flows.rr.latency_ns.p99", "flows.rr.tps",
                        "flows.rr.transaction_ns.mean", "flows.bulk.tps", "fairness.jain", "qdisc_sojourn_ns.max")
                .doesNotContain("scenario", "flows.rr.name", "flows.rr.kind");
        assertThat(figures.get("pps")).isEqualTo(summary.pps());
        assertThat(figures.get("ring_bytes.p95")).isEqualTo((double) summary.ringBytes().p95());
        assertThat(figures.get("flows.rr.latency_ns.p99")).isEqualTo((double) summary.flows().get(1).latencyNs().p99());
        assertThat(figures.get("flows.bulk.tps")).as("not measured").isNaN();
    }

    @Test
    void theUnitIsReadFromTheSummarysNamingButNeverFromAFlowsName() {
        assertThat(SummaryFigures.unit("flows.rr.latency_ns.p99")).isEqualTo(Unit.NANOSECONDS);
        assertThat(SummaryFigures.unit("duration_ns")).isEqualTo(Unit.NANOSECONDS);
        assertThat(SummaryFigures.unit("throughput_bps")).isEqualTo(Unit.BITS_PER_SECOND);
        assertThat(SummaryFigures.unit("pps")).isEqualTo(Unit.PER_SECOND);
        assertThat(SummaryFigures.unit("flows.rr.tps")).isEqualTo(Unit.PER_SECOND);
        assertThat(SummaryFigures.unit("cpu_utilization")).isEqualTo(Unit.FRACTION);
        assertThat(SummaryFigures.unit("ring_bytes.mean")).isEqualTo(Unit.BYTES);
        assertThat(SummaryFigures.unit("bql_limit.p50")).isEqualTo(Unit.BYTES);
        assertThat(SummaryFigures.unit("totals.bytes_sent")).isEqualTo(Unit.BYTES);
        assertThat(SummaryFigures.unit("flows.bulk.dropped_packets")).isEqualTo(Unit.PACKETS);
        // An entry of other hosts' traffic at the port is named by its author, like a flow.
        assertThat(SummaryFigures.unit("bottleneck.flows.web_ns.tps")).isEqualTo(Unit.PER_SECOND);
        assertThat(SummaryFigures.unit("bottleneck.flows.big_bytes.share")).isEqualTo(Unit.FRACTION);
        assertThat(SummaryFigures.unit("bottleneck.fairness.jain")).isEqualTo(Unit.FRACTION);
        assertThat(SummaryFigures.unit("bottleneck.flows.web.transaction_ns.p99")).isEqualTo(Unit.NANOSECONDS);
        assertThat(SummaryFigures.unit("doorbells")).isEqualTo(Unit.COUNT);
        assertThat(SummaryFigures.unit("flows.pps.packets")).isEqualTo(Unit.PACKETS);
        assertThat(SummaryFigures.unit("flows.ring_bytes.doorbells")).isEqualTo(Unit.COUNT);
    }

    @Test
    void inWordsAFigureLeavesItsUnitToItsValueAndKeepsAFlowsName() {
        assertThat(SummaryFigures.words("flows.rr.latency_ns.p99")).isEqualTo("rr latency p99");
        assertThat(SummaryFigures.words("flows.voip_ns.tps")).isEqualTo("voip_ns tps");
        assertThat(SummaryFigures.words("bottleneck.flows.web_ns.transaction_ns.p99"))
                .isEqualTo("bottleneck flows web_ns transaction p99");
        assertThat(SummaryFigures.words("ring_bytes.p95")).isEqualTo("ring p95");
        assertThat(SummaryFigures.words("throughput_bps")).isEqualTo("throughput");
        assertThat(SummaryFigures.words("cpu_utilization")).isEqualTo("cpu utilization");
        assertThat(SummaryFigures.words("totals.bytes_offered")).isEqualTo("totals bytes offered");
        assertThat(SummaryFigures.words("pps")).isEqualTo("pps");
    }
}
