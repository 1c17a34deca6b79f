package org.ringside.lessons.expr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.Simulation;

class FigureKindTest {

    @ParameterizedTest
    @CsvSource({
        "ring_bytes.mean, BYTES", "bql_limit.p50, BYTES", "totals.bytes_offered, BYTES", "flows.rr.bytes, BYTES",
        "flows.rr.dropped_bytes, BYTES", "nic_fifo_bytes.max, BYTES", "flows.rr.latency_ns.p99, DURATION",
        "qdisc_sojourn_ns.p99, DURATION", "duration_ns, DURATION", "throughput_bps, RATE", "flows.voip.throughput_bps, RATE",
        "tcp_payload_bps, RATE", "pps, PPS", "flows.rr.tps, TPS", "link_utilization, RATIO", "fairness.jain, RATIO",
        "doorbells, COUNT", "qdisc_drops_by_cause.codel, COUNT", "flows.rr.packets, COUNT", "seed, COUNT",
        // A flow's name is the author's word: flows.pps.bytes is a flow's bytes, not packets/s.
        "flows.pps.bytes, BYTES", "flows.latency_ns.packets, COUNT",
        // The port's share of each flow entry, named by the author's word too.
        "bottleneck.flows.others.share, RATIO", "bottleneck.flows.pps.throughput_bps, RATE",
        "bottleneck.flows.stream.streams, COUNT"})
    void aFiguresKindComesFromItsKey(String key, FigureKind kind) {
        assertThat(FigureKind.of(key)).contains(kind);
    }

    @Test
    void fractionsOfTimeReachOneAndNoMore() {
        assertThat(FigureKind.max("cpu_utilization")).isEqualTo(1);
        assertThat(FigureKind.max("fairness.jain")).isEqualTo(1);
        assertThat(FigureKind.max("bottleneck.flows.stream.share")).isEqualTo(1);
        assertThat(FigureKind.max("ring_bytes.mean")).isInfinite();
    }

    @Test
    void everyKeyOfEveryShippedScenarioHasAKind() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("../assets/scenarios"))) {
            files.filter(f -> f.toString().endsWith(".yaml")).forEach(f -> {
                try {
                    SummaryKeys.of(new Simulation(ScenarioLoader.fromFile(f)).summary()).keySet()
                            .forEach(key -> assertThat(FigureKind.of(key)).as("%s in %s", key, f).isPresent());
                } catch (ScenarioException e) {
                    throw new AssertionError(e.getMessage(), e);
                }
            });
        }
    }
}
