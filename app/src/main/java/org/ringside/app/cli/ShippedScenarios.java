package org.ringside.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.ringside.lessons.ScenarioCatalog;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * A scenario named on the command line by a shipped scenario's name ({@code default-1gbe} or
 * {@code default-1gbe.yaml}) where no file of that name is at hand: an installed Ringside runs
 * them wherever it is started, as lessons and {@code import --flows} name them.
 */
final class ShippedScenarios {
    private ShippedScenarios() {
    }

    /**
     * The shipped scenario {@code argument} names, if it is a bare name, no such file exists and
     * one is shipped by that name.
     *
     * @throws ScenarioException never for a shipped scenario, which the build checks
     */
    static Optional<Scenario> named(String argument) throws ScenarioException {
        Path path = Path.of(argument);
        if (Files.exists(path) || path.getNameCount() != 1 || argument.contains("/")) {
            return Optional.empty();
        }
        String named = argument.endsWith(".yaml") ? argument : argument + ".yaml";
        Optional<String> text = ScenarioCatalog.shipped().text(named);
        return text.isEmpty() ? Optional.empty() : Optional.of(ScenarioLoader.fromString(text.get(), named));
    }

    /** The shipped scenarios' names, for a message listing them. */
    static String names() {
        return String.join(", ", ScenarioCatalog.shipped().names());
    }
}
