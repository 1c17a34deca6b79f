package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.export.SeriesCsv;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;

/** The summary's bottleneck block and the CSV's bottleneck_bytes column: there with a port only. */
class PortSummaryTest {
    private static Simulation run(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        return sim;
    }

    private static Scenario behindPort() {
        Scenario s = Scenario.defaults().withDurationNs(Units.S)
                .withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 100_000, 0, Aqm.DROPTAIL)));
        return s.withFlows(List.of(s.flows().get(0).withRemoteRttNs(20 * Units.MS)));
    }

    @Test
    void theSummaryTellsThePortsQueueWaitsDropsAndRate() throws Exception {
        Simulation sim = run(behindPort());
        JsonNode b = new ObjectMapper().readTree(SummaryJson.toJson(sim.summary())).get("bottleneck");
        List<String> keys = List.of("queue_bytes", "sojourn_ns", "drops", "marks", "throughput_bps", "retransmits",
                "timeouts");
        assertThat(b.fieldNames()).toIterable().containsExactlyElementsOf(keys);
        assertThat(b.get("queue_bytes").get("max").asLong()).isPositive().isLessThanOrEqualTo(100_000);
        assertThat(b.get("sojourn_ns").get("p99").asLong()).isPositive();
        long drops = b.get("drops").asLong();
        assertThat(drops).isPositive();
        assertThat(b.get("retransmits").asLong()).isBetween(drops - 10, drops);
        assertThat(b.get("marks").asLong()).isZero();
        // Slow start and one loss in 1 s: most of 100 Mbit/s, never more than its frames' share.
        assertThat(b.get("throughput_bps").asDouble()).isBetween(70e6, 100e6 * 1514 / 1538);
        assertThat(sim.series().channels().stream().map(c -> c.key()).toList()).contains("bottleneck_bytes");
        StringWriter csv = new StringWriter();
        SeriesCsv.write(sim.series(), csv);
        assertThat(csv.toString().lines().findFirst().orElseThrow()).contains("bottleneck_bytes[bytes]");
    }

    @Test
    void withoutAPortNeitherIsThere() throws Exception {
        Simulation sim = run(Scenario.defaults().withDurationNs(10 * Units.MS));
        assertThat(SummaryJson.toJson(sim.summary())).doesNotContain("bottleneck");
        assertThat(sim.series().channels().stream().map(c -> c.key()).toList()).doesNotContain("bottleneck_bytes");
    }
}
