package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import org.ringside.model.export.CsvSampleSink;
import org.ringside.model.format.Durations;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioPair;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.SummaryJson;
import org.ringside.views.charts.AxisLimit;
import org.ringside.views.charts.ChartExport;
import org.ringside.views.charts.ChartKind;
import org.ringside.views.charts.ChartOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
    /** A chart's size unless --size says otherwise; sweep's too. */
    static final String CHART_SIZE = "1600x900";

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "SCENARIO", description = "the scenario file (YAML), or a shipped scenario's name"
            + " (e.g. default-1gbe) where no such file is")
    private Path scenarioFile;

    @Option(names = "--vs", paramLabel = "B",
            description = "run this scenario too, as B, and print both side by side with B's figures over A's;"
                    + " a SCENARIO with a compare: block runs as A and B without it")
    private Path vs;

    @Mixin
    private DurationOption duration;

    @Option(names = "--csv", paramLabel = "FILE",
            description = "write every sample here (CSV, FILE ending in .csv), at the scenario's sample_interval;"
                    + " gzip-compressed when FILE ends in .csv.gz; - for standard output")
    private Path csv;

    @Option(names = "--summary", paramLabel = "FILE",
            description = "write the summary here (JSON, FILE ending in .json); - for standard output")
    private Path summary;

    @Mixin
    private PictureFileOptions chartFiles;

    @Option(names = "--chart", paramLabel = "KIND", defaultValue = "queue",
            description = "which chart: queue, latency, latency-cdf or throughput (default: ${DEFAULT-VALUE})")
    private String chart;

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
            scenario = pair.isPresent() ? pair.get().a() : ShippedScenarios.load(scenarioFile);
        } catch (IllegalArgumentException | ScenarioException e) {
            err.println(e.getMessage());
            return ExitCodes.USAGE;
        }
        if (pair.isPresent() && csv != null) {
            err.println("run: --csv: writes the samples of one run; not with two runs (A and B)");
            return ExitCodes.USAGE;
        }
        long durationNs;
        long bDurationNs;
        ChartOptions chartOptions;
        try {
            durationNs = duration.ns(scenario.durationNs());
            // Both runs last --duration when given, else each its own duration; the chart spans the longer.
            bDurationNs = pair.isEmpty() || duration.given() ? durationNs : pair.get().b().durationNs();
            chartOptions = chartOptions(Math.max(durationNs, bDurationNs));
            Outputs outputs = new Outputs().input("the scenario", scenarioFile);
            if (vs != null) {
                outputs.input("--vs", vs);
            }
            chartFiles.addTo(outputs
                    .outputOrStandard("--csv", csv, OutputFormat.SAMPLES_CSV)
                    .outputOrStandard("--summary", summary, OutputFormat.JSON))
                    .check();
        } catch (IllegalArgumentException e) {
            err.println("run: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (pair.isPresent()) {
            if (chartOptions.kind() != ChartKind.QUEUE_DEPTH && (chartFiles.png() != null || chartFiles.svg() != null)) {
                err.println("run: --chart: " + chart + " draws one run; A and B share the queue chart (allowed: queue)");
                return ExitCodes.USAGE;
            }
            PrintStream pairReport = Outputs.isStandardOutput(summary) ? err : console.out();
            return new PairRun(pair.get(), durationNs, bDurationNs, chartOptions, summary, chartFiles.png(),
                    chartFiles.svg()).run(console.out(), pairReport, err);
        }
        // With an output on standard output, the report goes to standard error, out of its way.
        PrintStream report = Outputs.isStandardOutput(csv) || Outputs.isStandardOutput(summary)
                ? err : console.out();

        HeadlessRun.Output output;
        try (CsvSampleSink rows = csv == null ? null
                : Outputs.isStandardOutput(csv) ? CsvSampleSink.to(new StandardOutput(console.out()))
                : CsvSampleSink.open(csv)) {
            // The CSV is written as the run goes, every sample of it; the series the run keeps
            // is coarsened to stay bounded and serves the charts only.
            output = HeadlessRun.run(scenario, durationNs, rows);
            if (rows != null) {
                rows.finish();
            }
        } catch (IOException e) {
            err.println("run: cannot write the output: " + e.getMessage());
            return ExitCodes.FAILURE;
        } catch (UncheckedIOException e) {
            err.println("run: --csv: " + e.getCause().getMessage() + ": the run stopped there");
            return ExitCodes.FAILURE;
        }
        try {
            if (Outputs.isStandardOutput(summary)) {
                console.out().print(SummaryJson.toJson(output.summary()));
                if (StandardOutput.closed(console.out())) {
                    throw new IOException(StandardOutput.CLOSED);
                }
            } else if (summary != null) {
                SummaryJson.write(output.summary(), summary);
            }
            if (chartFiles.any()) {
                ChartExport.export(output.result(), chartOptions, chartFiles.png(), chartFiles.svg());
            }
        } catch (IOException e) {
            err.println("run: cannot write the output: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        report.print(HeadlessRun.describe(output.summary()));
        return ExitCodes.OK;
    }

    /**
     * The chart options the command line asks for, for a run of {@code durationNs}.
     *
     * @throws IllegalArgumentException "--option: what is wrong (what is allowed)", one line
     */
    ChartOptions chartOptions(long durationNs) {
        ChartKind kind = option("--chart", () -> ChartKind.parse(chart));
        ChartOptions options = ChartOptions.defaults().withKind(kind)
                .withSize(chartFiles.size(CHART_SIZE))
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
}
