package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.Simulation;
import org.ringside.model.sim.StepKind;
import org.ringside.model.sim.StepResult;

/**
 * What the controller tells its listeners: one step per event when stepping or playing slowly,
 * one silent run in place of many events, and the cached snapshot. The wall clock stands still
 * while the model runs (a model that costs nothing); frames are driven by hand.
 */
class RunControllerStepsTest {
    private static final long SECOND = 1_000_000_000L;
    private static final long MS = 1_000_000L;
    private static final long FRAME = SECOND / 60;
    private static final Scenario TEN_SECONDS = Scenario.defaults().withDurationNs(10 * SECOND);

    private final List<StepResult> steps = new ArrayList<>();
    private final List<SilentRun> silent = new ArrayList<>();

    private RunController listened(Scenario scenario) {
        RunController c = new RunController(scenario, () -> 0L, Pacing.DEFAULT_FRAME_BUDGET_NS);
        c.addStepListener(steps::add);
        c.addSilentRunListener(silent::add);
        return c;
    }

    @Test
    void stepEventProcessesExactlyOneEventAndTellsTheListenersOfThatStep() {
        RunController c = listened(TEN_SECONDS);
        Simulation twin = new Simulation(TEN_SECONDS);
        for (int i = 1; i <= 50; i++) {
            Optional<StepResult> step = c.stepEvent();
            StepResult expected = twin.step();
            assertThat(c.eventsProcessed()).isEqualTo(i);
            assertThat(step).contains(expected);
            assertThat(steps).hasSize(i).last().isEqualTo(expected);
            assertThat(c.nowNs()).isEqualTo(expected.timeNs());
        }
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
    }

    @Test
    void stepEventPausesAPlayingRun() {
        RunController c = listened(TEN_SECONDS);
        c.play();
        c.stepEvent();
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
        assertThat(c.eventsProcessed()).isEqualTo(1);
    }

    @Test
    void steppingPastTheLastEventBeforeTheEndFinishesAtTheEnd() {
        RunController c = listened(Scenario.defaults().withDurationNs(MS));
        long count = 0;
        while (c.stepEvent().isPresent()) {
            count++;
        }
        assertThat(count).isPositive().isEqualTo(steps.size());
        assertThat(steps).allSatisfy(s -> assertThat(s.timeNs()).isLessThanOrEqualTo(MS));
        assertThat(c.state()).isEqualTo(RunState.FINISHED);
        assertThat(c.nowNs()).isEqualTo(MS);
        assertThat(c.stepEvent()).isEmpty();
    }

    @Test
    void stepToLimitChangeStopsRightAfterTheEventThatChangedTheLimit() {
        RunController c = listened(TEN_SECONDS);
        LimitStep first = c.stepToLimitChange();
        assertThat(first.outcome()).isEqualTo(LimitStep.Outcome.LIMIT_CHANGED);
        assertThat(first.limitBefore()).isZero();
        assertThat(first.limitAfter()).isPositive().isEqualTo(c.bqlLimit(0));
        assertThat(first.queue()).isZero();
        assertThat(first.queues()).isEqualTo(1);
        assertThat(first.events()).isEqualTo(c.eventsProcessed()).isEqualTo(steps.size());
        assertThat(steps.get(steps.size() - 1).kind()).isEqualTo(StepKind.CLEANUP);
        assertThat(first.sentence()).isEqualTo("BQL limit 0 → " + String.format(Locale.ROOT, "%,d", first.limitAfter())
                + " bytes after " + first.events() + " events");

        // The same run one event short has the old limit still.
        Simulation twin = new Simulation(TEN_SECONDS);
        for (long i = 1; i < first.events(); i++) {
            twin.step();
        }
        assertThat(twin.bqlLimit(0)).isZero();
        twin.step();
        assertThat(twin.bqlLimit(0)).isEqualTo(first.limitAfter());

        LimitStep second = c.stepToLimitChange();
        assertThat(second.limitBefore()).isEqualTo(first.limitAfter());
        assertThat(second.limitAfter()).isNotEqualTo(first.limitAfter());
        assertThat(c.state()).isEqualTo(RunState.PAUSED);
    }

    @Test
    void withoutBqlTheSearchStopsAtItsCapAndPublishesOnlyTheLastSteps() {
        RunController c = listened(TEN_SECONDS.withBql(Bql.off()));
        LimitStep none = c.stepToLimitChange();
        assertThat(none.outcome()).isEqualTo(LimitStep.Outcome.EVENT_CAP);
        assertThat(none.events()).isEqualTo(LimitSearch.LIMIT_SEARCH_MAX_EVENTS).isEqualTo(c.eventsProcessed());
        assertThat(steps).hasSize(LimitSearch.PUBLISHED_STEPS_MAX);
        assertThat(silent).singleElement().satisfies(s -> {
            assertThat(s.events()).isEqualTo(LimitSearch.LIMIT_SEARCH_MAX_EVENTS - LimitSearch.PUBLISHED_STEPS_MAX);
            assertThat(s.cause()).isEqualTo(SilentRun.Cause.TOO_MANY);
            assertThat(s.toNs()).isEqualTo(steps.get(0).timeNs());
        });
        assertThat(none.sentence()).startsWith(String.format(Locale.ROOT, "no BQL limit change in %,d events",
                LimitSearch.LIMIT_SEARCH_MAX_EVENTS));
    }

