package org.ringside.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringside.app.ExitCodes;
import org.ringside.app.Console;
import org.ringside.app.Main;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.format.PrintableText;
import org.ringside.model.host.HostCommands;
import org.ringside.model.host.HostImport;
import org.ringside.model.host.HostReport;
import org.ringside.model.host.HostReportException;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside commands SCENARIO [--iface IFACE] [--host HOST.txt]}: prints the shell commands
 * that set a real host's interface as the scenario is set ({@link HostCommands}); with the file
 * the collect script gathered on that host, only what it can set.
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

    @Option(names = "--host", paramLabel = "HOST",
            description = "the collect script's file of the host the commands are for: settings it refused or never"
                    + " showed become comments, the link's speed is left to autonegotiation unless the scenario"
                    + " changes it, adaptive moderation is turned off only where the scenario sets another value")
    private Path host;

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
            s = ShippedScenarios.load(scenarioFile);
        } catch (ScenarioException e) {
            console.err().println(e.getMessage());
            return ExitCodes.USAGE;
        }
        Optional<HostImport.Imported> from = Optional.empty();
        if (host == null) {
            importedFrom(scenarioFile).ifPresent(name -> console.err().println("commands: " + PrintableText.of(
                    scenarioFile.toString()) + " was made by 'ringside import' from " + name + ": with --host " + name
                    + " only what that host can set is set"));
        } else {
            try {
                from = Optional.of(HostImport.read(HostReport.read(host), HostImport.defaultFlows()));
            } catch (IOException e) {
                console.err().println("commands: --host: cannot read " + PrintableText.of(host.toString()) + ": "
                        + AtomicFiles.reason(e));
                return ExitCodes.USAGE;
            } catch (HostReportException | IllegalArgumentException e) {
                console.err().println("commands: --host: " + PrintableText.of(e.getMessage()));
                return ExitCodes.USAGE;
            }
        }
        HostCommands.forScenario(s, iface, from).forEach(console.out()::println);
        console.out().flush();
        if (console.out().checkError()) {
            console.err().println("commands: cannot write standard output");
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    /** The host's file a scenario was imported from, as its first line names it, if it was. */
    private static Optional<String> importedFrom(Path scenario) {
        try (java.io.BufferedReader r = Files.newBufferedReader(scenario)) {
            String first = r.readLine();
            String mark = "# Made by 'ringside import' from ";
            return first != null && first.startsWith(mark) && first.indexOf(':', mark.length()) > 0
                    ? Optional.of(PrintableText.of(first.substring(mark.length(), first.indexOf(':', mark.length()))))
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty(); // loaded a moment ago: only a hint is lost
        }
    }
}
