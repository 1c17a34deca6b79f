package org.ringside.lessons;

import java.util.ArrayList;
import java.util.List;

/**
 * The strict check of a lesson's numbers ({@code ringside lessons check --strict}): every number
 * with a unit, and every percentage ({@link StatedNumbers}), that a step's text, a task's ask or
 * a hint states outside a mark must be stated, the same number in the same unit, in the
 * {@code says} of a claim whose check holds. An ask or hint may also restate its own task's goal
 * ("under 300 us" for {@code latency_ns.p99 < 300us}), which the task check holds to the model.
 * Numbers the model writes ({@code {{ EXPR }}}) and marked constants ({@code {{ const: ... }}})
 * are not read. Every claim must also name its contrast ({@link #withoutContrast}).
 */
public final class StrictCheck {
    private StrictCheck() {
    }

    /**
     * A number no holding claim states.
     *
     * @param line the line of the lesson file it is on
     * @param number as the text writes it, e.g. "96,896 bytes"
     */
    public record Finding(int line, String number) {
    }

    /**
     * The claims of {@code lesson} that name no contrast, neither a change under which they must
     * not hold nor {@code contrast: none} with a reason: a claim without one may hold by the
     * figures' nature rather than by what the lesson teaches.
     */
    public static List<Claim> withoutContrast(Lesson lesson) {
        return lesson.claims().stream().filter(c -> c.contrast() == null).toList();
    }

    /** Every number of {@code report}'s lesson that nothing backs, in the order of the file's texts. */
    public static List<Finding> findings(LessonCheck.Report report) {
        List<StatedNumbers.Stated> backed = new ArrayList<>();
        for (LessonCheck.ClaimResult c : report.claims()) {
            if (c.holds()) {
                backed.addAll(stated(c.claim().says()));
            }
        }
        List<Finding> out = new ArrayList<>();
        for (Step step : report.lesson().steps()) {
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

    private static void unbacked(LiveText text, List<StatedNumbers.Stated> backed, List<Finding> out) {
        for (StatedNumbers.Stated s : stated(text)) {
            if (backed.stream().noneMatch(s::same)) {
                out.add(new Finding(text.lineOf(s.offset()), s.written()));
            }
        }
    }

    // The numbers a text states in its own words, outside its marks, with offsets in the whole text.
    private static List<StatedNumbers.Stated> stated(LiveText text) {
        List<StatedNumbers.Stated> out = new ArrayList<>();
        for (LiveText.Part p : text.parts()) {
            if (p instanceof LiveText.Plain plain) {
                for (StatedNumbers.Stated s : StatedNumbers.in(plain.text())) {
                    out.add(new StatedNumbers.Stated(s.written(), s.value(), s.unit(), plain.offset() + s.offset()));
                }
            }
        }
        return out;
    }
}
