package org.ringside.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ringside.app.Console;
import org.ringside.app.Main;
import org.ringside.model.sim.Bench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside bench}: the model's speed on fixed scenarios, in simulated packets per wall
 * second, printed as a table.
 */
@Command(name = "bench",
        description = {
            "Measure the model's speed on fixed scenarios:",
            "a saturated 10 Gbit/s link, 100 streams under BQL, pktgen."})
public final class BenchCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Option(names = "--long", description = "also run the 100-stream scenario for 60 simulated seconds (memory check)")
    private boolean longRun;

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
        List<Bench.Figure> figures = new ArrayList<>();
        for (Bench.Case c : Bench.standardCases()) {
            figures.add(Bench.measure(c));
        }
        if (longRun) {
            figures.add(Bench.timed(new Bench.Case("100 streams, 60 s (memory check)", Bench.hundredStreams(), 60_000_000_000L)));
        }
        console.out().print(Bench.table(figures));
        return Main.EXIT_OK;
    }
}
