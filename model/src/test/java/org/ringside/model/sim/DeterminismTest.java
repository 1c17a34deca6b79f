package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.export.SeriesCsv;
import org.ringside.model.scenario.Scenario;

/** The same scenario and seed give the same run, bit for bit; another seed gives another run. */
class DeterminismTest {
    private static String csvOf(Scenario s, long durationNs) throws IOException {
        HeadlessRun.Output out = HeadlessRun.run(s, durationNs);
        StringWriter w = new StringWriter();
        SeriesCsv.write(out.result().series(), w);
        return w + SummaryJson.toJson(out.summary());
    }

    @ParameterizedTest(name = "random scenario {0}")
    @ValueSource(longs = {3, 17, 42, 99, 123})
    void sameScenarioAndSeedGiveIdenticalCsvAndSummary(long seed) throws IOException {
        Scenario s = RandomScenarios.make(seed);
        String first = csvOf(s, 20_000_000L);
        String second = csvOf(s, 20_000_000L);
        assertThat(second).isEqualTo(first);
        assertThat(first.lines().count()).isGreaterThan(100);
    }

    @ParameterizedTest(name = "seed {0} vs {0}+1")
    @ValueSource(longs = {1, 2})
    void anotherSeedStaggersTheFlowsDifferently(long seed) throws IOException {
        Scenario s = Bench.hundredStreams().withSeed(seed);
        assertThat(csvOf(s.withSeed(seed + 1), 5_000_000L)).isNotEqualTo(csvOf(s, 5_000_000L));
    }
}
