package org.ringside.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringside.app.ExitCodes;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonSkeleton;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.format.PrintableText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside lessons new ID [-o FILE]}: writes a lesson to start from
 * ({@link LessonSkeleton}), which {@code lessons check --strict} passes as written. It never
 * replaces a file, and refuses an id that is not one, or that a shipped lesson has (progress is
 * saved by id).
 */
@Command(name = "new", description = {
    "Write a new lesson to start from: a step with a task, a forbidden route, a claim with its contrast",
    "and live numbers, which 'lessons check --strict' passes. It never replaces a file."})
final class NewLesson implements Callable<Integer> {
    @ParentCommand
    private LessonsCommand parent;

    @Parameters(paramLabel = "ID", description = "the lesson's id: lower-case letters, digits, - and _, starting with a letter")
    private String id;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write it to FILE (default: ID.md)")
    private Path output;

    @Override
    public Integer call() {
        PrintStream err = parent.console().err();
        Optional<String> bad = LessonSkeleton.idProblem(id);
        if (bad.isPresent()) {
            err.println("lessons new: " + PrintableText.of(id) + " " + bad.get() + " (allowed: e.g. ring-depth)");
            return ExitCodes.USAGE;
        }
        Optional<Lesson> taken = parent.library.loadAll().lessons().stream().filter(l -> l.id().equals(id)).findFirst();
        if (taken.isPresent()) {
            err.println("lessons new: " + id + " is already the id of " + taken.get().source() + "; progress is saved by"
                    + " id, so give the lesson its own");
            return ExitCodes.USAGE;
        }
        Path file = output != null ? output : Path.of(id + ".md");
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            err.println("lessons new: " + PrintableText.of(file.toString()) + " exists; a new lesson never replaces a file"
                    + " (allowed: a name not taken, -o FILE)");
            return ExitCodes.USAGE;
        }
        try {
            new Outputs().output("-o", file, OutputFormat.LESSON).check();
        } catch (IllegalArgumentException e) {
            err.println("lessons new: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        try {
            AtomicFiles.writeText(file, w -> w.write(LessonSkeleton.text(id)));
        } catch (IOException e) {
            err.println("lessons new: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        String name = PrintableText.of(file.toString());
        parent.console().out().println("Wrote " + name + ". Check it with 'ringside lessons check --strict " + name
                + "'; play it with 'ringside --lesson-file " + name + "', which checks it again at every save.");
        return ExitCodes.OK;
    }
}
