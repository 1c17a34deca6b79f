package org.ringside.views.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.format.Durations;
import org.ringside.model.format.Rates;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunSummary;
import org.ringside.model.sim.Simulation;

/** The scoreboard's figures, read from real runs' summaries. */
class ScoreFigureTest {
    private static final long MS = 1_000_000L;

    private static RunSummary run(Scenario s, long untilNs) {
        Simulation sim = new Simulation(s);
        sim.runUntil(untilNs);
        return sim.summary();
    }

    @Test
    void theInteractiveFlowIsTheRequestResponseOneAndItsP99IsItsLatencys() {
        Scenario s = Scenario.defaults().withFlows(
                List.of(Flow.defaults(FlowKind.BULK_TCP), Flow.defaults(FlowKind.REQUEST_RESPONSE)));
        RunSummary summary = run(s, 50 * MS);
        RunSummary.FlowSummary rr = summary.flows().get(1);
        assertThat(rr.latencyNs().p99()).isNotNull();
        assertThat(ScoreFigure.INTERACTIVE_P99.of(summary)).hasValue(rr.latencyNs().p99());
        assertThat(ScoreFigure.INTERACTIVE_P99.text(summary)).isEqualTo(Durations.human(rr.latencyNs().p99()));
        assertThat(ScoreFigure.THROUGHPUT.text(summary)).isEqualTo(Rates.human(summary.throughputBps()));
    }

    @Test
    void withoutAnInteractiveFlowTheWaitIsADashAndSoIsItsRatio() {
        RunSummary bulk = run(Scenario.defaults(), 10 * MS);
        assertThat(ScoreFigure.INTERACTIVE_P99.of(bulk)).isEmpty();
        assertThat(ScoreFigure.INTERACTIVE_P99.text(bulk)).isEqualTo("—");
        assertThat(ScoreFigure.INTERACTIVE_P99.ratio(bulk, bulk)).isEqualTo("—");
    }

    @Test
    void theRatioIsBOverAAndADashWhereAHasNone() {
        RunSummary a = run(Scenario.defaults(), 20 * MS);
        RunSummary b = run(Knobs.get("nic.ring_size").set(Scenario.defaults(), 64), 20 * MS);
        assertThat(ScoreFigure.THROUGHPUT.ratio(a, a)).isEqualTo("× 1.00");
        assertThat(ScoreFigure.RING_BYTES.ratio(a, b)).isEqualTo(String.format(java.util.Locale.ROOT, "× %.2f",
                b.ringBytes().mean() / a.ringBytes().mean()));
        assertThat(ScoreFigure.DROPS.ratio(a, b)).as("no drops in A").isEqualTo("—");
        assertThat(ScoreFigure.CPU.text(a)).matches("\\d+\\.\\d %");
    }
}
