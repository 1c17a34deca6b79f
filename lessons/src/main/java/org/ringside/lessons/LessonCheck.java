package org.ringside.lessons;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.ringside.lessons.expr.CanFail;
import org.ringside.lessons.expr.Evaluator;
import org.ringside.lessons.expr.ExprException;
import org.ringside.lessons.expr.SummaryKeys;
import org.ringside.model.sim.HeadlessRun;
import org.ringside.model.sim.RunSummary;

/**
 * Runs what a lesson's words rely on, headless: each named run once, then every claim against
 * those runs (it must hold, and could fail were the measured values scaled down or up); and for
 * every task the step's scenario as it starts (the goal must not hold yet) and with the task's
 * answer (it must hold), each for the task's time. Independent runs go in parallel; the model is
 * deterministic, so the order does not change a result.
 */
public final class LessonCheck {
    private LessonCheck() {
    }

    /**
     * A claim's outcome.
     *
     * @param claim the claim
     * @param outcome whether it held and the values it read
     * @param cannotFail why the claim cannot fail even with the measured values scaled down and
     *     up, or null when it can (as every claim that loaded could with values across its
     *     figures' range)
     */
    public record ClaimResult(Claim claim, Evaluator.Outcome outcome, String cannotFail) {
        /** Whether the claim held and could have failed. */
        public boolean holds() {
            return outcome.holds() && cannotFail == null;
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
     * Everything checked for one lesson.
     *
     * @param lesson the lesson
     * @param claims its claims' outcomes, in order
     * @param tasks its tasks' outcomes, step by step
     */
    public record Report(Lesson lesson, List<ClaimResult> claims, List<TaskResult> tasks) {
        public Report {
            claims = List.copyOf(claims);
            tasks = List.copyOf(tasks);
        }

        /** Whether every claim and task held. */
        public boolean holds() {
            return claims.stream().allMatch(ClaimResult::holds) && tasks.stream().allMatch(TaskResult::holds);
        }
    }

    /** Runs and checks one lesson. */
    public static Report check(Lesson lesson) {
        Map<String, Map<String, Double>> runs = lesson.runs().parallelStream().collect(Collectors.toMap(LessonRun::name,
                r -> SummaryKeys.of(HeadlessRun.run(r.setup().scenario(), r.durationNs()).summary())));
        List<ClaimResult> claims = lesson.claims().stream().map(c -> claim(c, runs)).toList();
        List<TaskResult> tasks = lesson.steps().stream()
                .flatMap(s -> s.tasks().stream().map(t -> Map.entry(s, t)))
                .toList().parallelStream()
                .map(e -> task(e.getKey(), e.getValue()))
                .toList();
        return new Report(lesson, claims, tasks);
    }

    private static ClaimResult claim(Claim c, Map<String, Map<String, Double>> runs) {
        Evaluator.Outcome o = Evaluator.evaluate(c.check(), k -> runs.get(k.run()).get(k.key()));
        String cannotFail = CanFail.whyNot(c.check(), o.read()).map(ExprException::what).orElse(null);
        return new ClaimResult(c, o, cannotFail);
    }

    private static TaskResult task(Step step, Task task) {
        Function<Setup, RunSummary> run = s -> HeadlessRun.run(s.scenario(), task.afterNs()).summary();
        return new TaskResult(step, task, task.evaluate(run.apply(step.start())), task.evaluate(run.apply(task.answer())));
    }
}
