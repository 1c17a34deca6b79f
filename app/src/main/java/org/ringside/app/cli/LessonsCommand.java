package org.ringside.app.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.ringside.model.format.PrintableText;
import org.ringside.app.Console;
import org.ringside.app.ExitCodes;
import org.ringside.app.Main;
import org.ringside.lessons.Contrast;
import org.ringside.lessons.Lesson;
import org.ringside.lessons.LessonCheck;
import org.ringside.lessons.LessonException;
import org.ringside.lessons.Judgment;
import org.ringside.lessons.LessonLibrary;
import org.ringside.lessons.Task;
import org.ringside.lessons.RunCache;
import org.ringside.lessons.SpokenRunLengths;
import org.ringside.lessons.StrictCheck;
import org.ringside.lessons.ValueFormat;
import org.ringside.lessons.expr.Evaluator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code ringside lessons list} and {@code ringside lessons check [--strict] [FILE...]}: the
 * shipped lessons, and a headless check of everything their words rely on. A broken lesson file is one
 * line on standard error, {@code FILE:LINE: key: what is wrong}, and exit status 2; a claim or
 * task that does not hold is exit status 1.
 */
@Command(name = "lessons",
        description = {"List the lessons, or check that what they say still holds in the model."},
        subcommands = {LessonsCommand.ListLessons.class, LessonsCommand.CheckLessons.class})
