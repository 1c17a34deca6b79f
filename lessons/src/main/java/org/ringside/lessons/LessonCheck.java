package org.ringside.lessons;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.ringside.lessons.expr.CanFail;
import org.ringside.lessons.expr.Evaluator;
import org.ringside.lessons.expr.Expr;
import org.ringside.lessons.expr.ExprException;
import org.ringside.lessons.expr.Relations;
import org.ringside.lessons.expr.SummaryKeys;

/**
 * Runs what a lesson's words rely on, headless: each named run once, then every claim against
 * those runs (it must hold, could fail were the measured values scaled down or up, and must not
 * hold with its contrast's runs in place of its own); and for
 * every task the step's scenario as it starts (the task must not be met yet), with the task's
 * answer (it must be met) and with each forbidden route (it must not be met, whatever the goal
 * alone reads), each for the task's time. Independent runs go in parallel, and the lengths asked
 * of one scenario are one run ({@link RunCache#plan}); the model is deterministic, so neither the
 * order nor a stop on the way changes a result. Every live number of the steps' texts
 * and the claims' sentences is written from the same runs.
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
     * @param cannotFail why the claim cannot fail even with the measured values scaled down and
     *     up, or null when it can (as every claim that loaded could with values across its
     *     figures' range)
     * @param contrast the claim judged with its contrast's runs in place of its own, or null when
     *     it has none to run
     */
    public record ClaimResult(Claim claim, Evaluator.Outcome outcome, String says, String cannotFail,
            Evaluator.Outcome contrast) {
        /** Whether the claim held, could have failed, and does not hold under its contrast. */
        public boolean holds() {
            return outcome.holds() && cannotFail == null && !holdsInContrast();
        }

        /** Whether the claim holds under its contrast too, so it does not show what the contrast changes. */
        public boolean holdsInContrast() {
            return contrast != null && contrast.holds();
        }
    }

    /**
     * A forbidden route's outcome: the task must not be met by it.
     *
     * @param route the route
     * @param judgment the task judged on the route's run: the raw goal, and the knobs outside allow
     */
    public record RouteResult(ForbiddenRoute route, Judgment judgment) {
        /** Whether the task refuses the route. */
        public boolean holds() {
            return !judgment.met();
        }

        /** Whether the goal alone, before allow is applied, holds on the route's run. */
        public boolean reachesGoal() {
            return judgment.outcome().holds();
        }
    }

    /**
     * A task's outcome: not met as the step starts, met with the answer, and refused on each
     * forbidden route.
     *
     * @param step the task's step
     * @param task the task
     * @param before the task judged on the step's scenario as it starts
     * @param after the task judged on the step's scenario with the answer applied
     * @param forbidden the task judged on each forbidden route, in order
     */
    public record TaskResult(Step step, Task task, Judgment before, Judgment after, List<RouteResult> forbidden) {
        public TaskResult {
            forbidden = List.copyOf(forbidden);
        }

        /** Whether the task is not done as the step starts and is done with its answer. */
        public boolean answerHolds() {
            return !before.met() && before.outcome().missing() == null && after.met();
        }

        /** Whether the answer holds and the task refuses every forbidden route. */
        public boolean holds() {
            return answerHolds() && forbidden.stream().allMatch(RouteResult::holds);
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
        return check(lesson, new RunCache());
    }

    /**
     * Every run the check of {@code lesson} reads: its named runs, its contrasts' and its tasks'
     * (each task's start, answer and forbidden routes, for the task's time). Give those of every
     * lesson checked together to {@link RunCache#plan}, and each scenario is simulated once for
     * all the lengths they ask of it.
     */
    public static List<RunCache.Ask> asks(Lesson lesson) {
        List<RunCache.Ask> asks = new ArrayList<>();
        measuredRuns(lesson).forEach(r -> asks.add(new RunCache.Ask(r.setup().scenario(), r.durationNs())));
        sides(lesson).forEach(s -> asks.add(s.ask()));
        return asks;
    }

    /** Runs and checks one lesson, sharing with other checks the runs {@code cache} holds. */
    public static Report check(Lesson lesson, RunCache cache) {
        cache.plan(asks(lesson));
        // The named runs and every contrast's runs, all at once.
        Map<LessonRun, Map<String, Double>> measured = measuredRuns(lesson).parallelStream()
                .collect(Collectors.toMap(r -> r, r -> SummaryKeys.of(cache.summary(r.setup().scenario(), r.durationNs()))));
        Function<Expr.Key, Double> values = k -> measured.get(lesson.run(k.run())).get(k.key());
        Map<String, Relations.RunFacts> facts = new HashMap<>();
        lesson.runs().forEach(r -> facts.put(r.name(), r.facts()));
        List<ClaimResult> claims = lesson.claims().stream()
                .map(c -> claim(c, values, facts, contrastValues(c, values, measured)))
                .toList();
        List<TaskResult> tasks = tasks(lesson, cache);
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

    // The named runs and every contrast's, each once.
    private static List<LessonRun> measuredRuns(Lesson lesson) {
        List<LessonRun> all = new ArrayList<>(lesson.runs());
        lesson.claims().stream().filter(c -> c.contrast() != null)
                .forEach(c -> all.addAll(c.contrast().replaced().values()));
        return all.stream().distinct().toList();
    }

    // One run a task is judged on: the step's start, the task's answer or one of its forbidden routes.
    private record Side(Step step, Task task, Setup setup) {
        RunCache.Ask ask() {
            return new RunCache.Ask(setup.scenario(), task.afterNs());
        }
    }

    // Every task's sides, step by step: its start, its answer, then each forbidden route.
    private static List<Side> sides(Lesson lesson) {
        List<Side> sides = new ArrayList<>();
        for (Step step : lesson.steps()) {
            for (Task task : step.tasks()) {
                sides.add(new Side(step, task, step.start()));
                sides.add(new Side(step, task, task.answer()));
                task.forbidden().forEach(r -> sides.add(new Side(step, task, r.setup())));
            }
        }
        return sides;
    }

    // Every run of every task (the start, the answer, each forbidden route) goes in parallel at once.
    private static List<TaskResult> tasks(Lesson lesson, RunCache cache) {
        List<Judgment> judged = sides(lesson).parallelStream()
                .map(s -> s.task().judge(s.step().start().scenario(), s.setup().scenario(),
                        cache.summary(s.setup().scenario(), s.task().afterNs())))
                .toList();
        List<TaskResult> results = new ArrayList<>();
        int at = 0;
        for (Step step : lesson.steps()) {
            for (Task task : step.tasks()) {
                Judgment before = judged.get(at++);
                Judgment after = judged.get(at++);
                List<RouteResult> routes = new ArrayList<>();
                for (ForbiddenRoute r : task.forbidden()) {
                    routes.add(new RouteResult(r, judged.get(at++)));
                }
                results.add(new TaskResult(step, task, before, after, routes));
            }
        }
        return results;
    }

    // The values a claim reads under its contrast: each replaced run's in place of its own.
    private static Function<Expr.Key, Double> contrastValues(Claim c, Function<Expr.Key, Double> values,
            Map<LessonRun, Map<String, Double>> measured) {
        if (c.contrast() == null || !c.contrast().runs()) {
            return null;
        }
        return k -> {
            LessonRun instead = c.contrast().replaced().get(k.run());
            return instead == null ? values.apply(k) : measured.get(instead).get(k.key());
        };
    }

    private static ClaimResult claim(Claim c, Function<Expr.Key, Double> values, Map<String, Relations.RunFacts> facts,
            Function<Expr.Key, Double> contrastValues) {
        Evaluator.Outcome o = Evaluator.evaluate(c.check(), values);
        String cannotFail = CanFail.whyNot(c.check(), o.read(), facts::get).map(ExprException::what).orElse(null);
        Evaluator.Outcome contrast = contrastValues == null ? null : Evaluator.evaluate(c.check(), contrastValues);
        return new ClaimResult(c, o, c.says().rendered(values), cannotFail, contrast);
    }
}
