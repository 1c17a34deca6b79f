package org.ringside.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.ringside.lessons.expr.Evaluator;
import org.ringside.lessons.expr.Expr;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.RunSummary;

/**
 * Runs what a lesson's words rely on, headless: each named run once, then every claim against
 * those runs; and for every task the step's scenario as it starts (the goal must not hold yet)
 * and with the task's answer (it must hold), each for the task's time. Independent runs go in
 * parallel; the model is deterministic, so the order does not change a result. Every live number
 * of the steps' texts and the claims' sentences is written from the same runs.
 */
public final class LessonCheck {
    private LessonCheck() {
    }

    /**
     * A claim's outcome.
     *
     * @param claim the claim
     * @param outcome whether it held and the values it read
     * @param says its sentence with its live numbers written from the runs
     */
    public record ClaimResult(Claim claim, Evaluator.Outcome outcome, String says) {
        /** Whether the claim held. */
        public boolean holds() {
            return outcome.holds();
        }
    }

    /**
     * A task's outcome: the goal must fail as the step starts and hold with the answer.
     *
     * @param step the task's step
     * @param task the task
     * @param before the goal on the step's scenario as it starts
     * @param after the goal on the step's scenario with the answer applied
     */
    public record TaskResult(Step step, Task task, Evaluator.Outcome before, Evaluator.Outcome after) {
        /** Whether the task is reachable and not already done. */
        public boolean holds() {
            return !before.holds() && before.missing() == null && after.holds();
        }
    }

    /**
     * A live number of a step's text or a claim's {@code says}, written from the runs.
     *
     * @param line the line of the lesson file it is on
     * @param live the number
     * @param shown how it reads
     * @param problem why it has no value (a key the run did not measure, undefined arithmetic), or null
     */
    public record NumberResult(int line, LiveText.Live live, String shown, String problem) {
        /** Whether it has a value to show. */
        public boolean holds() {
            return problem == null;
        }
    }

    /**
     * Everything checked for one lesson.
     *
     * @param lesson the lesson
     * @param claims its claims' outcomes, in order
     * @param tasks its tasks' outcomes, step by step
     * @param numbers its live numbers, steps' first, then claims', in order
     */
    public record Report(Lesson lesson, List<ClaimResult> claims, List<TaskResult> tasks, List<NumberResult> numbers) {
        public Report {
            claims = List.copyOf(claims);
            tasks = List.copyOf(tasks);
            numbers = List.copyOf(numbers);
        }

        /** Whether every claim and task held and every live number has a value. */
        public boolean holds() {
            return claims.stream().allMatch(ClaimResult::holds) && tasks.stream().allMatch(TaskResult::holds)
                    && numbers.stream().allMatch(NumberResult::holds);
        }
    }

    /** Runs and checks one lesson. */
    public static Report check(Lesson lesson) {
        Function<Expr.Key, Double> values = LessonRuns.values(LessonRuns.measure(lesson.runs()));
        List<ClaimResult> claims = lesson.claims().stream()
                .map(c -> new ClaimResult(c, Evaluator.evaluate(c.check(), values), c.says().rendered(values)))
                .toList();
        List<TaskResult> tasks = lesson.steps().stream()
                .flatMap(s -> s.tasks().stream().map(t -> Map.entry(s, t)))
                .toList().parallelStream()
                .map(e -> task(e.getKey(), e.getValue()))
                .toList();
        List<LiveText> texts = new ArrayList<>();
        lesson.steps().forEach(st -> texts.add(st.text()));
        lesson.claims().forEach(c -> texts.add(c.says()));
        List<NumberResult> numbers = new ArrayList<>();
        for (LiveText text : texts) {
            for (LiveText.Live live : text.lives()) {
                Evaluator.Value v = live.value(values);
                numbers.add(new NumberResult(text.lineOf(live.offset()), live, live.render(values),
                        live.problem(v).orElse(null)));
            }
        }
        return new Report(lesson, claims, tasks, numbers);
    }

    private static TaskResult task(Step step, Task task) {
        Function<Setup, RunSummary> run = s -> HeadlessRun.run(s.scenario(), task.afterNs()).summary();
        return new TaskResult(step, task, task.evaluate(run.apply(step.start())), task.evaluate(run.apply(task.answer())));
    }
}
