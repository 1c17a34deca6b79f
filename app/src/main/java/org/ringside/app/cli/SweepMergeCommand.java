package org.ringside.app.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.sweep.SweepMerge;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside sweep-merge PART... --csv FILE}: joins the CSVs that {@code sweep --shard K/N}
 * wrote, on one machine or many, into the CSV the whole sweep would have written. Every part is
 * read and checked before a byte is written; a missing, doubled or foreign part writes nothing.
 */
@Command(name = "sweep-merge",
        description = {
            "Join the CSVs of a sweep's parts (sweep --shard K/N --csv) into the whole sweep's CSV.",
            "The parts may be named in any order; every run must be in exactly one of them."})
public final class SweepMergeCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Parameters(paramLabel = "PART", arity = "1..*", description = "the parts' CSV files")
    private List<Path> parts = new ArrayList<>();

    @Option(names = "--csv", paramLabel = "FILE", required = true,
            description = "where the whole sweep's CSV goes (FILE ending in .csv), or - for standard output")
    private Path csv;

    /** Streams when run on its own (tests); under {@code ringside} the parent's are used. */
    private final Console ownConsole;

    /** The command as {@code ringside} creates it. */
    public SweepMergeCommand() {
        this(null);
    }

    SweepMergeCommand(Console console) {
        this.ownConsole = console;
    }

    @Override
    public Integer call() {
        Console console = main != null ? main.console() : ownConsole;
        PrintStream err = console.err();
        Outputs outputs = new Outputs();
        for (Path p : parts) {
            if (!Files.isRegularFile(p)) {
                err.println("sweep-merge: " + p + ": " + (Files.exists(p) ? "not a regular file" : "no such file")
                        + " (allowed: the CSV files a sweep's parts wrote)");
                return ExitCodes.USAGE;
            }
            outputs.input("a part", p);
        }
        try {
            outputs.outputOrStandard("--csv", csv, OutputFormat.CSV).check();
        } catch (IllegalArgumentException e) {
            err.println("sweep-merge: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        SweepMerge merge;
        try {
            merge = SweepMerge.check(parts);
        } catch (IllegalArgumentException e) {
            err.println("sweep-merge: " + e.getMessage());
            return ExitCodes.USAGE;
        } catch (IOException e) {
            err.println("sweep-merge: cannot read a part: " + AtomicFiles.reason(e));
            return ExitCodes.FAILURE;
        }
        int runs = merge.runs();
        try {
            if (Outputs.isStandardOutput(csv)) {
                Writer out = new BufferedWriter(new OutputStreamWriter(new StandardOutput(console.out()),
                        StandardCharsets.UTF_8), 1 << 16);
                merge.write(out);
                out.flush();
            } else {
                AtomicFiles.writeText(csv, merge::write);
            }
        } catch (IllegalArgumentException | IOException e) {
            err.println("sweep-merge: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        err.println("sweep-merge: " + runs + " runs from " + parts.size() + " part" + (parts.size() == 1 ? "" : "s")
                + (Outputs.isStandardOutput(csv) ? "" : " written to " + csv));
        return ExitCodes.OK;
    }
}
