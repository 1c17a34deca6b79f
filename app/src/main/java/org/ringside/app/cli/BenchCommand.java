package org.ringside.app.cli;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import org.ringside.model.dql.DqlReplayBench;
import org.ringside.model.sim.Bench;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sweep.SweepBench;
import org.ringside.model.sweep.SweepPlan;
import org.ringside.views.pipeline.PairBench;
import org.ringside.views.pipeline.PipelineBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside bench}: the model's speed on fixed scenarios, in simulated packets per wall
 * second, printed as a table.
 */
@Command(name = "bench",
        description = {
            "Measure the model's speed in simulated packets per wall second.",
            "Fixed scenarios: a saturated 10 Gbit/s link, 100 streams under BQL, pktgen, a saturated 100 Gbit/s link,",
            "eight queues at 100 Gbit/s with TSO;",
            "then the replay of a 1,000,000-event DQL file, and a sweep of 10 runs on one core and on all."})
public final class BenchCommand implements Callable<Integer> {
    /** Each run of the sweep case: half a second, as the sweep example of docs/sweeps.md. */
    private static final long SWEEP_RUN_NS = 500_000_000L;

    @ParentCommand
    private Main main;

    @Option(names = "--long", description = "also run the 100-stream scenario for 60 simulated seconds (memory check)")
    private boolean longRun;

    @Option(names = "--picture",
            description = "instead, measure the pipeline picture's frame time (100 streams, BQL off, at 1 s; 1280x720"
                    + " and 3840x2160, software rendering)")
    private boolean picture;

    @Option(names = "--vs",
            description = "with --picture: measure the pair picture instead, BQL off beside BQL on, both animated at"
                    + " 1920x1080")
    private boolean vs;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "3",
            description = "measured runs after the first, of which the best is shown (default: ${DEFAULT-VALUE})")
    private int runs;

    private final Console ownConsole;

    /** The command as {@code ringside} creates it. */
    public BenchCommand() {
        this(null);
    }

    /** The command on its own, writing to {@code console}. */
    BenchCommand(Console console) {
        this.ownConsole = console;
    }

    @Override
    public Integer call() {
        Console console = main != null ? main.console() : ownConsole;
        if (runs < 0 || runs > 100) {
            console.err().println("bench: --runs: " + runs + " is out of range (allowed: 0 to 100)");
            return ExitCodes.USAGE;
        }
        if (vs && !picture) {
            console.err().println("bench: --vs measures the pair picture: give it with --picture");
            return ExitCodes.USAGE;
        }
        if (vs) {
            console.out().println(PairBench.measure(50 + 50 * runs));
            console.out().printf(Locale.ROOT, "machine load: %.1f (1-minute average, %d cores)%n",
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    Runtime.getRuntime().availableProcessors());
            return ExitCodes.OK;
        }
        if (picture) {
            int frames = 50 + 50 * runs;
            for (SimSnapshot s : List.of(PipelineBench.busiest(), PipelineBench.crowded())) {
                console.out().println(PipelineBench.measure(s, 1280, 720, frames));
                console.out().println(PipelineBench.measure(s, 3840, 2160, frames / 4 + 10));
            }
            console.out().println("the second pair: the same with 1,400 small packets more in band 0");
            return ExitCodes.OK;
        }
        List<Bench.Measured> results = new ArrayList<>();
        for (Bench.Case c : Bench.standardCases()) {
            results.add(Bench.measure(c, runs));
        }
        if (longRun) {
            results.add(Bench.measure(new Bench.Case("100 streams + RR, 60 s (memory check)", Bench.hundredStreams(),
                    60_000_000_000L), 0));
        }
        console.out().print(Bench.table(results));
        console.out().println("1st wall: the first run, JIT compilation included; the other figures: the fastest later run.");
        console.out().println(DqlReplayBench.measure(DqlReplayBench.DEFAULT_EVENTS, runs));
        SweepPlan sweep = SweepBench.plan(SWEEP_RUN_NS);
        try {
            console.out().println(SweepBench.describe(SweepBench.measure(sweep, 1),
                    SweepBench.measure(sweep, Runtime.getRuntime().availableProcessors())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            console.err().println("bench: interrupted");
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }
}
