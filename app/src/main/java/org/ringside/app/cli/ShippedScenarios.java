package org.ringside.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.ringside.lessons.ScenarioCatalog;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;

/**
 * A scenario named on the command line by a shipped scenario's name ({@code default-1gbe} or
 * {@code default-1gbe.yaml}) where no file of that name is at hand: an installed Ringside runs
 * them wherever it is started, in every command that takes a scenario ({@code run}, {@code --vs},
 * {@code sweep}, {@code picture}, {@code commands}), as lessons and {@code import --flows} name them.
 */
public final class ShippedScenarios {
    private ShippedScenarios() {
    }

    /**
     * The shipped scenario {@code argument} names, if it is a bare name, no such file exists and
     * one is shipped by that name.
     *
     * @throws ScenarioException never for a shipped scenario, which the build checks
     */
    static Optional<Scenario> named(String argument) throws ScenarioException {
        Optional<String> name = shippedName(Path.of(argument));
        return name.isEmpty() ? Optional.empty()
                : Optional.of(ScenarioLoader.fromString(ScenarioCatalog.shipped().text(name.get()).orElseThrow(), name.get()));
    }

    /**
     * The scenario a command's argument names: the file, else the shipped scenario of that name.
     *
     * @throws ScenarioException as {@link ScenarioLoader#fromFile} for a file (none by that name
     *     and no shipped scenario either: "no such file")
     */
    public static Scenario load(Path argument) throws ScenarioException {
        Optional<Scenario> shipped = named(argument.toString());
        return shipped.isPresent() ? shipped.get() : ScenarioLoader.fromFile(argument);
    }

    /**
     * The pair the argument's {@code compare:} block makes, a file's or a shipped scenario's;
     * empty when it has none.
     */
    public static Optional<ScenarioPair> pair(Path argument) throws ScenarioException {
        Optional<String> name = shippedName(argument);
        return name.isPresent()
                ? ScenarioLoader.pairFromString(ScenarioCatalog.shipped().text(name.get()).orElseThrow(), name.get())
                : ScenarioLoader.pairFromFile(argument);
    }

    private static Optional<String> shippedName(Path path) {
        String argument = path.toString();
        if (Files.exists(path) || path.getNameCount() != 1 || argument.contains("/")) {
            return Optional.empty();
        }
        String named = argument.endsWith(".yaml") ? argument : argument + ".yaml";
        return ScenarioCatalog.shipped().text(named).isPresent() ? Optional.of(named) : Optional.empty();
    }

    /** The shipped scenarios' names, for a message listing them. */
    static String names() {
        return String.join(", ", ScenarioCatalog.shipped().names());
    }
}
