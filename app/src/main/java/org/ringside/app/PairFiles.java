package org.ringside.app;

import java.nio.file.Path;
import java.util.Optional;
import org.ringside.app.cli.ShippedScenarios;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioPair;

/**
 * The two runs a command line names: {@code A.yaml --vs B.yaml}, or a pair file, whose
 * {@code compare:} block is its B; each a file or, where no file has that name, a shipped
 * scenario by its name ({@code default-1gbe}). {@code ringside run} and the window read them alike.
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
        Optional<ScenarioPair> pair = ShippedScenarios.pair(a);
        if (vs == null) {
            return pair;
        }
        if (pair.isPresent()) {
            throw new IllegalArgumentException("--vs: " + a + " has a compare: block, which is its B already");
        }
        return Optional.of(ScenarioPair.of(ShippedScenarios.load(a), ShippedScenarios.load(vs)));
    }
}
