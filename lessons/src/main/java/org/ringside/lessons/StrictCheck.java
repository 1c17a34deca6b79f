package org.ringside.lessons;

import java.util.ArrayList;
import java.util.List;
import org.ringside.lessons.expr.Expr;
import org.ringside.lessons.expr.FigureKind;

/**
 * The strict check of a lesson's numbers ({@code ringside lessons check --strict}): every number
 * with a unit, and every percentage ({@link StatedNumbers}), that a step's title or text, a task's
 * ask or a hint states outside a mark must be stated, the same quantity, in the {@code says} of a
 * claim whose check holds. An ask or hint may also restate its own task's goal ("under 300 us"
 * for {@code latency_ns.p99 < 300us}), which the task check holds to the model. Numbers the model
 * writes ({@code {{ EXPR }}}) and marked constants ({@code {{ const: ... }}}) are not read, but a
 * unit written right after a live number is (the number writes its own). A number in a claim's
 * {@code says} must itself be one its own check compares (or a percentile it reads: "99 %" for a
 * {@code p99}), or live: a sentence cannot lean on a number no check tests. Every claim must also
 * name its contrast ({@link #withoutContrast}).
 */
public final class StrictCheck {
    /** Why a number nothing backs fails. */
    static final String UNBACKED = "is neither written by the model, nor a marked constant, nor stated by a claim that holds";

    private StrictCheck() {
    }

    /**
     * A number the check refuses.
     *
     * @param line the line of the lesson file it is on
     * @param number as the text writes it, e.g. "96,896 bytes"
     * @param problem what is wrong with it, after the number
     */
    public record Finding(int line, String number, String problem) {
        /** A number nothing backs. */
        public Finding(int line, String number) {
            this(line, number, UNBACKED);
        }
    }

    /**
     * The claims of {@code lesson} that name no contrast, neither a change under which they must
     * not hold nor {@code contrast: none} with a reason: a claim without one may hold by the
     * figures' nature rather than by what the lesson teaches.
     */
    public static List<Claim> withoutContrast(Lesson lesson) {
        return lesson.claims().stream().filter(c -> c.contrast() == null).toList();
    }

    /** Every number of {@code report}'s lesson that the check refuses, claims first, then the steps' texts in order. */
    public static List<Finding> findings(LessonCheck.Report report) {
        List<Finding> out = new ArrayList<>();
        List<StatedNumbers.Stated> backed = new ArrayList<>();
        for (LessonCheck.ClaimResult c : report.claims()) {
            List<StatedNumbers.Stated> says = stated(c.claim().says());
            for (StatedNumbers.Stated s : says) {
                if (!compared(s, c.claim().check())) {
                    out.add(new Finding(c.claim().says().lineOf(s.offset()), s.written(), "in a claim's says is not a"
                            + " figure its check compares; compare it in the check, or make it a live number"));
                }
            }
            if (c.holds()) {
                backed.addAll(says);
            }
            afterLive(c.claim().says(), out);
        }
        for (Step step : report.lesson().steps()) {
            for (StatedNumbers.Stated s : StatedNumbers.in(step.title())) {
                if (backed.stream().noneMatch(s::same)) {
                    out.add(new Finding(step.line(), s.written() + " (in the step's title)"));
                }
            }
            unbacked(step.text(), backed, out);
            for (Task task : step.tasks()) {
                List<StatedNumbers.Stated> withGoal = new ArrayList<>(backed);
                withGoal.addAll(StatedNumbers.in(task.goalText()));
                unbacked(task.askText(), withGoal, out);
                task.hintTexts().forEach(h -> unbacked(h, withGoal, out));
            }
        }
        return out;
    }

    // Whether the check writes this quantity (a literal of its kind, or a least difference, equal
    // within the digits stated), or reads the percentile it names ("99 %" for a p99). A percentage
    // may also be a plain factor or fraction the check writes: "0.1 %" for 1.001, "2 %" for 0.02.
    private static boolean compared(StatedNumbers.Stated s, Expr check) {
        List<Expr.Num> literals = new ArrayList<>();
        for (Expr part : check.parts()) {
            if (part instanceof Expr.Num n) {
                literals.add(n);
            } else if (part instanceof Expr.Compare c && c.least() != null) {
                literals.add(c.least().amount());
            } else if (part instanceof Expr.Key k && s.kind() == FigureKind.RATIO
                    && k.key().endsWith(".p" + s.value().stripTrailingZeros().toPlainString())) {
                return true;
            }
        }
        double tolerance = s.tolerance();
        for (Expr.Num n : literals) {
            if (n.kind() == s.kind() && Math.abs(n.value() - s.base()) <= tolerance) {
                return true;
            }
            if (s.kind() == FigureKind.RATIO && (n.kind() == FigureKind.PLAIN || n.kind() == FigureKind.RATIO)
                    && (Math.abs(n.value() - s.base()) <= tolerance || Math.abs(Math.abs(n.value() - 1) - s.base()) <= tolerance)) {
                return true;
            }
        }
        return false;
    }

    private static void unbacked(LiveText text, List<StatedNumbers.Stated> backed, List<Finding> out) {
        for (StatedNumbers.Stated s : stated(text)) {
            if (backed.stream().noneMatch(s::same)) {
                out.add(new Finding(text.lineOf(s.offset()), s.written()));
            }
        }
        afterLive(text, out);
    }

    // A unit right after a live number: the number writes its own unit, so the text reads "1.05 ms ms"
    // or, with a count, states a unit the model did not choose.
    private static void afterLive(LiveText text, List<Finding> out) {
        List<LiveText.Part> parts = text.parts();
        for (int i = 0; i + 1 < parts.size(); i++) {
            if (parts.get(i) instanceof LiveText.Live live && parts.get(i + 1) instanceof LiveText.Plain next) {
                String unit = StatedNumbers.unitAtStart(next.text());
                if (unit != null) {
                    out.add(new Finding(text.lineOf(next.offset()), "{{" + live.written() + "}} " + unit, "is a live"
                            + " number followed by a unit; the number writes its own: name one after |, e.g. {{ ... | "
                            + "ms }}"));
                }
            }
        }
    }

    // The numbers a text states in its own words, outside its marks, with offsets in the whole text.
    private static List<StatedNumbers.Stated> stated(LiveText text) {
        List<StatedNumbers.Stated> out = new ArrayList<>();
        for (LiveText.Part p : text.parts()) {
            if (p instanceof LiveText.Plain plain) {
                StatedNumbers.in(plain.text()).forEach(s -> out.add(s.shifted(plain.offset())));
            }
        }
        return out;
    }
}
