package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ringside.app.ExitCodes;
import org.ringside.app.Console;
import org.ringside.app.Main;
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
 * {@code ringside import HOST.txt [-o FILE] [--flows SCENARIO] [--verbose]}: a scenario from what
 * the collect script gathered on a host ({@link HostImport}). Standard error lists each setting
 * taken and each line that matters not taken, with the reason ({@code --verbose}: every line not
 * taken); a file that is not the script's output is exit status 2 naming its line, a file that
 * cannot be written 1.
 */
@Command(name = "import",
        description = {"Make a scenario of a Linux host's settings, from what 'ringside collect --script' gathered there.",
            "Standard error lists each setting taken and each line of HOST not taken that matters, with the reason."})
public final class ImportCommand implements Callable<Integer> {
    /** Writes the scenario file; the disk's refusal ({@code No space left on device}) is an IOException. */
    @FunctionalInterface
    interface ScenarioFiles {
        void write(Path file, String yaml) throws IOException;
    }

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

    @Option(names = "--verbose", description = "also list every line that is no setting the model could take"
            + " (counters, the receive side, the driver's limits, features it does not have)")
    private boolean verbose;

    private final ScenarioFiles files;

    /** The command as {@code ringside} creates it. */
    public ImportCommand() {
        this(null);
    }

    /** The command on its own, writing to {@code console}. */
    ImportCommand(Console console) {
        this(console, (file, yaml) -> AtomicFiles.writeText(file, w -> w.write(yaml)));
    }

    /** The command on its own, writing files through {@code files}. */
    ImportCommand(Console console, ScenarioFiles files) {
        this.ownConsole = console;
        this.files = files;
    }

    @Override
    public Integer call() {
        Console console = main != null ? main.console() : ownConsole;
        PrintStream err = console.err();
        Outputs outputs = new Outputs().input("the host's file", host).output("-o", output, OutputFormat.YAML);
        if (flows != null && Files.isRegularFile(Path.of(flows))) {
            outputs.input("the --flows scenario", Path.of(flows));
        }
        try {
            outputs.check();
        } catch (IllegalArgumentException e) {
            err.println("import: " + e.getMessage());
            return ExitCodes.USAGE;
        }
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
        List<String> listed = list(imported, err);
        String yaml = imported.yaml();
        if (output == null) {
            console.out().print(yaml);
            console.out().flush();
            if (console.out().checkError()) {
                err.println("import: cannot write the scenario to standard output");
                return ExitCodes.FAILURE;
            }
            return ExitCodes.OK;
        }
        try {
            files.write(output, yaml);
        } catch (IOException e) {
            // The disk's fault, not the input's: the file is as it was.
            err.println("import: -o: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        Scenario s = imported.scenario();
        console.out().println("wrote " + PrintableText.of(output.toString()) + ": " + PrintableText.of(s.name()) + "; "
                + s.txQueues() + " transmit queue" + (s.txQueues() == 1 ? "" : "s") + ", qdisc "
                + s.qdisc().kind().yamlName() + ", " + imported.taken().size() + " settings taken, "
                + imported.notes().size() + " lines not used (" + listed.size() + " listed on standard error)");
        return ExitCodes.OK;
    }

    /**
     * Lists on standard error the settings taken, then the notes that matter, or with
     * {@code --verbose} every note, and how many were not listed; returns the notes listed.
     */
    private List<String> list(HostImport.Imported imported, PrintStream err) {
        String source = PrintableText.of(imported.source());
        for (HostImport.Taken t : imported.taken()) {
            err.println(source + ":" + t.line() + ": took " + PrintableText.of(t.toString()));
        }
        List<String> listed = verbose ? imported.left() : imported.leftThatMatter();
        listed.forEach(err::println);
        int unlisted = imported.notes().size() - listed.size();
        if (unlisted > 0) {
            err.println(source + ": " + unlisted + " more line" + (unlisted == 1 ? " is" : "s are") + " no setting the"
                    + " model could take (counters, the receive side, the driver's limits, features it does not have):"
                    + " --verbose lists them");
        }
        return listed;
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
        return ShippedScenarios.named(scenario).orElseThrow(() -> new IllegalArgumentException("'" + scenario
                + "' is neither a file nor a shipped scenario (shipped: " + ShippedScenarios.names() + ")")).flows();
    }
}
