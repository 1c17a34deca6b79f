package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.ringside.app.Console;
import org.ringside.app.Main;
import org.ringside.model.export.CsvSampleSink;
import org.ringside.model.format.Durations;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.SummaryJson;
import org.ringside.views.charts.AxisLimit;
import org.ringside.views.charts.ChartExport;
import org.ringside.views.charts.ChartKind;
import org.ringside.views.charts.ChartOptions;
import org.ringside.views.charts.ChartSize;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside run SCENARIO}: simulates a scenario headless and writes the sampled series
 * (CSV), the summary (JSON) and a chart (PNG, SVG). Every input is checked before the run starts,
 * so a mistake costs no waiting and leaves no file behind.
 */
@Command(name = "run",
        description = {
            "Simulate a scenario without the window.",
            "Prints a short summary; writes the sampled series, the summary and a chart on request."})
public final class RunCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "SCENARIO", description = "the scenario file (YAML)")
    private Path scenarioFile;

    @Option(names = "--vs", paramLabel = "B",
            description = "run this scenario too, as B, and print both side by side with B's figures over A's;"
                    + " a SCENARIO with a compare: block runs as A and B without it")
    private Path vs;

    @Option(names = "--duration", paramLabel = "D",
            description = "simulated time, e.g. 2s or 500ms (default: the scenario's duration)")
    private String duration;

    @Option(names = "--csv", paramLabel = "FILE",
            description = "write every sample here (CSV), at the scenario's sample_interval;"
                    + " gzip-compressed when FILE ends in .gz")
    private Path csv;

    @Option(names = "--summary", paramLabel = "FILE", description = "write the summary here (JSON)")
    private Path summary;

    @Option(names = "--png", paramLabel = "FILE", description = "write a chart here (PNG)")
    private Path png;

    @Option(names = "--svg", paramLabel = "FILE", description = "write a chart here (SVG)")
    private Path svg;

    @Option(names = "--chart", paramLabel = "KIND", defaultValue = "queue",
            description = "which chart: queue, latency, latency-cdf or throughput (default: ${DEFAULT-VALUE})")
    private String chart;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "1600x900",
            description = "chart size in pixels (default: ${DEFAULT-VALUE})")
    private String size;

    @Option(names = "--y-max", paramLabel = "VALUE",
            description = "fixed top of the chart's main value axis, to compare runs on the same axes: bytes for"
                    + " queue (150000, 200KB, 3MB), a duration for latency and latency-cdf (2ms), a rate for"
                    + " throughput (1Gbit) (default: fit the data)")
    private String yMax;

    @Option(names = "--include-zero", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "start the value axis at zero; --no-include-zero fits it to the data (default: include zero)")
    private boolean includeZero = true;

    @Option(names = "--from", paramLabel = "D", description = "chart from this simulated time, e.g. 500ms (default: 0)")
    private String from;

    @Option(names = "--to", paramLabel = "D", description = "chart up to this simulated time, e.g. 1s (default: the end of the run)")
    private String to;

    /** Streams when run on its own (tests); under {@code ringside} the parent's are used. */
    private final Console ownConsole;

    /** The command as {@code ringside} creates it. */
    public RunCommand() {
        this(null);
    }

    /** The command on its own, writing to {@code console}. */
    RunCommand(Console console) {
        this.ownConsole = console;
    }

    @Override
    public Integer call() {
        Console console = main != null ? main.console() : ownConsole;
        PrintStream err = console.err();
        Scenario scenario;
        Optional<ScenarioPair> pair;
        try {
            pair = PairRun.load(scenarioFile, vs, "run");
            scenario = pair.isPresent() ? pair.get().a() : ScenarioLoader.fromFile(scenarioFile);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return Main.EXIT_USAGE;
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return Main.EXIT_USAGE;
        }
        if (pair.isPresent() && csv != null) {
            err.println("run: --csv: writes the samples of one run; not with two runs (A and B)");
            return Main.EXIT_USAGE;
        }
        long durationNs = scenario.durationNs();
        if (duration != null) {
            String problem = durationProblem(duration);
            if (problem != null) {
                err.println("run: --duration: " + problem);
                return Main.EXIT_USAGE;
            }
            durationNs = Units.parseDuration(duration).longValueExact();
        }
        // Both runs last --duration when given, else each its own duration; the chart spans the longer.
        long bDurationNs = pair.isEmpty() || duration != null ? durationNs : pair.get().b().durationNs();
        ChartOptions chartOptions;
        try {
            chartOptions = chartOptions(Math.max(durationNs, bDurationNs));
        } catch (IllegalArgumentException e) {
            err.println("run: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        if (!writable("--csv", csv, err) || !writable("--summary", summary, err) || !writable("--png", png, err)
                || !writable("--svg", svg, err)) {
            return Main.EXIT_USAGE;
        }
        if (pair.isPresent()) {
            if (chartOptions.kind() != ChartKind.QUEUE_DEPTH && (png != null || svg != null)) {
                err.println("run: --chart: " + chart + " draws one run; A and B share the queue chart (allowed: queue)");
                return Main.EXIT_USAGE;
            }
            return new PairRun(pair.get(), durationNs, bDurationNs, chartOptions, summary, png, svg)
                    .run(console.out(), err);
        }

        HeadlessRun.Output output;
        try (CsvSampleSink rows = csv == null ? null : CsvSampleSink.open(csv)) {
            // The CSV is written as the run goes, every sample of it; the series the run keeps
            // is coarsened to stay bounded and serves the charts only.
            output = HeadlessRun.run(scenario, durationNs, rows);
            if (rows != null) {
                rows.finish();
            }
        } catch (IOException e) {
            err.println("run: cannot write the output: " + e.getMessage());
            return Main.EXIT_FAILURE;
        }
        try {
            if (summary != null) {
                SummaryJson.write(output.summary(), summary);
            }
            if (png != null || svg != null) {
                ChartExport.export(output.result(), chartOptions, png, svg);
            }
        } catch (IOException e) {
            err.println("run: cannot write the output: " + e.getMessage());
            return Main.EXIT_FAILURE;
        }
        console.out().print(HeadlessRun.describe(output.summary()));
        return Main.EXIT_OK;
    }

    /**
     * The chart options the command line asks for, for a run of {@code durationNs}.
     *
     * @throws IllegalArgumentException "--option: what is wrong (what is allowed)", one line
     */
    ChartOptions chartOptions(long durationNs) {
        ChartKind kind = option("--chart", () -> ChartKind.parse(chart));
        ChartOptions options = ChartOptions.defaults().withKind(kind)
                .withSize(option("--size", () -> ChartSize.parse(size)))
                .withIncludeZero(includeZero);
        if (yMax != null) {
            options = options.withYMax(option("--y-max", () -> AxisLimit.parse(kind, yMax)));
        }
        if (from != null || to != null) {
            long fromNs = from == null ? 0 : option("--from", () -> windowTime(from));
            long toNs = to == null ? durationNs : option("--to", () -> windowTime(to));
            if (fromNs >= durationNs) {
                throw new IllegalArgumentException("--from: " + from + " is not before the end of the run ("
                        + Durations.scenario(durationNs) + ")");
            }
            if (toNs <= fromNs) {
                throw new IllegalArgumentException("--from/--to: the window must end after it starts, was "
                        + Durations.scenario(fromNs) + " to " + Durations.scenario(toNs));
            }
            options = options.withTimeWindow(fromNs, toNs);
        }
        return options;
    }

    /** A point in simulated time for --from or --to: a duration of 0 or more. */
    private static long windowTime(String text) {
        BigInteger ns;
        try {
            ns = Units.parseDuration(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (allowed: a time in " + Units.DURATION_UNITS
                    + ", e.g. 500ms or 1.5s)");
        }
        if (ns.signum() < 0 || ns.bitLength() > 62) {
            throw new IllegalArgumentException(text + " is out of range (allowed: 0 to the end of the run)");
        }
        return ns.longValueExact();
    }

    /** The value {@code parse} gives, or its failure with the option's name in front. */
    private static <T> T option(String name, Supplier<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
        }
    }

    /** Why {@code text} is not a usable run duration, or null. */
    static String durationProblem(String text) {
        Knob knob = Knobs.get("duration");
        BigInteger ns;
        try {
            ns = Units.parseDuration(text);
        } catch (IllegalArgumentException e) {
            return e.getMessage() + " (allowed: " + knob.allowed() + ")";
        }
        if (ns.compareTo(BigInteger.valueOf(knob.min())) < 0 || ns.compareTo(BigInteger.valueOf(knob.max())) > 0) {
            return text + " is out of range (allowed: " + knob.allowed() + ")";
        }
        return null;
    }

    private static boolean writable(String option, Path target, PrintStream err) {
        String problem = outputProblem(option, target);
        if (problem != null) {
            err.println("run: " + option + ": " + problem);
        }
        return problem == null;
    }

    /**
     * Why the file an option names cannot be written, or null: a picture option's file must end
     * in its format ({@code --png x.jpg} would write a PNG that viewers take for a JPEG), and its
     * folder must be there and writable.
     */
    static String outputProblem(String option, Path target) {
        if (target != null && (option.equals("--png") || option.equals("--svg") || option.equals("--gif"))) {
            String ending = "." + option.substring(2);
            Path name = target.getFileName();
            if (name == null || !name.toString().toLowerCase(Locale.ROOT).endsWith(ending)) {
                return target + " does not end in " + ending + " (the file is written as "
                        + option.substring(2).toUpperCase(Locale.ROOT) + ")";
            }
        }
        return outputProblem(target);
    }

    /** Why a file cannot be written at {@code target}, or null (also null for no target). */
    static String outputProblem(Path target) {
        if (target == null) {
            return null;
        }
        Path dir = target.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return "folder " + (dir == null ? target : dir) + " does not exist";
        }
        if (Files.isDirectory(target)) {
            return target + " is a folder";
        }
        if (!Files.isWritable(dir)) {
            return "folder " + dir + " is not writable";
        }
        return null;
    }
}