    @Test
    void aSearchThatReachesTheEndSaysSo() {
        RunController c = listened(Scenario.defaults().withBql(Bql.off()).withDurationNs(MS));
        LimitStep end = c.stepToLimitChange();
        assertThat(end.outcome()).isEqualTo(LimitStep.Outcome.END_OF_RUN);
        assertThat(end.events()).isPositive().isEqualTo(steps.size());
        assertThat(c.state()).isEqualTo(RunState.FINISHED);
        assertThat(c.stepToLimitChange()).isEqualTo(new LimitStep(LimitStep.Outcome.END_OF_RUN, 0, 0, 1, 0, 0));
    }

    @Test
    void withSeveralQueuesTheStepStopsAtAnyQueuesChangeAndNamesTheQueue() throws Exception {
        // linux-today-10gbe-mq.yaml: the call sends first, on tx-7 (XPS: its CPU 7); tx-0's
        // limit is still 0 when tx-7's and then a stream's queue's first grow.
        RunController c = listened(ScenarioLoader.fromFile(Path.of("..", "assets", "scenarios",
                "linux-today-10gbe-mq.yaml")));
        assertThat(c.txQueues()).isEqualTo(8);
        LimitStep first = c.stepToLimitChange();
        assertThat(first.outcome()).isEqualTo(LimitStep.Outcome.LIMIT_CHANGED);
        assertThat(first.queue()).isEqualTo(7);
        assertThat(first.queues()).isEqualTo(8);
        assertThat(first.limitBefore()).isZero();
        assertThat(first.limitAfter()).isPositive().isEqualTo(c.bqlLimit(7));
        assertThat(c.bqlLimit(0)).isZero();
        assertThat(steps.get(steps.size() - 1).kind()).isEqualTo(StepKind.CLEANUP);
        assertThat(first.sentence()).isEqualTo("tx-7's BQL limit 0 → " + String.format(Locale.ROOT, "%,d",
                first.limitAfter()) + " bytes after " + first.events() + " events");

        LimitStep second = c.stepToLimitChange();
        assertThat(second.queue()).isNotIn(0, 7);
        assertThat(second.limitAfter()).isEqualTo(c.bqlLimit(second.queue())).isPositive();
        assertThat(second.sentence()).startsWith("tx-" + second.queue() + "'s BQL limit 0 → ");
        assertThat(c.bqlLimit(0)).isZero();
    }

    @Test
    void withSeveralQueuesAStepThatFindsNoChangeSaysNoQueuesLimitChanged() {
        assertThat(LimitStep.unchanged(LimitStep.Outcome.EVENT_CAP, 50_000, 8, 0).sentence())
                .isEqualTo("no BQL limit change on any of the 8 queues in 50,000 events");
        assertThat(LimitStep.unchanged(LimitStep.Outcome.END_OF_RUN, 12, 4, 0).sentence())
                .isEqualTo("the run ended after 12 events with no BQL limit change on any of the 4 queues");
        assertThat(LimitStep.unchanged(LimitStep.Outcome.EVENT_CAP, 1, 1, 1514).sentence())
                .isEqualTo("no BQL limit change in 1 event; the limit stays 1,514 bytes");
    }

    @Test
    void slowPlayTellsEveryStepInOrder() {
        RunController c = listened(TEN_SECONDS);
        c.setSpeed(RunSpeed.THOUSANDTH);
        c.play();
        for (int i = 0; i <= 180; i++) {
            c.frame(i * FRAME);
        }
        assertThat(c.nowNs()).isEqualTo(180 * FRAME / 1000);
        assertThat(silent).isEmpty();
        assertThat(steps).hasSize((int) c.eventsProcessed()).hasSizeGreaterThan(100);
        Simulation twin = new Simulation(TEN_SECONDS);
        for (StepResult step : steps) {
            assertThat(step).isEqualTo(twin.step());
        }
    }

