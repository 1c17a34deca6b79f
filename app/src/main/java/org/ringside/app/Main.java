package org.ringside.app;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ringside.app.cli.BenchCommand;
import org.ringside.app.cli.CollectCommand;
import org.ringside.app.cli.CommandsCommand;
import org.ringside.app.cli.DqlReplayCommand;
import org.ringside.app.cli.ImportCommand;
import org.ringside.app.cli.LessonsCommand;
import org.ringside.app.cli.OutputFormat;
import org.ringside.app.cli.Outputs;
import org.ringside.app.cli.PictureCommand;
import org.ringside.app.cli.RunCommand;
import org.ringside.app.cli.SweepCommand;
import org.ringside.app.cli.SweepMergeCommand;
import org.ringside.lessons.Lesson;
import org.ringside.model.format.PrintableText;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.LessonLibrary;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;

/**
 * The {@code ringside} command: with no arguments it opens the window, otherwise it runs one of
 * its subcommands headless.
 *
 * <p>This is the only class that ends the process: every command returns its exit status here.
 * A subcommand is a class of its own, registered by adding it to {@link #SUBCOMMANDS}; it
 * reaches the standard streams through {@code @ParentCommand Main} and {@link #console()}.
 */
@Command(name = "ringside",
        // Subcommands inherit --help, --version and the exit status list.
        scope = ScopeType.INHERIT,
        mixinStandardHelpOptions = true,
        versionProvider = Main.VersionProvider.class,
        description = {
            "Ringside shows how Linux sends packets: from sockets through the qdisc",
            "and the NIC's TX ring onto the wire.",
            "With no command it opens the window, on SCENARIO if one is given;",
            "the commands run without a display."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            ExitCodes.OK + ":success",
            ExitCodes.FAILURE + ":failure not caused by the input (no display, internal error, disk full)",
            ExitCodes.USAGE + ":bad input: unknown option, missing argument, bad file, an output that cannot be written",
            ExitCodes.INTERRUPTED + ":interrupted (Ctrl+C); temporary files removed, outputs as they were",
            ExitCodes.TERMINATED + ":ended by SIGTERM; temporary files removed, outputs as they were"})
public final class Main implements Callable<Integer> {
    /**
     * The subcommands, in the order help lists them. Only the one a command line names is built:
     * picocli reads every option of a command by reflection, and building them all cost a
     * headless run about a third of a second before it started.
     */
    static final List<Class<?>> SUBCOMMANDS = List.of(DqlReplayCommand.class, RunCommand.class,
            BenchCommand.class, LessonsCommand.class, PictureCommand.class, SweepCommand.class, SweepMergeCommand.class,
            CollectCommand.class, ImportCommand.class, CommandsCommand.class);

    private final Console console;
    private final WindowOpener window;

    @Parameters(index = "0", arity = "0..1", paramLabel = "SCENARIO",
            description = "a scenario file to open the window on (default: the built-in 1 GbE scenario)")
    private Path scenario;

    @Option(names = "--vs", paramLabel = "B",
            description = "open a second lane, B, running scenario file B under SCENARIO's (a pair file needs none)")
    private Path vs;

    @Option(names = "--play", description = "start the run as soon as the window opens")
    private boolean play;

    @Option(names = "--speed", paramLabel = "SPEED", converter = SpeedConverter.class,
            completionCandidates = SpeedWord.Words.class,
            description = "the run's speed when the window opens: ${COMPLETION-CANDIDATES}")
    private SpeedWord speed;

    @Option(names = "--loop", description = "start the run again from t = 0 each time it reaches its end")
    private boolean loop;

    @Option(names = "--frame-log", paramLabel = "FILE",
            description = "add a line of frame and memory figures to FILE (CSV, ending in .csv) every minute (for soak tests)")
    private Path frameLog;

    @Option(names = "--startup-report", paramLabel = "FILE",
            description = "write to FILE (CSV, ending in .csv) the milliseconds from the JVM's start to the window and to its"
                    + " first painted picture")
    private Path startupReport;

