package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Rules C3 and C4 of the DQL specification: a busy queue measures its slack and, once the hold
 * time has passed, cuts the limit by the smallest slack of the window; otherwise nothing moves.
 */
class DqlSlackTest {

    /** A queue with limit 100 000 (written to sysfs) that has been kept busy since t = 1. */
    private static Dql busyQueue(long holdMs) {
        Dql dql = new Dql();
        dql.setHoldTimeMs(holdMs);
        dql.setLimit(100_000);
        dql.queued(60_000);
        dql.completedAtTick(1000, 1);   // busyBefore = 0: no branch, but now prevQ = 60 000
        assertThat(dql.lastRule()).isEqualTo(DqlRule.NO_CHANGE);
        return dql;
    }

    @Test
    void c3MeasuresTheSlackOfABusyInterval() {
        Dql dql = busyQueue(1000);

        dql.completedAtTick(1000, 2);

        DqlSnapshot s = dql.snapshot();
        assertThat(s.lastRule()).isEqualTo(DqlRule.SLACK_MEASURED);
        assertThat(s.lowestSlack()).isEqualTo(100_000 - 2 * 1000);
        assertThat(s.limit()).isEqualTo(100_000);
        assertThat(s.slackStartTick()).isZero();
    }

    @Test
    void c3KeepsTheSmallestSlackOfTheWindow() {
        Dql dql = busyQueue(1000);

        dql.completedAtTick(1000, 2);   // slack 98 000
        dql.completedAtTick(5000, 3);   // slack 90 000
        dql.completedAtTick(100, 4);    // slack 99 800: larger, not kept

        assertThat(dql.snapshot().lowestSlack()).isEqualTo(90_000);
    }

    @Test
    void c3WithACarriedOverLimitCountsThePartOfTheLastObjectBelowIt() {
        Dql dql = new Dql();
        dql.setLimit(1000);
        dql.queued(5000);               // last = 5000
        dql.completedAtTick(100, 1);    // no branch; over 4000 carried, prevLast = 5000

        dql.completedAtTick(4000, 2);   // 2n = 8000 swallows L ⊕ prevOver = 5000

        DqlSnapshot s = dql.snapshot();
        assertThat(s.lastRule()).isEqualTo(DqlRule.SLACK_MEASURED);
        assertThat(s.lowestSlack()).isEqualTo(5000 - 4000);  // max(0, pos(prevLast, prevOver))
    }

    @Test
    void c3CutsTheLimitOnlyWhenTheClockIsStrictlyPastStartPlusHold() {
        Dql dql = busyQueue(10);
        for (long t = 2; t <= 10; t++) {
            dql.completedAtTick(1000, t);
            assertThat(dql.lastRule()).as("t = %d", t).isEqualTo(DqlRule.SLACK_MEASURED);
        }
        assertThat(dql.limit()).isEqualTo(100_000);

        dql.completedAtTick(1000, 11);

        DqlSnapshot s = dql.snapshot();
        assertThat(s.lastRule()).isEqualTo(DqlRule.SLACK_APPLIED);
        assertThat(s.limit()).isEqualTo(100_000 - 98_000);
        assertThat(s.slackStartTick()).isEqualTo(11);
        assertThat(s.lowestSlack()).isEqualTo(Dql.NONE);
        assertThat(s.edge()).isEqualTo(2000 + s.completed());
    }

    @Test
    void completedTakesNanosecondsSoTheHoldBoundaryFallsOnWholeTicks() {
        Dql a = busyQueue(10);
        a.completed(1000, 10_999_999);     // tick 10: not past 0 + 10
        assertThat(a.lastRule()).isEqualTo(DqlRule.SLACK_MEASURED);
        a.completed(1000, 11_000_000);     // tick 11
        assertThat(a.lastRule()).isEqualTo(DqlRule.SLACK_APPLIED);
    }

    @Test
    void c3AfterAnIdleGapClosesTheExpiredWindowWithItsOwnSlackIncluded() {
        Dql dql = busyQueue(1000);

        dql.completedAtTick(20_000, 5000);  // first measurement, window long expired

        assertThat(dql.lastRule()).isEqualTo(DqlRule.SLACK_APPLIED);
        assertThat(dql.limit()).isEqualTo(100_000 - (100_000 - 40_000));
    }

    @Test
    void c3WithAZeroByteCompletionMeasuresTheWholeLimitAndCanCutItToLimitMin() {
        Dql dql = busyQueue(0);
        dql.setLimitMin(700);

        dql.completedAtTick(0, 2);      // slack pos(L ⊕ 0, 0) = L, window (hold 0) expired

        assertThat(dql.lastRule()).isEqualTo(DqlRule.SLACK_APPLIED);
        assertThat(dql.limit()).isEqualTo(700);  // pos(L, L) = 0, then C5 applies lo
    }

    @Test
    void theHoldTestDoesNotOverflowNearTheEndOfTime() {
        long late = Long.MAX_VALUE - 10;
        // Start the window near the end of the clock with a starvation, then keep busy.
        Dql fresh = new Dql();
        fresh.setHoldTimeMs(0xFFFF_FFFFL);
        fresh.queued(50_000);
        fresh.completedAtTick(50_000, late);     // C2: start = late
        fresh.queued(120_000);
        fresh.completedAtTick(1000, late);       // busyBefore = 0: no branch
        fresh.completedAtTick(1000, Long.MAX_VALUE);

        assertThat(fresh.lastRule()).isEqualTo(DqlRule.SLACK_MEASURED);
        assertThat(fresh.limit()).isEqualTo(50_000);
    }

    @Test
    void c4LeavesTheWindowAndItsLowestSlackAlone() {
        Dql dql = busyQueue(1000);
        dql.completedAtTick(1000, 2);   // lowest = 98 000, start = 0

        dql.completedAtTick(58_000, 3); // drains under the limit: no C2, and not busy, no C3

        DqlSnapshot s = dql.snapshot();
        assertThat(s.lastRule()).isEqualTo(DqlRule.NO_CHANGE);
        assertThat(s.lowestSlack()).isEqualTo(98_000);
        assertThat(s.slackStartTick()).isZero();
        assertThat(s.limit()).isEqualTo(100_000);
    }

    @Test
    void c4AfterAnIdleQueueChangesNothingButTheRecord() {
        Dql dql = new Dql();
        dql.setLimit(5000);
        dql.queued(1000);

        dql.completedAtTick(1000, 3);

        DqlSnapshot s = dql.snapshot();
        assertThat(s.lastRule()).isEqualTo(DqlRule.NO_CHANGE);
        assertThat(s.limit()).isEqualTo(5000);
        assertThat(s.edge()).isEqualTo(6000);
    }
}
