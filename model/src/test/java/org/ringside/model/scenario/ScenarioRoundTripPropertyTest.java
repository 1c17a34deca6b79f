package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** load(save(s)) == s for random valid scenarios; a failure names the seed to replay. */
class ScenarioRoundTripPropertyTest {

    static LongStream seeds() {
        return LongStream.range(0, 300);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void writingThenReadingGivesTheSameScenario(long seed) throws ScenarioException {
        Scenario s = new RandomScenarios(seed).next();
        assertThat(ScenarioValidator.problems(s)).as("generator made an invalid scenario, seed " + seed).isEmpty();

        String yaml = ScenarioWriter.toYaml(s);
        Scenario back = ScenarioLoader.fromString(yaml, "random-" + seed + ".yaml");

        assertThat(back).as("seed %d, yaml:%n%s", seed, yaml).isEqualTo(s);
        assertThat(ScenarioWriter.toYaml(back)).as("seed %d", seed).isEqualTo(yaml);
    }
}
