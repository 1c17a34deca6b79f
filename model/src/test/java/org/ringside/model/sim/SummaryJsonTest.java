package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryJsonTest {
    @Test
    void hasTheStableKeysInOrderWithExactTotals() throws Exception {
        RunSummary summary = HeadlessRun.run(Bench.hundredStreams(), 50_000_000L).summary();
        JsonNode json = new ObjectMapper().readTree(SummaryJson.toJson(summary));
        List<String> keys = new ArrayList<>();
        json.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsSubsequence("duration_ns", "throughput_bps", "link_utilization", "pps",
                "cpu_utilization", "doorbells", "drops", "ring_bytes", "totals", "qdisc_bytes", "bql_limit", "flows");
        for (String spread : List.of("ring_bytes", "qdisc_bytes", "bql_limit")) {
            List<String> inner = new ArrayList<>();
            json.get(spread).fieldNames().forEachRemaining(inner::add);
            assertThat(inner).containsExactly("mean", "p5", "p50", "p95", "max");
            assertThat(json.get(spread).get("p5").asLong()).isLessThanOrEqualTo(json.get(spread).get("p95").asLong());
        }
        JsonNode totals = json.get("totals");
        assertThat(totals.get("bytes_offered").asLong()).isEqualTo(totals.get("bytes_sent").asLong()
                + totals.get("bytes_dropped").asLong() + totals.get("bytes_in_system_at_end").asLong());
        JsonNode streams = json.get("flows").get(0);
        assertThat(streams.get("name").asText()).isEqualTo("bulk_tcp");
        assertThat(streams.get("kind").asText()).isEqualTo("bulk_tcp");
        assertThat(streams.get("tps").isNull()).isTrue();
        List<String> latency = new ArrayList<>();
        streams.get("latency_ns").fieldNames().forEachRemaining(latency::add);
        assertThat(latency).containsExactly("mean", "p50", "p99", "max");
        JsonNode rr = json.get("flows").get(1);
        assertThat(rr.get("tps").asDouble()).isPositive();
        assertThat(rr.get("transaction_ns").get("p50").asLong()).isGreaterThan(200_000);
        assertThat(json.get("ring_bytes").get("max").asLong()).isPositive();
    }

    @Test
    void aFlowThatSentNothingHasNullLatencies() throws Exception {
        // A 1 ns run: the flows have not started yet.
        RunSummary summary = HeadlessRun.run(Scenarios.loneRequestResponse(100_000), 1).summary();
        JsonNode rr = new ObjectMapper().readTree(SummaryJson.toJson(summary)).get("flows").get(0);
        assertThat(rr.get("packets").asLong()).isZero();
        assertThat(rr.get("latency_ns").get("mean").isNull()).isTrue();
        assertThat(rr.get("tps").asDouble()).isZero();
    }
}