    @Test
    void fastPlayTellsHowManyEventsRanInOneLinePerFrame() {
        RunController c = listened(TEN_SECONDS);
        c.setSpeed(RunSpeed.REAL_TIME);
        c.play();
        c.frame(0);
        c.frame(FRAME);
        // The first busy frame narrates its first events, then finds it has too many.
        assertThat(steps).hasSize(Narration.NARRATED_EVENTS_PER_FRAME);
        assertThat(silent).hasSize(1);
        c.frame(2 * FRAME);
        c.frame(3 * FRAME);
        assertThat(steps).as("no more steps once it is known to be busy").hasSize(Narration.NARRATED_EVENTS_PER_FRAME);
        assertThat(silent).hasSize(3).allSatisfy(s -> assertThat(s.cause()).isEqualTo(SilentRun.Cause.TOO_FAST));
        assertThat(steps.size() + silent.stream().mapToLong(SilentRun::events).sum()).isEqualTo(c.eventsProcessed());
        assertThat(silent.get(2).toNs()).isEqualTo(c.nowNs());
        assertThat(silent.get(2).sentence()).matches("[\\d,]+ events run at this speed without narration "
                + "\\(slow down to see each step\\)");

        // Slowing down narrates again.
        c.setSpeed(RunSpeed.MICROSECOND_PER_SECOND);
        steps.clear();
        long before = c.eventsProcessed();
        for (int i = 4; i < 4 + 600; i++) {
            c.frame(i * FRAME);
        }
        assertThat(steps).hasSize((int) (c.eventsProcessed() - before));
        assertThat(silent).hasSize(3);
    }

    @Test
    void atOneMicrosecondPerSecondAMillisecondOnTheWallIsOneSimulatedNanosecond() {
        RunController c = listened(TEN_SECONDS);
        c.setSpeed(RunSpeed.MICROSECOND_PER_SECOND);
        c.play();
        c.frame(0);
        c.frame(MS);
        assertThat(c.nowNs()).isEqualTo(1);
        for (int i = 2; i <= 1000; i++) {
            c.frame(i * MS);
        }
        assertThat(c.nowNs()).isEqualTo(1000);
        // Sixty frames a second carry their sub-nanosecond remainders: one more wall second, one µs.
        c.frame(SECOND + FRAME);
        for (int i = 1; i <= 60; i++) {
            c.frame(SECOND + FRAME + i * SECOND / 60);
        }
        assertThat(c.nowNs()).isEqualTo((SECOND + FRAME) / MS + 1000);
    }

    @Test
    void replacementListenersHearOfResetLoadAndUndoButNotOfNothingToUndo() {
        RunController c = listened(TEN_SECONDS);
        List<RunReplacement> heard = new ArrayList<>();
        c.addReplacementListener(heard::add);
        assertThat(c.undo()).isFalse();
        c.reset();
        c.undo();
        c.load(Scenario.defaults());
        assertThat(heard).containsExactly(RunReplacement.RESET, RunReplacement.UNDO, RunReplacement.LOAD);
    }

    @Test
    void theSnapshotIsBuiltOnceUntilTheRunChanges() {
        RunController c = listened(TEN_SECONDS);
        SimSnapshot s0 = c.snapshot();
        assertThat(c.snapshot()).isSameAs(s0);
        c.frame(0); // paused: nothing moves
        assertThat(c.snapshot()).isSameAs(s0);

        c.stepEvent();
        SimSnapshot s1 = c.snapshot();
        assertThat(s1).isNotSameAs(s0);
        assertThat(s1.timeNs()).isEqualTo(c.nowNs());

        c.stepSample();
        SimSnapshot s2 = c.snapshot();
        assertThat(s2).isNotSameAs(s1);
        assertThat(s2.timeNs()).isEqualTo(c.nowNs());
        assertThat(c.nowNs() % TEN_SECONDS.sampleIntervalNs()).isZero();

        c.setSpeed(RunSpeed.REAL_TIME);
        c.play();
        c.frame(0);
        assertThat(c.snapshot()).as("the first frame only notes the time").isSameAs(s2);
        c.frame(FRAME);
        SimSnapshot s3 = c.snapshot();
        assertThat(s3).isNotSameAs(s2);
        assertThat(s3.timeNs()).isEqualTo(c.nowNs());

        c.pause();
        c.knobs().set("nic.ring_size", 512);
        SimSnapshot s4 = c.snapshot();
        assertThat(s4.queue(0).ring().size()).isEqualTo(512);
        assertThat(c.settings().nic().ringSize()).isEqualTo(512);
        assertThat(c.snapshot()).as("reading the settings changes nothing").isSameAs(s4);
        c.knobsChanged();
        assertThat(c.snapshot()).isNotSameAs(s4);

        c.reset();
        assertThat(c.snapshot().timeNs()).isZero();
        c.undo();
        assertThat(c.snapshot().timeNs()).isEqualTo(s3.timeNs());
        c.load(Scenario.defaults().withName("other"));
        assertThat(c.snapshot().timeNs()).isZero();
    }
}
