package org.ringside.lessons;

import java.util.List;
import org.ringside.lessons.expr.Evaluator;

/**
 * A task judged on a run: its goal's outcome, and the knobs the run changed from the step's start
 * that the task does not allow. The task is met only when the goal holds and that list is empty.
 *
 * @param outcome the goal on the run's summary, with the values it read
 * @param outside the changed knobs the task's {@link Allow} does not list, in the table's order
 */
public record Judgment(Evaluator.Outcome outcome, List<String> outside) {
    /** How a task stands on a run. */
    public enum Verdict {
        /** The goal holds, with only allowed knobs changed: the task is done. */
        MET,
        /** The goal does not hold. */
        NOT_MET,
        /** The goal holds, but the run changed a knob the task does not allow: not done. */
        REACHED_OUTSIDE_ALLOW
    }

    public Judgment {
        outside = List.copyOf(outside);
    }

    /** Where the task stands. */
    public Verdict verdict() {
        if (!outcome.holds()) {
            return Verdict.NOT_MET;
        }
        return outside.isEmpty() ? Verdict.MET : Verdict.REACHED_OUTSIDE_ALLOW;
    }

    /** Whether the task is done on this run. */
    public boolean met() {
        return verdict() == Verdict.MET;
    }

    /**
     * The verdict in words: {@code met}, {@code not met}, or {@code reached, but by changing
     * bql.mode, which this task does not allow}.
     */
    public String words() {
        return switch (verdict()) {
            case MET -> "met";
            case NOT_MET -> "not met";
            case REACHED_OUTSIDE_ALLOW -> "reached, but by changing " + knobs(outside) + ", which this task does not"
                    + " allow";
        };
    }

    /** Keys as a sentence lists them: {@code a}, {@code a and b}, {@code a, b and c}. */
    static String knobs(List<String> keys) {
        if (keys.size() <= 1) {
            return String.join("", keys);
        }
        return String.join(", ", keys.subList(0, keys.size() - 1)) + " and " + keys.get(keys.size() - 1);
    }
}
