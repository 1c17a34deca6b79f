package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringside.model.sim.HeadlessRun;

/**
 * The shipped lessons: every one loads, each step's scenario runs, every claim holds and every
 * task is reachable (not met as the step starts, met with its answer, refused on each forbidden
 * route, and the routes of the five tasks found open would reach the goal otherwise). This is what
 * {@code ringside lessons check} does, so a model change that breaks a lesson's words fails the
 * build here, with the lesson's file, line and measured values in the message.
 */
class ShippedLessonsTest {
    private static final LessonLibrary LIBRARY = LessonLibrary.shipped();

    static Stream<Lesson> lessons() {
        LessonLibrary.Loaded loaded = LIBRARY.loadAll();
        assertThat(loaded.errors()).isEmpty();
        return loaded.lessons().stream();
    }

    @Test
    void everyLessonFileIsInTheIndexAndLoads() throws IOException {
        List<String> files;
        try (Stream<Path> s = Files.list(Path.of("src/main/resources/ringside/lessons"))) {
            files = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".md")).sorted().toList();
        }
        assertThat(LIBRARY.names()).map(n -> n.substring(LessonLibrary.FOLDER.length()))
                .containsExactlyInAnyOrderElementsOf(files).doesNotHaveDuplicates();
        LessonLibrary.Loaded loaded = LIBRARY.loadAll();
        assertThat(loaded.errors()).isEmpty();
        assertThat(loaded.lessons()).hasSizeGreaterThanOrEqualTo(5);
        assertThat(loaded.lessons()).map(Lesson::id).doesNotHaveDuplicates();
        assertThat(loaded.lessons()).allSatisfy(l -> assertThat(l.minutes()).isBetween(5, 15));
    }

    @Test
    void readOnEveryCoreTheyAreTheSameLessonsInTheIndexsOrder() {
        LessonLibrary.Loaded one = LIBRARY.loadAll();
        LessonLibrary.Loaded all = LIBRARY.loadAllInParallel();

        assertThat(all.lessons()).map(Lesson::source).containsExactlyElementsOf(LIBRARY.names());
        assertThat(all.lessons()).map(Lesson::id).containsExactlyElementsOf(one.lessons().stream().map(Lesson::id).toList());
        assertThat(all.errors()).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("lessons")
    void everyStepsScenarioRuns(Lesson lesson) {
        for (Step step : lesson.steps()) {
            HeadlessRun.Output out = HeadlessRun.run(step.start().scenario(), 2_000_000L);
            assertThat(out.summary().frames()).as("%s step %s", lesson.source(), step.id()).isPositive();
        }
    }

    /** The window stops a step's run at its scenario's end: each step's run, and its words, fit in it. */
    @ParameterizedTest
    @MethodSource("lessons")
    void everyStepsRunAndTheLengthsItsWordsSpeakOfFitItsScenario(Lesson lesson) {
        for (Step step : lesson.steps()) {
            long reachedNs = 0;
            for (Action a : step.actions()) {
                reachedNs = a.kind() == Action.Kind.RUN_FOR ? reachedNs + a.timeNs()
                        : a.kind() == Action.Kind.PAUSE_AT ? Math.max(reachedNs, a.timeNs()) : reachedNs;
            }
            assertThat(reachedNs).as("%s step %s", lesson.source(), step.id())
                    .isLessThanOrEqualTo(step.start().scenario().durationNs());
        }
        assertThat(SpokenRunLengths.findings(lesson)).as("lengths of run past a step's end in %s", lesson.source())
                .isEmpty();
    }

    @ParameterizedTest
    @MethodSource("lessons")
    void everyClaimHoldsEveryTaskIsReachableAndEveryNumberIsBacked(Lesson lesson) {
        LessonCheck.Report report = LessonCheck.check(lesson);

        // What `ringside lessons check --strict` requires: every live number has a value, and
        // every number with a unit in the text is live, a marked constant or a holding claim's.
        for (LessonCheck.NumberResult n : report.numbers()) {
            assertThat(n.holds()).as("%s:%d: %s", lesson.source(), n.line(), n.problem()).isTrue();
        }
        assertThat(StrictCheck.findings(report)).as("numbers nothing backs in %s", lesson.source()).isEmpty();

        assertThat(report.claims()).isNotEmpty();
        assertThat(StrictCheck.withoutContrast(lesson)).as("claims without a contrast in %s", lesson.source()).isEmpty();
        for (LessonCheck.ClaimResult c : report.claims()) {
            assertThat(c.holds()).as("%s:%d: %s %s; under its contrast (%s): %s", lesson.source(), c.claim().line(),
                    c.claim().checkText(), c.outcome(), c.claim().contrast().words(), c.contrast()).isTrue();
        }
        for (LessonCheck.TaskResult t : report.tasks()) {
            assertThat(t.before().met()).as("%s:%d: the goal already holds as the step starts: %s", lesson.source(),
                    t.task().line(), t.before()).isFalse();
            assertThat(t.after().met()).as("%s:%d: the answer does not reach the goal: %s", lesson.source(),
                    t.task().line(), t.after()).isTrue();
        }
    }

    /** The five tasks whose question rules out a route that would reach their goal. */
    @ParameterizedTest
    @ValueSource(strings = {"coalescing-and-bql", "doorbells", "ring-bufferbloat", "bql-finds-its-limit", "bql-2011-table"})
    void everyForbiddenRouteReachesTheGoalAndIsRefused(String id) {
        Lesson lesson = lessons().filter(l -> l.id().equals(id)).findFirst().orElseThrow();
        LessonCheck.Report report = LessonCheck.check(lesson);

        assertThat(report.tasks()).isNotEmpty().allSatisfy(t -> assertThat(t.forbidden()).isNotEmpty());
        for (LessonCheck.TaskResult t : report.tasks()) {
            for (LessonCheck.RouteResult r : t.forbidden()) {
                assertThat(r.reachesGoal()).as("%s:%d: the forbidden route does not reach the goal: %s", lesson.source(),
                        r.route().line(), r.judgment().outcome()).isTrue();
                assertThat(r.judgment().verdict()).isEqualTo(Judgment.Verdict.REACHED_OUTSIDE_ALLOW);
            }
        }
    }
}
