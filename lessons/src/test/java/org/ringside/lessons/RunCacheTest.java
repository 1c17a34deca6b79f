package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
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
