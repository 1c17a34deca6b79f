package org.ringside.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ringside.app.ExitCodes;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.LessonPrint;
import org.ringside.lessons.RunCache;
import org.ringside.model.export.AtomicFiles;
import org.ringside.model.format.PrintableText;
import org.ringside.model.scenario.InputLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside lessons render ID|FILE [--html F]}: a lesson as a student reads it, with its
 * live numbers written from its runs, for a teacher to proofread or hand out: plain text on
 * standard output, or one HTML page with its images inside it. A name that is neither a shipped
 * lesson's id nor a lesson file is one line and exit status 2.
 */
@Command(name = "render", description = {
    "Print a lesson as a student reads it, its live numbers written from the model's runs: a shipped",
    "lesson by its id, or a lesson file. --html writes one page that needs no other file."})
final class RenderLesson implements Callable<Integer> {
    /** The most an image may weigh to go inside the page. */
    private static final int IMAGE_BYTES = 16 << 20;

    @ParentCommand
    private LessonsCommand parent;

    @Parameters(paramLabel = "ID|FILE", description = "a shipped lesson's id ('ringside lessons list') or a lesson file")
    private String lesson;

    @Option(names = "--html", paramLabel = "F", description = "write the lesson to F as one HTML page (ending in .html)")
    private Path html;

    @Override
    public Integer call() {
        PrintStream err = parent.console().err();
        Path file = fileNamed(lesson);
        Lesson read;
        try {
            read = file != null ? parent.library.read(file) : shipped(lesson);
        } catch (LessonException e) {
            err.println(PrintableText.of(e.getMessage()));
            return ExitCodes.USAGE;
        }
        if (read == null) {
            List<String> ids = parent.library.loadAll().lessons().stream().map(Lesson::id).toList();
            err.println("lessons render: there is no lesson '" + PrintableText.of(lesson) + "' (allowed: a lesson file"
                    + " ending in .md, or the id of a shipped lesson: " + String.join(", ", ids) + ")");
            return ExitCodes.USAGE;
        }
        try {
            new Outputs().input("the lesson", file).output("--html", html, OutputFormat.HTML).check();
        } catch (IllegalArgumentException e) {
            err.println("lessons render: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        LessonPrint print = LessonPrint.measured(read, new RunCache());
        if (html == null) {
            parent.console().out().print(PrintableText.lines(print.text()));
            return ExitCodes.OK;
        }
        try {
            String page = print.html(RenderLesson::image);
            AtomicFiles.writeText(html, w -> w.write(page));
        } catch (IOException e) {
            err.println("lessons render: " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    /** The file {@code name} names: one that exists, or a name that can only be a file's; else null. */
    private static Path fileNamed(String name) {
        try {
            Path path = Path.of(name);
            boolean fileLike = name.endsWith(".md") || name.contains("/") || name.contains(java.io.File.separator);
            return fileLike || Files.isRegularFile(path) ? path : null;
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private Lesson shipped(String id) {
        return parent.library.loadAll().lessons().stream().filter(l -> l.id().equals(id)).findFirst().orElse(null);
    }

    /** An image beside the lesson: a file beside a lesson file, or a resource beside a shipped one. */
    private static Optional<byte[]> image(String path) {
        try {
            Path file = Path.of(path);
            if (Files.isRegularFile(file)) {
                return Optional.ofNullable(InputLimits.readAtMost(file, IMAGE_BYTES));
            }
        } catch (InvalidPathException | IOException e) {
            return Optional.empty();
        }
        try (InputStream in = LessonLibrary.class.getClassLoader().getResourceAsStream(path)) {
            return in == null ? Optional.empty() : Optional.of(in.readNBytes(IMAGE_BYTES));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
