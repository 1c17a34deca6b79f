package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * A run stopped at one length and carried on to the next gives at each stop the summary a run of
 * that length alone gives, bit for bit: what lets a check that reads a scenario for several
 * lengths simulate the longest alone.
 */
class HeadlessRunStopsTest {
    private static String alone(Scenario s, long ns) {
        return SummaryJson.toJson(HeadlessRun.run(s, ns).summary());
    }

    private static void sameAsAlone(Scenario s, List<Long> stops) {
        List<String> stopped = HeadlessRun.summaries(s, stops).stream().map(SummaryJson::toJson).toList();
        assertThat(stopped).containsExactlyElementsOf(stops.stream().map(ns -> alone(s, ns)).toList());
    }

    @ParameterizedTest(name = "random scenario {0}")
    @ValueSource(longs = {3, 17, 42, 99, 123})
    void eachStopGivesTheSummaryOfARunOfThatLength(long seed) {
        sameAsAlone(RandomScenarios.make(seed), List.of(1_000_000L, 7_000_000L, 7_000_000L, 20_000_000L));
    }

    // TCP under CUBIC with its ACKs, fq's pacing timer, and other hosts' traffic in a shared port.
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"linux-today-1gbe.yaml", "fq-pacing-1gbe.yaml", "sharing-a-port.yaml",
            "pktgen-mmio-dispatch16.yaml"})
    void aShippedScenarioStoppedOnTheWayGivesTheSameSummaries(String file) throws Exception {
        Scenario s = ScenarioLoader.fromFile(RepoFiles.scenarios().resolve(file));
        sameAsAlone(s, List.of(1_000_000L, 13_000_000L, 40_000_000L));
    }

    @Test
    void stopsThatDoNotAscendAreRefused() {
        assertThatThrownBy(() -> HeadlessRun.summaries(RandomScenarios.make(3), List.of(2_000_000L, 1_000_000L)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
