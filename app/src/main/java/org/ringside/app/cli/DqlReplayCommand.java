package org.ringside.app.cli;

import java.util.concurrent.Callable;
import org.ringside.app.Console;
import org.ringside.app.Main;
import org.ringside.model.dql.DqlReplay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code ringside dql-replay FILE}: replays a DQL event file and prints the limit after each event as CSV. */
@Command(name = "dql-replay",
        description = {
            "Replay a DQL event file through Linux's dynamic queue limits.",
            "Prints CSV: the limit, the bytes in flight and avail after every event."})
public final class DqlReplayCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "FILE", description = "the event file, or - to read standard input")
    private String file;

    @Override
    public Integer call() {
        Console console = main.console();
        return DqlReplay.run(file, console.in(), console.out(), console.err());
    }
}
