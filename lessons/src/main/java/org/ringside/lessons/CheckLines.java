package org.ringside.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.ringside.lessons.expr.Evaluator;

/**
 * A lesson's check in words, one line per claim, task, forbidden route and finding, as
 * {@code ringside lessons check} prints them and the window shows them beside a lesson it
 * watches: {@code FAIL my.md:12: Without BQL ... [run(off).ring_bytes.mean = 127 KB, ...]}.
 * One place for the words, so the command and the window cannot say it two ways.
 */
public final class CheckLines {
    private CheckLines() {
    }

    /**
     * One line of a check.
     *
     * @param holds whether what it reports holds
     * @param line the line of the lesson file it is about
     * @param text what it says, after {@code FILE:LINE: }
     */
    public record Line(boolean holds, int line, String text) {
        /** As the command prints it: {@code ok   FILE:LINE: text} or {@code FAIL FILE:LINE: text}. */
        public String printed(String source) {
            return (holds ? "ok   " : "FAIL ") + source + ":" + line + ": " + text;
        }
    }

    /** The claims', then the tasks' and their routes' lines; {@code strict} adds one for each claim without a contrast. */
    public static List<Line> results(LessonCheck.Report r, boolean strict) {
        List<Line> out = new ArrayList<>();
        List<Claim> withoutContrast = StrictCheck.withoutContrast(r.lesson());
        for (LessonCheck.ClaimResult c : r.claims()) {
            out.add(new Line(c.holds(), c.claim().line(), c.says() + " [" + values(c.outcome())
                    + (c.cannotFail() == null ? "" : "; " + c.cannotFail()) + contrast(c) + "]"));
            if (strict && withoutContrast.contains(c.claim())) {
                out.add(new Line(false, c.claim().line(), "the claim names no contrast, the change under which it must"
                        + " not hold: contrast: { set: { ... } } or { run: NAME }, or contrast: none with a reason"));
            }
        }
        for (LessonCheck.TaskResult t : r.tasks()) {
            out.add(new Line(t.answerHolds(), t.task().line(), "task of step " + t.step().id() + ": "
                    + t.task().goalText() + " [as the step starts: " + met(t.before()) + "; with the answer: "
                    + met(t.after()) + "]"));
            for (LessonCheck.RouteResult f : t.forbidden()) {
                out.add(new Line(f.holds(), f.route().line(), "forbidden route of step " + t.step().id() + ": "
                        + route(t.task(), f) + " [" + values(f.judgment().outcome()) + "]"));
            }
        }
        return out;
    }

    /**
     * What else fails: live numbers without a value, runs a text speaks of that are longer than
     * its step's, and with {@code strict} every number nothing backs. Every one is a failure.
     */
    public static List<Line> findings(LessonCheck.Report r, boolean strict) {
        List<Line> out = new ArrayList<>();
        for (LessonCheck.NumberResult n : r.numbers()) {
            if (!n.holds()) {
                out.add(new Line(false, n.line(), "live number {{" + n.live().written() + "}}: " + n.problem()));
            }
        }
        for (SpokenRunLengths.Finding f : SpokenRunLengths.findings(r.lesson())) {
            out.add(new Line(false, f.line(), f.message()));
        }
        if (strict) {
            for (StrictCheck.Finding f : StrictCheck.findings(r)) {
                out.add(new Line(false, f.line(), f.number() + " " + f.problem()));
            }
        }
        return out;
    }

    /**
     * The count that ends a check: {@code 1 lesson, 2 claims, 1 task, 1 forbidden route, 3 live
     * numbers: 0 do not hold}, then the claims without a contrast and the broken files, if any.
     */
    public static String total(List<LessonCheck.Report> reports, int failed, int broken) {
        int claims = reports.stream().mapToInt(r -> r.claims().size()).sum();
        int tasks = reports.stream().mapToInt(r -> r.tasks().size()).sum();
        int routes = reports.stream().flatMap(r -> r.tasks().stream()).mapToInt(t -> t.forbidden().size()).sum();
        int numbers = reports.stream().mapToInt(r -> r.numbers().size()).sum();
        long withoutContrast = reports.stream().flatMap(r -> r.claims().stream())
                .filter(c -> c.claim().contrast() != null && !c.claim().contrast().runs()).count();
        return count(reports.size(), "lesson") + ", " + count(claims, "claim") + ", " + count(tasks, "task")
                + (routes == 0 ? "" : ", " + count(routes, "forbidden route"))
                + (numbers == 0 ? "" : ", " + count(numbers, "live number")) + ": "
                + String.format(Locale.ROOT, "%,d", failed) + (failed == 1 ? " does" : " do") + " not hold"
                + (withoutContrast == 0 ? "" : "; " + count(withoutContrast, "claim") + " without a contrast, each"
                + " with its reason")
                + (broken == 0 ? "" : "; " + count(broken, "broken file"));
    }

    private static String count(long n, String what) {
        return String.format(Locale.ROOT, "%,d", n) + " " + what + (n == 1 ? "" : "s");
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

    /** The values read, then what was undefined or missing and each least difference. */
    public static String values(Evaluator.Outcome o) {
        List<String> parts = new ArrayList<>();
        String read = o.read().entrySet().stream().map(CheckLines::value).collect(Collectors.joining(", "));
        parts.add(o.missing() == null ? read : read + (read.isEmpty() ? "" : ", ") + o.missing() + " has no value");
        if (o.undefined() != null) {
            parts.add("undefined: " + o.undefined());
        }
        o.differences().forEach(d -> parts.add(ValueFormat.of(d)));
        return parts.stream().filter(p -> !p.isEmpty()).collect(Collectors.joining("; "));
    }

    private static String value(Map.Entry<String, Double> e) {
        return e.getKey() + " = " + ValueFormat.of(e.getKey(), e.getValue());
    }
}
