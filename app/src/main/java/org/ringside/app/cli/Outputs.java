package org.ringside.app.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringside.model.export.PendingFile;
import org.ringside.model.export.WriteTarget;

/**
 * A command's input and output files, checked before it runs so that a long run never ends in a
 * file it cannot write and nothing is lost: no output may be an input or another output (after
 * links are followed), each name must end as its format (a link's and that of the file it leads to), nothing but a regular file may stand
 * where it goes, and its folder must take a new file. {@code -} stands for standard output where
 * the command allows it. The window's own outputs ({@code --frame-log}, {@code --startup-report})
 * are checked here too, before it opens.
 */
public final class Outputs {
    /** The name that means standard output. */
    static final String STANDARD_OUTPUT = "-";

    private record Input(String what, Path file) {
    }

    private record Output(String option, Path file, OutputFormat format, boolean standardOutputAllowed) {
    }

    private final List<Input> inputs = new ArrayList<>();
    private final List<Output> outputs = new ArrayList<>();

    /** An input the outputs must not overwrite; {@code what} names it in a message ("the scenario"). */
    public Outputs input(String what, Path file) {
        if (file != null && !isStandardOutput(file)) {
            inputs.add(new Input(what, file));
        }
        return this;
    }

    /** An output written as {@code format} to a file; nothing when {@code file} is null. */
    public Outputs output(String option, Path file, OutputFormat format) {
        return add(new Output(option, file, format, false));
    }

    /** An output that may also be {@code -}, standard output. */
    Outputs outputOrStandard(String option, Path file, OutputFormat format) {
        return add(new Output(option, file, format, true));
    }

    private Outputs add(Output output) {
        if (output.file() != null) {
            outputs.add(output);
        }
        return this;
    }

    /** Whether {@code file} is {@code -}, standard output. */
    static boolean isStandardOutput(Path file) {
        return file != null && file.toString().equals(STANDARD_OUTPUT);
    }

    /**
     * Checks every output, in the order given.
     *
     * @throws IllegalArgumentException one line naming the option, what is wrong and what is allowed
     */
    public void check() {
        Output toStandard = null;
        for (int i = 0; i < outputs.size(); i++) {
            Output o = outputs.get(i);
            if (o.standardOutputAllowed() && isStandardOutput(o.file())) {
                if (toStandard != null) {
                    throw new IllegalArgumentException(toStandard.option() + " and " + o.option()
                            + " both write to standard output (allowed: one of them)");
                }
                toStandard = o;
                continue;
            }
            for (Input in : inputs) {
                if (WriteTarget.sameFile(o.file(), in.file())) {
                    throw new IllegalArgumentException(o.option() + ": " + o.file() + " is " + in.what() + " "
                            + in.file() + "; writing it would overwrite it (allowed: a file that is not an input)");
                }
            }
            for (Output before : outputs.subList(0, i)) {
                if (!isStandardOutput(before.file()) && WriteTarget.sameFile(o.file(), before.file())) {
                    throw new IllegalArgumentException(before.option() + " " + before.file() + " and " + o.option()
                            + " " + o.file() + " are the same file (allowed: a file of its own for each)");
                }
            }
            String problem = problem(o);
            if (problem != null) {
                throw new IllegalArgumentException(o.option() + ": " + problem);
            }
        }
    }

    /** Why {@code o} cannot be written, or null. */
    private static String problem(Output o) {
        if (!o.format().names(o.file())) {
            return o.file() + " does not end in " + o.format().allowed() + " (the file is written as "
                    + o.format().name() + ")";
        }
        Optional<String> inTheWay;
        Path resolved = null;
        try {
            resolved = WriteTarget.resolve(o.file());
            inTheWay = WriteTarget.obstacle(resolved);
        } catch (IOException e) {
            inTheWay = Optional.empty(); // the trial below says what is wrong
        }
        // A link is not replaced: the file at its end is, and that file's name must say the format too.
        if (resolved != null && !o.format().names(resolved)) {
            return o.file() + " is a link to " + resolved + ", which does not end in " + o.format().allowed()
                    + " (the file is written as " + o.format().name() + "; allowed: a link to such a file, or none)";
        }
        if (inTheWay.isPresent()) {
            return o.file() + " is " + inTheWay.get() + " (allowed: a regular file"
                    + (o.standardOutputAllowed() ? ", or - for standard output)" : ")");
        }
        // A trial of the very write that comes at the end, in the same folder: what the folder
        // refuses (permissions, a read-only file system) is found now, not after the run.
        try (PendingFile trial = PendingFile.open(o.file())) {
            return null;
        } catch (IOException e) {
            return e.getMessage(); // "cannot write FILE: REASON", the reason the file system's own
        }
    }
}