    /**
     * The launcher's training run for its class-data archive: the window opens as it would, shows
     * every pane, plays a few frames and closes. Not for people, so help does not list it.
     */
    @Option(names = "--train-startup", hidden = true)
    private boolean trainStartup;

    @Option(names = "--lesson", paramLabel = "ID",
            description = "open the window on a lesson, at the step where it was left ('ringside lessons list' lists them)")
    private String lesson;

    @Option(names = "--lesson-file", paramLabel = "FILE",
            description = "play the lesson in FILE and watch it: at every save it opens again at the same step and is"
                    + " checked as 'ringside lessons check --strict' checks it, the result shown beside the step")
    private Path lessonFile;

    @Option(names = "--setup", paramLabel = "FILE",
            description = "open the window as a classroom setup file has it (File > Save classroom setup writes one)")
    private Path setup;

    private Main(Console console, WindowOpener window) {
        this.console = console;
        this.window = window;
    }

    /** Runs {@code ringside ARGS} and exits with its status. */
    public static void main(String[] args) {
        int status;
        try {
            // A lambda, not RingsideApp::open: a method reference resolves RingsideApp, and with it
            // JavaFX's Application, on every start, while the commands never open the window.
            status = run(args, Console.system(), (console, request) -> RingsideApp.open(console, request));
        } catch (Throwable t) {
            // The last line of defence: whatever happened, one line, no stack trace.
            System.err.println("ringside: unexpected error: " + describe(t));
            status = ExitCodes.FAILURE;
        }
        System.exit(status);
    }

    /**
     * Runs {@code ringside ARGS} against the given streams and returns the exit status.
     *
     * @param window what opens the window when no command is given
     */
    static int run(String[] args, Console console, WindowOpener window) {
        return commandLine(console, window, args.length > 0 ? args[0] : "").execute(args);
    }

    /** The command line with every subcommand, streams and error handling set up. */
    static CommandLine commandLine(Console console, WindowOpener window) {
        return commandLine(console, window, "");
    }

    /**
     * The command line with its streams and error handling set up, and the subcommand named
     * {@code first} alone when there is one by that name; none when {@code first} is a scenario
     * file, which opens the window (building the nine commands by reflection took about a tenth
     * of the window's start); otherwise all of them (for help, and for the message that names an
     * unknown command).
     */
    static CommandLine commandLine(Console console, WindowOpener window, String first) {
        CommandLine commandLine = new CommandLine(new Main(console, window));
        List<Class<?>> named = SUBCOMMANDS.stream()
                .filter(c -> c.getAnnotation(Command.class).name().equals(first)).toList();
        for (Class<?> subcommand : !named.isEmpty() ? named : opensWindowOn(first) ? List.<Class<?>>of() : SUBCOMMANDS) {
            commandLine.addSubcommand(subcommand);
        }
        commandLine.setOut(new PrintWriter(console.out(), true));
        commandLine.setErr(new PrintWriter(console.err(), true));
        commandLine.setParameterExceptionHandler((e, args) -> {
            String command = e.getCommandLine().getCommandSpec().qualifiedName();
            console.err().println(command + ": " + oneLine(e.getMessage()));
            console.err().println("Try '" + command + " --help' for more information.");
            return ExitCodes.USAGE;
        });
        commandLine.setExecutionExceptionHandler((e, failed, parseResult) -> {
            console.err().println(failed.getCommandSpec().qualifiedName() + ": unexpected error: " + describe(e));
            return ExitCodes.FAILURE;
        });
        return commandLine;
    }

