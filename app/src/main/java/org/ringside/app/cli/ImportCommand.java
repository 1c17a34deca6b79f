package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringside.app.ExitCodes;
import org.ringside.app.Console;
import org.ringside.app.Main;
import org.ringside.lessons.ScenarioCatalog;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.format.PrintableText;
import org.ringside.model.host.HostImport;
import org.ringside.model.host.HostReport;
import org.ringside.model.host.HostReportException;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside import HOST.txt [-o FILE] [--flows SCENARIO]}: a scenario from what the collect
 * script gathered on a host ({@link HostImport}). Each line not used is one line on standard
 * error with the reason; a file that is not the script's output is exit status 2 naming its line.
 */
@Command(name = "import",
        description = {"Make a scenario of a Linux host's settings, from what 'ringside collect --script' gathered there.",
            "Each line of HOST not used is listed on standard error with the reason."})
public final class ImportCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    /** Streams when run on its own (tests); under {@code ringside} the parent's are used. */
    private final Console ownConsole;

    @Parameters(paramLabel = "HOST", description = "the collect script's output")
    private Path host;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write the scenario to FILE (default: standard output)")
    private Path output;

    @Option(names = "--flows", paramLabel = "SCENARIO",
            description = "take the flows of this shipped scenario (e.g. voip-vs-bulk.yaml) or scenario file;"
                    + " default: one bulk TCP stream and a request/response flow")
    private String flows;

    /** The command as {@code ringside} creates it. */
    public ImportCommand() {
        this(null);
    }

    /** The command on its own, writing to {@code console}. */
    ImportCommand(Console console) {
        this.ownConsole = console;
    }

    @Override
    public Integer call() {
        Console console = main != null ? main.console() : ownConsole;
        PrintStream err = console.err();
        HostReport report;
        try {
            report = HostReport.read(host);
        } catch (IOException e) {
            err.println("import: cannot read " + host + ": " + AtomicFiles.reason(e));
            return ExitCodes.USAGE;
        } catch (HostReportException e) {
            err.println(e.getMessage());
            return ExitCodes.USAGE;
        }
        List<Flow> traffic;
        try {
            traffic = flows == null ? HostImport.defaultFlows() : flowsOf(flows);
        } catch (ScenarioException | IllegalArgumentException e) {
            err.println("import: --flows: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        HostImport.Imported imported;
        try {
            imported = HostImport.read(report, traffic);
        } catch (IllegalArgumentException e) {
            err.println("import: --flows " + flows + ": its flows do not fit this host: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        imported.left().forEach(err::println);
        String yaml = imported.yaml();
        if (output == null) {
            console.out().print(yaml);
            console.out().flush();
            return ExitCodes.OK;
        }
        try {
            AtomicFiles.writeText(output, w -> w.write(yaml));
        } catch (IOException e) {
            err.println("import: -o: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        Scenario s = imported.scenario();
        console.out().println("wrote " + output + ": " + PrintableText.of(s.name()) + "; " + s.txQueues() + " transmit queue"
                + (s.txQueues() == 1 ? "" : "s") + ", qdisc " + s.qdisc().kind().yamlName() + ", "
                + imported.notes().size() + " lines not used (listed on standard error)");
        return ExitCodes.OK;
    }

    /**
     * The flows of a scenario file, or of a shipped scenario by its file name.
     *
     * @throws IllegalArgumentException when it is neither
     */
    private static List<Flow> flowsOf(String scenario) throws ScenarioException {
        Path file = Path.of(scenario);
        if (Files.isRegularFile(file)) {
            return ScenarioLoader.fromFile(file).flows();
        }
        ScenarioCatalog shipped = ScenarioCatalog.shipped();
        String named = scenario.endsWith(".yaml") ? scenario : scenario + ".yaml";
        Optional<String> text = shipped.text(named);
        if (text.isEmpty()) {
            throw new IllegalArgumentException("'" + scenario + "' is neither a file nor a shipped scenario (shipped: "
                    + String.join(", ", shipped.names()) + ")");
        }
        return ScenarioLoader.fromString(text.get(), named).flows();
    }
}
