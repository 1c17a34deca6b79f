package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;
import org.jfree.chart.JFreeChart;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.KeySuggestion;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.sweep.SweepAxis;
import org.ringside.model.sweep.SweepCsv;
import org.ringside.model.sweep.SweepPlan;
import org.ringside.model.sweep.SweepRunner;
import org.ringside.model.sweep.SweepShard;
import org.ringside.model.sweep.SweepTable;
import org.ringside.views.charts.ChartExport;
import org.ringside.views.charts.ChartSize;
import org.ringside.views.charts.SweepChart;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside sweep SCENARIO --vary KEY=VALUES ...}: runs a scenario once for every
 * combination of the values, in parallel, and writes one row per run (CSV) and a chart of one
 * figure against the first varied key. Every input, each combination's settings included, is
 * checked before the first run, so a mistake costs no waiting and leaves no file behind.
 */
@Command(name = "sweep",
        description = {
            "Run a scenario for every combination of some settings' values, on all cores.",
            "Prints the chosen figure for each run; writes every figure (CSV) and a chart on request."})
public final class SweepCommand implements Callable<Integer> {
    /** How many runs a sweep may have unless --max-runs says otherwise. */
    static final int DEFAULT_MAX_RUNS = 10_000;
    private static final int MOST_JOBS = 1024;
    private static final int MOST_RUNS = 1_000_000;

    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "SCENARIO", description = "the scenario file (YAML)")
    private Path scenarioFile;

    @Option(names = "--vary", paramLabel = "KEY=VALUES", required = true,
            description = "a setting and its values, as the scenario format writes them: nic.ring_size=64,128,256,"
                    + " bql.mode=auto,off, flows[rr].request=1,1000; ranges A..B*F (64..1024*2) and A..B+S (1..8+1);"
                    + " repeat for more settings")
    private List<String> vary = new ArrayList<>();

    @Mixin
    private DurationOption duration;

    @Option(names = "--csv", paramLabel = "FILE", description = "write one row per run here: the values, then every figure of the summary")
    private Path csv;

    /** The chart of --metric against the first varied setting. */
    @Mixin
    private PictureFileOptions chartFiles;

    @Option(names = "--metric", paramLabel = "FIGURE",
            description = "the summary's figure to print and chart, by its dotted name, e.g. pps or flows.rr.latency_ns.p99"
                    + " (default: the first request/response flow's p99 latency, else throughput_bps)")
    private String metric;

    @Option(names = "--jobs", paramLabel = "N",
            description = "runs at once (default: the number of processors, ${DEFAULT-VALUE} here)")
    private int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--progress", paramLabel = "WHEN", defaultValue = "auto",
            description = "progress on standard error: ${COMPLETION-CANDIDATES}; auto draws a bar on a terminal and"
                    + " elsewhere writes a line every 10 s, always draws the bar anyway (default: ${DEFAULT-VALUE})")
    private ProgressMode progressMode;

    @Option(names = "--shard", paramLabel = "K/N",
            description = "run only the K-th of N equal parts of the combinations (e.g. one job of a cluster's array);"
                    + " the CSV then numbers each row among all runs, and sweep-merge joins the parts' CSVs")
    private String shard;

    @Option(names = "--max-runs", paramLabel = "N", defaultValue = "" + DEFAULT_MAX_RUNS,
            description = "refuse a sweep of more runs than this (default: ${DEFAULT-VALUE})")
    private int maxRuns;

    /** Streams when run on its own (tests); under {@code ringside} the parent's are used. */
    private final Console ownConsole;
    private final LongSupplier clock;
    private final InterruptHook interrupts;

    /** The command as {@code ringside} creates it. */
    public SweepCommand() {
        this(null, System::nanoTime, InterruptHook.shutdown());
    }

    /** The command on its own, writing to {@code console}; standard error is then no terminal. */
    SweepCommand(Console console) {
        this(console, System::nanoTime, InterruptHook.shutdown());
    }

    /**
     * @param clock nanoseconds for the progress, as {@link System#nanoTime()}
     * @param interrupts where Ctrl+C is heard
     */
    SweepCommand(Console console, LongSupplier clock, InterruptHook interrupts) {
        this.ownConsole = console;
        this.clock = clock;
        this.interrupts = interrupts;
    }

    @Override
    public Integer call() {
        Console console = main != null ? main.console() : ownConsole;
        PrintStream err = console.err();
        Scenario base;
        try {
            base = ShippedScenarios.load(scenarioFile);
        } catch (ScenarioException e) {
            err.println(e.getMessage());
            return ExitCodes.USAGE;
        }
        Checked checked;
        try {
            checked = check(base);
        } catch (IllegalArgumentException e) {
            err.println("sweep: " + e.getMessage());
            return ExitCodes.USAGE;
        }

        List<SweepTable.Row> charted = new ArrayList<>();
        try (SweepCsv.Rows csvRows = csv == null ? null : checked.shard() == null
                ? SweepCsv.Rows.open(checked.plan().axes(), csv)
                : SweepCsv.Rows.openPart(checked.plan().axes(), csv, checked.first() + 1, checked.runs())) {
            // Memory holds the runs in flight and the rows waiting for one before them; the
            // chart, when asked for, a row of one figure per run.
            SweepRows rows = new SweepRows(console.out(), checked.plan().axes(), checked.metric(), checked.count(), row -> {
                if (csvRows != null) {
                    csvRows.add(row);
                }
                if (chartFiles.any()) {
                    charted.add(new SweepTable.Row(row.values(), row.scenario(),
                            Map.of(checked.metric(), row.figures().get(checked.metric()))));
                }
            });
            int status = sweep(checked, rows, console);
            if (status != ExitCodes.OK) {
                return status;
            }
            if (csvRows != null) {
                csvRows.finish();
            }
            if (chartFiles.any()) {
                SweepTable table = new SweepTable(checked.plan().axes(), charted);
                JFreeChart chart = SweepChart.build(table, checked.metric(), checked.size());
                if (chartFiles.png() != null) {
                    ChartExport.writePng(chart, checked.size(), chartFiles.png());
                }
                if (chartFiles.svg() != null) {
                    ChartExport.writeSvg(chart, checked.size(), chartFiles.svg());
                }
            }
        } catch (IOException e) {
            err.println("sweep: cannot write the output: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    /** Runs every combination into {@code rows}; the exit status, OK when every run was printed and taken. */
    private int sweep(Checked checked, SweepRows rows, Console console) {
        PrintStream err = console.err();
        int total = checked.count();
        IntConsumer progress = progressMode.show(err, "sweep", total, clock,
                main != null && ProgressMode.errIsTerminal());
        rows.header();
        if (rows.halted().isPresent()) {
            err.println("sweep: " + rows.halted().get() + ": no run was started");
            return ExitCodes.FAILURE;
        }
        progress.accept(0);
        Thread sweeping = Thread.currentThread();
        try (InterruptHook.Installed hook = interrupts.install(() -> {
            // Ctrl+C: the rows done so far are the sweep's result; the process ends after this.
            int done = rows.stop();
            err.println("sweep: interrupted after " + done + " of " + total + " runs");
            err.flush();
            sweeping.interrupt();
        })) {
            SweepRunner.runEach(total, i -> checked.plan().combination(checked.first() + i), jobs, (index, row, finished) -> {
                boolean haltedNow = rows.finished(index, row);
                progress.accept(finished);
                if (haltedNow) {
                    sweeping.interrupt(); // nobody reads the rows, or they cannot be kept: the runs left are abandoned
                }
            });
        } catch (InterruptedException e) {
            if (rows.halted().isPresent() && !rows.stopped()) {
                Thread.interrupted();
                err.println("sweep: " + rows.halted().get() + ": stopped after " + rows.stop() + " of " + total + " runs");
                return ExitCodes.FAILURE;
            }
            if (rows.stopped()) {
                return ExitCodes.INTERRUPTED; // the interruption was the hook's own, its message said
            }
            Thread.currentThread().interrupt();
            err.println("sweep: interrupted");
            return ExitCodes.FAILURE;
        }
        if (rows.stopped()) {
            Thread.interrupted(); // the hook's, after the last run: not to be passed on
            return ExitCodes.INTERRUPTED;
        }
        if (rows.halted().isPresent()) {
            Thread.interrupted(); // halted by the last run
            err.println("sweep: " + rows.halted().get() + " after the last run");
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    /**
     * What the options ask for, checked.
     *
     * @param plan the varied settings, every combination of them a valid scenario
     * @param runs how many combinations there are
     * @param shard the part of them to run, or null for all
     * @param first the index of the first combination to run
     * @param count how many combinations to run
     * @param metric the figure to print and chart
     * @param size the chart's size
     */
    record Checked(SweepPlan plan, int runs, SweepShard shard, int first, int count, String metric, ChartSize size) {
    }

    /**
     * Checks every option and every combination against {@code base}, before anything runs.
     *
     * @throws IllegalArgumentException "--option: what is wrong (allowed: ...)", one line
     */
    Checked check(Scenario base) {
        Scenario start = duration.given() ? base.withDurationNs(duration.ns(base.durationNs())) : base;
        if (jobs < 1 || jobs > MOST_JOBS) {
            throw new IllegalArgumentException("--jobs: " + jobs + " is out of range (allowed: 1 to " + MOST_JOBS + ")");
        }
        if (maxRuns < 1 || maxRuns > MOST_RUNS) {
            throw new IllegalArgumentException("--max-runs: " + maxRuns + " is out of range (allowed: 1 to " + MOST_RUNS + ")");
        }
        ChartSize chartSize = chartFiles.size(RunCommand.CHART_SIZE);
        chartFiles.addTo(new Outputs().input("the scenario", scenarioFile).output("--csv", csv, OutputFormat.CSV))
                .check();
        List<SweepAxis> axes = new ArrayList<>();
        for (String spec : vary) {
            SweepAxis axis;
            try {
                axis = SweepAxis.parse(spec, start, maxRuns);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--vary: " + e.getMessage(), e);
            }
            if (duration.given() && axis.key().key().equals("duration")) {
                throw new IllegalArgumentException("--vary: duration is also set by --duration (allowed: one of them)");
            }
            axes.add(axis);
        }
        SweepPlan plan;
        try {
            plan = new SweepPlan(start, axes);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--vary: " + e.getMessage(), e);
        }
        if (plan.count() > maxRuns) {
            throw new IllegalArgumentException(String.join(" × ", axes.stream()
                    .map(a -> Integer.toString(a.values().size())).toList()) + " = " + plan.count()
                    + " runs are more than --max-runs " + maxRuns + " (allowed: at most " + maxRuns
                    + ", or a higher --max-runs up to " + MOST_RUNS + ")");
        }
        int count;
        try {
            count = plan.check();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--vary: " + e.getMessage(), e);
        }
        Set<String> figures = SweepRunner.figureNames(plan.combination(0).scenario());
        String figure = metric != null ? metric : defaultMetric(start);
        if (!figures.contains(figure)) {
            String hint = KeySuggestion.closest(figure, figures).map(f -> "did you mean " + f + "? ").orElse("");
            throw new IllegalArgumentException("--metric: the summary has no figure " + figure + " (" + hint
                    + "allowed: a number of the summary JSON by its dotted path, e.g. pps, cpu_utilization, ring_bytes.p95,"
                    + " flows." + PrintableText.of(start.flows().get(0).name()) + ".latency_ns.p99; the CSV's header lists them all)");
        }
        if (shard == null) {
            return new Checked(plan, count, null, 0, count, figure, chartSize);
        }
        try {
            SweepShard part = SweepShard.parse(shard);
            return new Checked(plan, count, part, part.first(count), part.size(count), figure, chartSize);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--shard: " + e.getMessage(), e);
        }
    }

    /**
     * The figure a sweep shows unless told: the first request/response flow's p99 latency, the
     * number the BQL work set out to lower; without one, the throughput on the wire.
     */
    static String defaultMetric(Scenario s) {
        return s.flows().stream().filter(f -> f.kind() == FlowKind.REQUEST_RESPONSE).findFirst()
                .map(f -> "flows." + f.name() + ".latency_ns.p99").orElse("throughput_bps");
    }
}