    /** Whether a command line whose first argument is {@code first} opens the window on a scenario file. */
    private static boolean opensWindowOn(String first) {
        try {
            return !first.isEmpty() && !first.startsWith("-") && Files.isRegularFile(Path.of(first));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    /** The streams this run reads and writes; subcommands use them instead of System.out. */
    public Console console() {
        return console;
    }

    /**
     * No command given: open the window and return when it closes. A scenario file is read
     * first, so a bad one is reported like any other bad input, without opening a window.
     */
    @Override
    public Integer call() {
        if (setup != null) {
            Integer bad = checkSetup();
            if (bad != null) {
                return bad;
            }
        }
        if (scenario != null) {
            if (!Files.exists(scenario)) {
                console.err().println("ringside: '" + scenario + "' is neither a command nor a scenario file");
                console.err().println("Try 'ringside --help' for more information.");
                return ExitCodes.USAGE;
            }
            try {
                ScenarioLoader.fromFile(scenario);
                PairFiles.read(scenario, vs);
            } catch (ScenarioException | IllegalArgumentException e) {
                console.err().println("ringside: " + e.getMessage());
                return ExitCodes.USAGE;
            }
        } else if (vs != null) {
            console.err().println("ringside: --vs: lane B needs a scenario file for lane A before it (ringside A.yaml --vs B.yaml)");
            return ExitCodes.USAGE;
        }
        if (lesson != null && !knownLesson("--lesson", lesson)) {
            return ExitCodes.USAGE;
        }
        if (lessonFile != null && !readableLesson()) {
            return ExitCodes.USAGE;
        }
        try {
            // Checked like every command's outputs, before the window opens: a typo costs no wait.
            new Outputs().input("the scenario", scenario).input("--vs", vs).input("--lesson-file", lessonFile)
                    .output("--frame-log", frameLog, OutputFormat.CSV)
                    .output("--startup-report", startupReport, OutputFormat.CSV)
                    .check();
        } catch (IllegalArgumentException e) {
            console.err().println("ringside: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        return window.open(console, new LaunchRequest(scenario, play,
                speed == null ? null : speed.speed(), loop, frameLog, lesson, startupReport, trainStartup, vs, setup,
                lessonFile));
    }

    /** Reads --setup's file, as the window will, so a bad one is reported here; null when it is good. */
    private Integer checkSetup() {
        if (scenario != null || vs != null || lesson != null || lessonFile != null) {
            console.err().println("ringside: --setup: the setup names its scenario, lane B and lesson itself;"
                    + " give SCENARIO, --vs, --lesson and --lesson-file without it");
            return ExitCodes.USAGE;
        }
        try {
            ClassroomSetup read = ClassroomSetupReader.fromFile(setup);
            return read.lesson() == null || knownLesson("--setup: " + setup + ": lesson", read.lesson().id()) ? null
                    : ExitCodes.USAGE;
        } catch (ScenarioException e) {
            console.err().println("ringside: " + e.getMessage());
            return ExitCodes.USAGE;
        }
    }

    /**
     * Whether --lesson-file's file reads as a lesson, as the window will read it, and comes alone;
     * if not, says why. A version saved later that does not read is shown in the window instead.
     */
    private boolean readableLesson() {
        if (lesson != null) {
            console.err().println("ringside: --lesson-file: the window plays one lesson; give --lesson or --lesson-file");
            return false;
        }
        try {
            LessonLibrary.shipped().read(lessonFile);
            return true;
        } catch (LessonException e) {
            console.err().println("ringside: --lesson-file: " + PrintableText.of(e.getMessage()));
            return false;
        }
    }

    /** Whether a shipped lesson has the id; if not, says so after {@code what}. */
    private boolean knownLesson(String what, String id) {
        List<String> known = LessonLibrary.shipped().loadAll().lessons().stream().map(Lesson::id).toList();
        if (!known.contains(id)) {
            console.err().println("ringside: " + what + ": there is no lesson '" + id + "' (known: "
                    + String.join(", ", known) + ")");
        }
        return known.contains(id);
    }

    /** A throwable as one line: its type, then its message. */
    static String describe(Throwable t) {
        String message = t.getMessage();
        String type = t.getClass().getSimpleName();
        return message == null || message.isBlank() ? type : type + ": " + oneLine(message);
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /** Opens the window; returns the exit status when it closes. */
    @FunctionalInterface
    interface WindowOpener {
        int open(Console console, LaunchRequest request);
    }

    /** Reads {@code --speed}'s word; picocli turns the exception into a one-line usage error. */
    static final class SpeedConverter implements CommandLine.ITypeConverter<SpeedWord> {
        @Override
        public SpeedWord convert(String value) {
            try {
                return SpeedWord.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code --version}: "ringside VERSION". */
    static final class VersionProvider implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"ringside " + Version.current()};
        }
    }
}
