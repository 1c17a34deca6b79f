package org.ringside.app.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringside.app.ExitCodes;
import org.ringside.app.Console;
import org.ringside.app.Main;
import org.ringside.model.host.HostCommands;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside commands SCENARIO [--iface IFACE]}: prints the shell commands that set a real
 * host's interface as the scenario is set ({@link HostCommands}).
 */
@Command(name = "commands",
        description = {"Print the shell commands that set a Linux host's interface as a scenario is set.",
            "They come in an order that works, with a comment for each setting no command makes."})
public final class CommandsCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    /** Streams when run on its own (tests); under {@code ringside} the parent's are used. */
    private final Console ownConsole;

    @Parameters(paramLabel = "SCENARIO", description = "the scenario file")
    private Path scenarioFile;

    @Option(names = "--iface", paramLabel = "IFACE", description = "the interface the commands set (default: ${DEFAULT-VALUE})")
    private String iface = HostCommands.DEFAULT_IFACE;

    /** The command as {@code ringside} creates it. */
    public CommandsCommand() {
        this(null);
    }

    /** The command on its own, writing to {@code console}. */
    CommandsCommand(Console console) {
        this.ownConsole = console;
    }

    @Override
    public Integer call() {
        Console console = main != null ? main.console() : ownConsole;
        Optional<String> bad = HostCommands.ifaceProblem(iface);
        if (bad.isPresent()) {
            console.err().println("commands: --iface: " + bad.get());
            return ExitCodes.USAGE;
        }
        Scenario s;
        try {
            s = ScenarioLoader.fromFile(scenarioFile);
        } catch (ScenarioException e) {
            console.err().println(e.getMessage());
            return ExitCodes.USAGE;
        }
        HostCommands.forScenario(s, iface).forEach(console.out()::println);
        return ExitCodes.OK;
    }
}
