package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of scenario loading with Jazzer: whatever the text, it loads as a
 * valid scenario or fails with one {@code FILE:LINE: key: message} line; any other exception is
 * a finding. A plain {@code mvn verify} replays the corpus in
 * {@code ScenarioLoaderCoverageFuzzTestInputs/}; {@code JAZZER_FUZZ=1} searches for new inputs.
 */
class ScenarioLoaderCoverageFuzzTest {

    @FuzzTest(maxDuration = "60s")
    void anyTextLoadsOrFailsInOneLine(byte[] input) {
        String yaml = new String(input, StandardCharsets.UTF_8);
        try {
            Scenario s = ScenarioLoader.fromString(yaml, "fuzz.yaml");
            assertThat(ScenarioValidator.problems(s)).isEmpty();
        } catch (ScenarioException e) {
            assertThat(e.getMessage()).startsWith("fuzz.yaml:").doesNotContain("\n");
        }
    }
}
