package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.RunSummary;

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
    void aLessonCheckedTwiceOnOneCacheRunsNothingTheSecondTime() throws Exception {
        Lesson lesson = LessonLibrary.shipped().loadAll().lessons().stream()
                .filter(l -> l.id().equals("transmit-path-tour")).findFirst().orElseThrow();
        RunCache cache = new RunCache();
        LessonCheck.Report first = LessonCheck.check(lesson, cache);
        int runs = cache.size();
        LessonCheck.Report second = LessonCheck.check(lesson, cache);

        assertThat(cache.size()).isEqualTo(runs);
        assertThat(second.holds()).isEqualTo(first.holds()).isTrue();
    }
}
