package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.RunSummary;
import org.ringside.model.sim.SummaryJson;

class RunCacheTest {

    private static Scenario defaultHost() throws ScenarioException {
        return ScenarioLoader.fromString(ScenarioCatalog.shipped().text("default-1gbe.yaml").orElseThrow(),
                "default-1gbe.yaml");
    }

    @Test
    void aRunAskedForTwiceIsSimulatedOnceAndAnotherLengthIsItsOwnRun() throws ScenarioException {
        RunCache cache = new RunCache();
        RunSummary first = cache.summary(defaultHost(), Units.MS);
        RunSummary again = cache.summary(defaultHost(), Units.MS);

        assertThat(again).isSameAs(first);
        assertThat(cache.size()).isEqualTo(1);
        assertThat(cache.summary(defaultHost(), 2 * Units.MS)).isNotSameAs(first);
        assertThat(cache.size()).isEqualTo(2);
    }

    @Test
    void lengthsPlannedForOneScenarioAreOneRunGivingEachLengthsOwnSummary() throws ScenarioException {
        RunCache cache = new RunCache();
        cache.plan(List.of(new RunCache.Ask(defaultHost(), 2 * Units.MS), new RunCache.Ask(defaultHost().withName("other"),
                Units.MS), new RunCache.Ask(defaultHost(), 2 * Units.MS)));
        RunSummary shorter = cache.summary(defaultHost(), Units.MS);
        RunSummary longer = cache.summary(defaultHost(), 2 * Units.MS);

        assertThat(cache.simulated()).isEqualTo(1);
        assertThat(cache.size()).isEqualTo(2);
        RunCache alone = new RunCache();
        assertThat(SummaryJson.toJson(shorter)).isEqualTo(SummaryJson.toJson(alone.summary(defaultHost(), Units.MS)));
        assertThat(SummaryJson.toJson(longer)).isEqualTo(SummaryJson.toJson(alone.summary(defaultHost(), 2 * Units.MS)));
        assertThat(alone.simulated()).isEqualTo(2);
    }

    @Test
    void startAllQueuesEveryPlannedRunOnceTheLongestFirst() throws ScenarioException {
        RunCache cache = new RunCache();
        Scenario other = defaultHost().withSeed(7);
        cache.plan(List.of(new RunCache.Ask(defaultHost(), Units.MS), new RunCache.Ask(other, 3 * Units.MS),
                new RunCache.Ask(defaultHost(), 2 * Units.MS)));
        List<Runnable> queued = new ArrayList<>();
        cache.startAll(queued::add);
        cache.startAll(queued::add);

        assertThat(queued).as("one task a simulation, queued once").hasSize(2);
        queued.get(0).run();
        assertThat(cache.simulated()).isEqualTo(1);
        // Done by the first task, so it is there at once; asked for too early it would wait.
        assertThat(CompletableFuture.supplyAsync(() -> cache.summary(other, 3 * Units.MS)))
                .as("the longest run goes first").succeedsWithin(Duration.ofMinutes(1));
        queued.get(1).run();
        RunSummary shorter = cache.summary(defaultHost(), Units.MS);

        assertThat(cache.simulated()).as("asking for a started run runs nothing more").isEqualTo(2);
        assertThat(SummaryJson.toJson(shorter)).isEqualTo(SummaryJson.toJson(new RunCache().summary(defaultHost(), Units.MS)));
    }

    @Test
    void aLessonCheckedTwiceOnOneCacheRunsNothingTheSecondTime() throws Exception {
        Lesson lesson = LessonLibrary.shipped().loadAll().lessons().stream()
                .filter(l -> l.id().equals("transmit-path-tour")).findFirst().orElseThrow();
        RunCache cache = new RunCache();
        LessonCheck.Report first = LessonCheck.check(lesson, cache);
        int runs = cache.size();
        LessonCheck.Report second = LessonCheck.check(lesson, cache);

        assertThat(cache.size()).isEqualTo(runs);
        assertThat(cache.simulated()).as("a scenario asked for several lengths runs once").isLessThan(runs);
        assertThat(second.holds()).isEqualTo(first.holds()).isTrue();
    }
}