public final class LessonsCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    /** Streams when run on its own (tests); under {@code ringside} the parent's are used. */
    private final Console ownConsole;
    private final LessonLibrary library;

    /** The command as {@code ringside} creates it, on the shipped lessons. */
    public LessonsCommand() {
        this(null, LessonLibrary.shipped());
    }

    /** The command on its own, writing to {@code console} and reading lessons from {@code library}. */
    LessonsCommand(Console console, LessonLibrary library) {
        this.ownConsole = console;
        this.library = library;
    }

    private Console console() {
        return main != null ? main.console() : ownConsole;
    }

    /** {@code ringside lessons} alone: say which subcommand to use. */
    @Override
    public Integer call() {
        console().err().println("lessons: missing a command: list or check");
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
                LessonLibrary.Loaded loaded = parent.library.loadAll();
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
            // One cache for every lesson: a run two lessons (or a claim and a task) share is simulated once.
            RunCache cache = new RunCache();
            List<LessonCheck.Report> reports = lessons.parallelStream().map(l -> LessonCheck.check(l, cache)).toList();
            int failed = 0;
            int checked = 0;
            int withoutContrast = 0;
            // Each line quotes the lesson (claims, goals, numbers): printed escaped, as any text from a file.
            Consumer<String> report = line -> out.println(PrintableText.of(line));
            for (LessonCheck.Report r : reports) {
                for (LessonCheck.ClaimResult c : r.claims()) {
                    checked++;
                    failed += c.holds() ? 0 : 1;
                    report.accept(mark(c.holds()) + r.lesson().source() + ":" + c.claim().line() + ": " + c.says()
                            + " [" + values(c.outcome()) + (c.cannotFail() == null ? "" : "; " + c.cannotFail())
                            + contrast(c) + "]");
                    if (c.claim().contrast() != null && !c.claim().contrast().runs()) {
                        withoutContrast++;
                    }
                    if (strict && StrictCheck.withoutContrast(r.lesson()).contains(c.claim())) {
                        failed++;
                        report.accept(mark(false) + r.lesson().source() + ":" + c.claim().line() + ": the claim names no"
                                + " contrast, the change under which it must not hold: contrast: { set: { ... } } or"
                                + " { run: NAME }, or contrast: none with a reason");
                    }
                }
                for (LessonCheck.TaskResult t : r.tasks()) {
                    checked++;
                    failed += t.answerHolds() ? 0 : 1;
                    report.accept(mark(t.answerHolds()) + r.lesson().source() + ":" + t.task().line() + ": task of step "
                            + t.step().id() + ": " + t.task().goalText() + " [as the step starts: " + met(t.before())
                            + "; with the answer: " + met(t.after()) + "]");
                    for (LessonCheck.RouteResult f : t.forbidden()) {
                        failed += f.holds() ? 0 : 1;
                        report.accept(mark(f.holds()) + r.lesson().source() + ":" + f.route().line() + ": forbidden route"
                                + " of step " + t.step().id() + ": " + route(t.task(), f) + " [" + values(f.judgment().outcome())
                                + "]");
                    }
                }
            }
            int claims = reports.stream().mapToInt(r -> r.claims().size()).sum();
            int tasks = checked - claims;
            int routes = reports.stream().flatMap(r -> r.tasks().stream()).mapToInt(t -> t.forbidden().size()).sum();
            int numbers = 0;
            for (LessonCheck.Report r : reports) {
                for (LessonCheck.NumberResult n : r.numbers()) {
                    numbers++;
                    if (!n.holds()) {
                        failed++;
                        report.accept(mark(false) + r.lesson().source() + ":" + n.line() + ": live number {{"
                                + n.live().written() + "}}: " + n.problem());
                    }
                }
                for (SpokenRunLengths.Finding f : SpokenRunLengths.findings(r.lesson())) {
                    failed++;
                    report.accept(mark(false) + r.lesson().source() + ":" + f.line() + ": " + f.message());
                }
                if (strict) {
                    for (StrictCheck.Finding f : StrictCheck.findings(r)) {
                        failed++;
                        report.accept(mark(false) + r.lesson().source() + ":" + f.line() + ": " + f.number() + " "
                                + f.problem());
                    }
                }
            }
            out.println(count(lessons.size(), "lesson") + ", " + count(claims, "claim") + ", " + count(tasks, "task")
                    + (routes == 0 ? "" : ", " + count(routes, "forbidden route"))
                    + (numbers == 0 ? "" : ", " + count(numbers, "live number")) + ": " + String.format(Locale.ROOT, "%,d", failed) + (failed == 1 ? " does" : " do") + " not hold"
                    + (withoutContrast == 0 ? "" : "; " + count(withoutContrast, "claim") + " without a contrast, each"
                    + " with its reason")
                    + (errors.isEmpty() ? "" : "; " + count(errors.size(), "broken file")));
            if (!errors.isEmpty()) {
                return ExitCodes.USAGE;
            }
            return failed == 0 ? ExitCodes.OK : ExitCodes.FAILURE;
        }

        private static String count(int n, String what) {
            return String.format(Locale.ROOT, "%,d", n) + " " + what + (n == 1 ? "" : "s");
        }

        private static String mark(boolean holds) {
            return holds ? "ok   " : "FAIL ";
        }

        /**
         * The claim under its contrast: {@code ; without BQL: does not hold, run(on)...}, or why it
         * has none; a claim that holds there too says it does not show what the contrast changes.
         */
        private static String contrast(LessonCheck.ClaimResult c) {
            Contrast contrast = c.claim().contrast();
            if (contrast == null) {
                return "";
            }
            if (!contrast.runs()) {
                return "; no contrast: " + contrast.reason();
            }
            String values = values(c.contrast());
            return c.holdsInContrast()
                    ? "; holds " + contrast.words() + " too: it does not show what that change does [" + values + "]"
                    : "; " + contrast.words() + ": does not hold [" + values + "]";
        }

        private static String met(Judgment j) {
            return j.words() + ", " + values(j.outcome());
        }

        /**
         * What a forbidden route did: {@code changing bql.mode reaches the goal; allow (nic.ring_size)
         * refuses it}.
         */
        private static String route(Task task, LessonCheck.RouteResult f) {
            Judgment j = f.judgment();
            String changing = "changing " + String.join(", ", f.route().changes());
            String reached = f.reachesGoal() ? " reaches the goal" : " does not reach the goal";
            return changing + reached + (j.outside().isEmpty() ? "; allow (" + task.allow() + ") does not refuse it"
                    : "; allow (" + task.allow() + ") refuses " + String.join(", ", j.outside()));
        }

        // The values read, then what was undefined or missing and each least difference.
        private static String values(Evaluator.Outcome o) {
            List<String> parts = new ArrayList<>();
            String read = o.read().entrySet().stream().map(LessonsCommand::value).collect(Collectors.joining(", "));
            parts.add(o.missing() == null ? read : read + (read.isEmpty() ? "" : ", ") + o.missing() + " has no value");
            if (o.undefined() != null) {
                parts.add("undefined: " + o.undefined());
            }
            o.differences().forEach(d -> parts.add(ValueFormat.of(d)));
            return parts.stream().filter(p -> !p.isEmpty()).collect(Collectors.joining("; "));
        }
    }

    private static String value(Map.Entry<String, Double> e) {
        return e.getKey() + " = " + ValueFormat.of(e.getKey(), e.getValue());
    }
}
