package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/** The benchmark's cases are the ones the design names, and its figures add up (no timing here). */
class BenchTest {
    @Test
    void casesAreValidAndReportPacketsAndEvents() {
        assertThat(Bench.standardCases()).extracting(c -> c.scenario().link().rateBps())
                .containsExactly(10_000_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L,
                        100_000_000_000L);
        assertThat(Bench.standardCases().get(4).scenario().txQueues()).isEqualTo(8);
        Bench.Case first = Bench.standardCases().get(0);
        Bench.Figure f = Bench.timed(new Bench.Case(first.name(), first.scenario(), 20_000_000L));
        // 10 Gbit/s with 1538 wire bytes a frame: at most 16255 frames in 20 ms. CUBIC's HyStart
        // ends slow start within the first millisecond, so the link fills over the first tens of ms.
        assertThat(f.frames()).isBetween(12_000L, 16_255L);
        assertThat(f.events()).isGreaterThan(f.frames());
        assertThat(Bench.table(java.util.List.of(new Bench.Measured(f, f)))).contains(first.name()).contains("packets/wall s");
    }

    /**
     * docs/benchmarks.md times the 8-queue case as a whole process from the shipped scenario with
     * its rate raised to 100 Gbit/s: the two must stay the same run.
     */
    @Test
    void theEightQueueCaseIsTheShippedMultiqueueScenarioAt100Gbit() throws ScenarioException {
        Scenario shipped = ScenarioLoader.fromFile(RepoFiles.scenarios().resolve("linux-today-10gbe-mq.yaml"));
        Scenario bench = Bench.standardCases().get(4).scenario();
        // At 100 Gbit/s on a 100 GbE driver: mlx5 with its default ring and TX moderation, and
        // without the 82599's packet buffer, which the shipped scenario sets.
        Scenario fast = Knobs.get("nic.driver").set(shipped.withLink(new Link(100_000_000_000L)), NicDriver.MLX5.ordinal());
        assertThat(bench.withName(shipped.name()).withDurationNs(shipped.durationNs()))
                .isEqualTo(fast.withNic(fast.nic().withRingSize(1024).withTxUsecsNs(16_000).withTxFrames(32).withFifoBytes(0)));
    }
}
