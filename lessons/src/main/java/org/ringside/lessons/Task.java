package org.ringside.lessons;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.ringside.lessons.expr.Evaluator;
import org.ringside.lessons.expr.Expr;
import org.ringside.lessons.expr.SummaryKeys;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.RunSummary;
import org.ringside.model.sim.Simulation;

/**
 * Something the student is asked to do in a step: a goal on the running simulation's summary,
 * the knobs the student may change to reach it, hints to show one at a time, the change that
 * reaches it, which checks the task, and routes outside the allowed knobs that it refuses.
 *
 * @param askText what the student is asked, in a sentence; it may mark constants ({@link LiveText})
 * @param goalText the goal as written
 * @param goal the goal, parsed; its keys are the summary's keys without {@code run( )}
 * @param afterNs how long a run must go before the goal is judged (the step's scenario with the
 *     student's changes is run from 0 to this time)
 * @param hintTexts the hints, in the order to show them; they may mark constants
 * @param allow the knobs the student may change from the step's start
 * @param answer the step's scenario with the intended change applied; the goal holds for it
 *     and not for the step's scenario as it starts, and it changes only allowed knobs
 * @param forbidden changes outside {@code allow} that the task refuses, each to be run by the check
 * @param line the line of the task in its lesson file
 */
public record Task(LiveText askText, String goalText, Expr goal, long afterNs, List<LiveText> hintTexts,
        Allow allow, Setup answer, List<ForbiddenRoute> forbidden, int line) {

    public Task {
        hintTexts = List.copyOf(hintTexts);
        forbidden = List.copyOf(forbidden);
    }

    /** What the student is asked, as they read it: constants written as their text. */
    public String ask() {
        return askText.placeholder();
    }

    /** The hints as the student reads them. */
    public List<String> hints() {
        return hintTexts.stream().map(LiveText::placeholder).toList();
    }

    /** Whether the goal holds for a run's summary, with the values it read. */
    public Evaluator.Outcome evaluate(RunSummary summary) {
        var values = SummaryKeys.of(summary);
        return Evaluator.evaluate(goal, key -> values.get(key.key()));
    }

    /**
     * The goal judged on a running simulation, once it has run for {@link #afterNs()}; empty
     * before that, since a summary over a shorter run would judge too early.
     */
    public Optional<Evaluator.Outcome> evaluate(Simulation simulation) {
        return simulation.now() < afterNs ? Optional.empty() : Optional.of(evaluate(simulation.summary()));
    }

    /**
     * The task judged on a run of {@code now}'s settings from the step's {@code start}: done only
     * when the goal holds on {@code summary} and every knob that differs lies within {@link #allow()}.
     */
    public Judgment judge(Scenario start, Scenario now, RunSummary summary) {
        return judge(KnobChanges.between(start, now), evaluate(summary));
    }

    /** The task judged on a goal's outcome and the knobs the run changed from the step's start. */
    public Judgment judge(Collection<String> changed, Evaluator.Outcome outcome) {
        return new Judgment(outcome, allow.outside(changed));
    }
}
