package org.ringside.app.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.ringside.model.format.PrintableText;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import org.ringside.lessons.CheckLines;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonCheck;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.RunCache;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside lessons list} and {@code ringside lessons check [--strict] [FILE...]}: the
 * shipped lessons, and a headless check of everything their words rely on; {@code render} and
 * {@code new} ({@link RenderLesson}, {@link NewLesson}) are for writing one. A broken lesson file is one
 * line on standard error, {@code FILE:LINE: key: what is wrong}, and exit status 2; a claim or
 * task that does not hold is exit status 1.
 */
@Command(name = "lessons",
        description = {"List the lessons, check that what they say still holds in the model, show one as a student",
            "reads it, or start a new one."},
        subcommands = {LessonsCommand.ListLessons.class, LessonsCommand.CheckLessons.class, RenderLesson.class,
            NewLesson.class})
public final class LessonsCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    /** Streams when run on its own (tests); under {@code ringside} the parent's are used. */
    private final Console ownConsole;
    final LessonLibrary library;

    /** The command as {@code ringside} creates it, on the shipped lessons. */
    public LessonsCommand() {
        this(null, LessonLibrary.shipped());
    }

    /** The command on its own, writing to {@code console} and reading lessons from {@code library}. */
    LessonsCommand(Console console, LessonLibrary library) {
        this.ownConsole = console;
        this.library = library;
    }

    Console console() {
        return main != null ? main.console() : ownConsole;
    }

    /** {@code ringside lessons} alone: say which subcommand to use. */
    @Override
    public Integer call() {
        console().err().println("lessons: missing a command: list, check, render or new");
        console().err().println("Try 'ringside lessons --help' for more information.");
        return ExitCodes.USAGE;
    }

    /** {@code ringside lessons list}: one line per lesson. */
    @Command(name = "list", description = {"Print each shipped lesson: its id, title and minutes."})
    static final class ListLessons implements Callable<Integer> {
        @ParentCommand
        private LessonsCommand parent;

        @Override
        public Integer call() {
            LessonLibrary.Loaded loaded = parent.library.loadAll();
            PrintStream out = parent.console().out();
            int idWidth = loaded.lessons().stream().mapToInt(l -> l.id().length()).max().orElse(0);
            for (Lesson l : loaded.lessons()) {
                out.println(String.format(Locale.ROOT, "%-" + idWidth + "s  %s (%d min)", l.id(), PrintableText.of(l.title()), l.minutes()));
            }
            loaded.errors().forEach(e -> parent.console().err().println(e.getMessage()));
            return loaded.errors().isEmpty() ? ExitCodes.OK : ExitCodes.USAGE;
        }
    }

    /** {@code ringside lessons check [FILE...]}: every claim and task, run headless. */
    @Command(name = "check", description = {
        "Run every claim and task of the given lesson files, or of all shipped lessons, headless.",
        "Prints one line per claim and task with the measured values, and writes every live number;",
        "exit status 1 when one does not hold, 2 when a file is broken."})
    static final class CheckLessons implements Callable<Integer> {
        @ParentCommand
        private LessonsCommand parent;

        @Option(names = "--strict", description = {"Also fail every number with a unit, or percentage, in a step's",
            "text, ask or hint that is neither written by the model ({{ }}), nor a marked constant,",
            "nor stated in a claim that holds, and every claim that names no contrast."})
        private boolean strict;

        @Parameters(paramLabel = "FILE", arity = "0..*", description = "lesson files (default: every shipped lesson)")
        private List<Path> files = new ArrayList<>();

        @Override
        public Integer call() {
            PrintStream out = parent.console().out();
            PrintStream err = parent.console().err();
            List<Lesson> lessons = new ArrayList<>();
            List<LessonException> errors = new ArrayList<>();
            if (files.isEmpty()) {
                // Read on every core: 22 lessons read in a fresh JVM keep one core busy over a second.
                LessonLibrary.Loaded loaded = parent.library.loadAllInParallel();
                lessons.addAll(loaded.lessons());
                errors.addAll(loaded.errors());
            } else {
                List<Lesson> read = new ArrayList<>();
                List<LessonException> broken = new ArrayList<>();
                for (Path file : files) {
                    try {
                        read.add(parent.library.read(file));
                    } catch (LessonException e) {
                        broken.add(e);
                    }
                }
                LessonLibrary.Loaded distinct = LessonLibrary.distinctIds(read, broken);
                lessons.addAll(distinct.lessons());
                errors.addAll(distinct.errors());
            }
            errors.forEach(e -> err.println(e.getMessage()));
            // The lessons are independent: check them in parallel, print them in order.
            // One cache for every lesson: a run two lessons (or a claim and a task) share is simulated
            // once, and one scenario asked for several lengths is one run, stopped at each.
            RunCache cache = new RunCache();
            cache.plan(lessons.stream().flatMap(l -> LessonCheck.asks(l).stream()).toList());
            // Every run at once on one thread a core, the longest first, so that the cores finish
            // together; the checks wait for the runs they read.
            ExecutorService runs = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
            List<LessonCheck.Report> reports;
            try {
                cache.startAll(runs);
                reports = lessons.parallelStream().map(l -> LessonCheck.check(l, cache)).toList();
            } finally {
                runs.shutdown();
            }
            int failed = 0;
            // Each line quotes the lesson (claims, goals, numbers): printed escaped, as any text from a file.
            for (LessonCheck.Report r : reports) {
                failed += print(out, r, CheckLines.results(r, strict));
            }
            for (LessonCheck.Report r : reports) {
                failed += print(out, r, CheckLines.findings(r, strict));
            }
            out.println(CheckLines.total(reports, failed, errors.size()));
            if (!errors.isEmpty()) {
                return ExitCodes.USAGE;
            }
            return failed == 0 ? ExitCodes.OK : ExitCodes.FAILURE;
        }

        // Prints the lines and returns how many of them fail.
        private static int print(PrintStream out, LessonCheck.Report r, List<CheckLines.Line> lines) {
            lines.forEach(l -> out.println(PrintableText.of(l.printed(r.lesson().source()))));
            return (int) lines.stream().filter(l -> !l.holds()).count();
        }
    }
}
