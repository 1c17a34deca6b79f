package org.ringside.app;

import java.nio.file.Path;
import java.util.Optional;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;

/**
 * The two runs a command line names: {@code A.yaml --vs B.yaml}, or a pair file, whose
 * {@code compare:} block is its B. {@code ringside run} and the window read them alike.
 */
public final class PairFiles {
    private PairFiles() {
    }

    /**
     * Lanes A and B from {@code a} and, if given, {@code vs}; empty for one plain scenario.
     *
     * @throws ScenarioException if either file cannot be read as a scenario
     * @throws IllegalArgumentException if {@code a} is a pair file and {@code vs} is given too
     */
    public static Optional<ScenarioPair> read(Path a, Path vs) throws ScenarioException {
        Optional<ScenarioPair> pair = ScenarioLoader.pairFromFile(a);
        if (vs == null) {
            return pair;
        }
        if (pair.isPresent()) {
            throw new IllegalArgumentException("--vs: " + a + " has a compare: block, which is its B already");
        }
        return Optional.of(ScenarioPair.of(ScenarioLoader.fromFile(a), ScenarioLoader.fromFile(vs)));
    }
}
