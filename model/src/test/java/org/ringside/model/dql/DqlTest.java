package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules of the DQL specification, one hand-built case per branch. */
class DqlTest {

    private static final long M = Dql.MAX_OBJECT;
    private static final long TWO_32 = 1L << 32;

    @Test
    void aNewQueueStartsEmptyWithTheKernelDefaults() {
        DqlSnapshot s = new Dql().snapshot();

        assertThat(s.queued()).isZero();
        assertThat(s.completed()).isZero();
        assertThat(s.limit()).isZero();
        assertThat(s.edge()).isZero();
        assertThat(s.lowestSlack()).isEqualTo(Dql.NONE);
        assertThat(s.slackStartTick()).isZero();
        assertThat(s.limitMin()).isZero();
        assertThat(s.limitMax()).isEqualTo(Dql.MAX_LIMIT).isEqualTo(1_879_048_192L);
        assertThat(s.holdTimeMs()).isEqualTo(1000);
        assertThat(s.avail()).isZero();
        assertThat(s.lastRule()).isEqualTo(DqlRule.NONE_YET);
        assertThat(Dql.MAX_OBJECT).isEqualTo(268_435_455L);
    }

    @Test
    void afterAResetAvailIsTheOldRunsUntilTheFirstCompletion() {
        Dql dql = new Dql();
        dql.queued(30_000);
        dql.completed(30_000, 1_000_000);
        assertThat(dql.snapshot().edgeStale()).isFalse();
        dql.reset(2_000_000);
        DqlSnapshot reset = dql.snapshot();
        assertThat(reset.edgeStale()).as("adj_limit kept, limit and counters new").isTrue();
        assertThat(reset.avail()).isEqualTo(reset.edge()).isPositive();
        dql.queued(1_514);
        dql.completed(1_514, 3_000_000);
        assertThat(dql.snapshot().edgeStale()).isFalse();
    }

    @Nested
    class Queued {
        @Test
        void q1IgnoresAnOversizeObjectEntirely() {
            Dql dql = new Dql();
            dql.queued(1500);
            DqlSnapshot before = dql.snapshot();

            assertThat(dql.queued(M + 1)).isFalse();

            assertThat(dql.snapshot()).isEqualTo(before);
        }

        @Test
        void q1AcceptsTheLargestObject() {
            Dql dql = new Dql();

            assertThat(dql.queued(M)).isTrue();

            assertThat(dql.inflight()).isEqualTo(M);
            assertThat(dql.snapshot().lastObjCount()).isEqualTo(M);
        }

        @Test
        void q2RecordsTheObjectAndAddsItToQueued() {
            Dql dql = new Dql();
            dql.queued(1500);
            dql.queued(66);

            DqlSnapshot s = dql.snapshot();
            assertThat(s.queued()).isEqualTo(1566);
            assertThat(s.lastObjCount()).isEqualTo(66);
            assertThat(s.inflight()).isEqualTo(1566);
            assertThat(s.avail()).isEqualTo(-1566);
        }

        @Test
        void q2WithZeroBytesOnlySetsLast() {
            Dql dql = new Dql();
            dql.queued(1500);

            assertThat(dql.queued(0)).isTrue();

            assertThat(dql.snapshot().lastObjCount()).isZero();
            assertThat(dql.snapshot().queued()).isEqualTo(1500);
        }

        @Test
        void queuedNeverLooksAtTheLimit() {
            Dql dql = new Dql();
            dql.setLimitMax(1000);

            for (int i = 0; i < 10; i++) {
                assertThat(dql.queued(1500)).isTrue();
            }

            assertThat(dql.inflight()).isEqualTo(15_000);
            assertThat(dql.avail()).isEqualTo(-15_000);
        }

        @Test
        void aNegativeCountIsACallersBug() {
            assertThatThrownBy(() -> new Dql().queued(-1))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("negative");
        }
    }

    @Nested
    class Starvation {
        @Test
        void c2GrowsWhenTheQueueWasOverTheLimitAndDrained() {
            Dql dql = new Dql();
            dql.queued(1500);               // L = 0, so 1500 over the limit

            dql.completedAtTick(1500, 7);   // over = 1500, nothing left: starved

            DqlSnapshot s = dql.snapshot();
            assertThat(s.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
            assertThat(s.limit()).isEqualTo(1500);          // 0 ⊕ pos(1500, 0) ⊕ 0
            assertThat(s.slackStartTick()).isEqualTo(7);
            assertThat(s.lowestSlack()).isEqualTo(Dql.NONE);
            assertThat(s.prevOverLimit()).isZero();         // the limit changed (C6)
            assertThat(s.avail()).isEqualTo(1500);
        }

        @Test
        void c2GrowsByWhatWasBothQueuedAndCompletedSinceTheLastCompletion() {
            Dql dql = new Dql();
            dql.queued(1500);
            dql.completedAtTick(1500, 1);   // L = 1500, prevQ = 1500
            dql.queued(4000);               // Q = 5500, 2500 over the limit

            dql.completedAtTick(4000, 2);   // drained while over

            assertThat(dql.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
            assertThat(dql.limit()).isEqualTo(1500 + 4000);  // L ⊕ pos(C' = 5500, prevQ = 1500) ⊕ 0
        }

        @Test
        void c2GrowsByTheCarriedOverLimitWhenEverythingQueuedBeforeIsDone() {
            Dql dql = new Dql();
            dql.queued(1500);
            dql.completedAtTick(1500, 1);   // L = 1500
            dql.queued(1500);
            dql.queued(1500);
            dql.completedAtTick(1500, 2);   // no branch; over 1500 carried, prevQ = 4500
            assertThat(dql.snapshot().prevOverLimit()).isEqualTo(1500);
            dql.queued(1500);

            dql.completedAtTick(1500, 3);   // C' = 4500 = prevQ: caught up exactly, still busy

            DqlSnapshot s = dql.snapshot();
            assertThat(s.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
            assertThat(s.limit()).isEqualTo(3000);          // 1500 ⊕ pos(4500, 4500) ⊕ 1500
            assertThat(s.inflight()).isEqualTo(1500);
            assertThat(s.slackStartTick()).isEqualTo(3);
        }

        @Test
        void c2IsNotTakenWhenOverTheLimitButStillBusyWithNothingCarried() {
            Dql dql = new Dql();
            dql.queued(3000);               // 3000 over L = 0

            dql.completedAtTick(1000, 1);   // 2000 still in flight, no over-limit carried in

            DqlSnapshot s = dql.snapshot();
            assertThat(s.lastRule()).isEqualTo(DqlRule.NO_CHANGE);  // busyBefore = 0 rules out C3 too
            assertThat(s.limit()).isZero();
            assertThat(s.prevOverLimit()).isEqualTo(3000);          // C1 measured over with L before
        }
    }

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

    @Nested
    class Slack {
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
    }

    @Nested
    class NoBranch {
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

    @Nested
    class Bounds {
        @Test
        void c5HoldsGrowthAtLimitMax() {
            Dql dql = new Dql();
            dql.setLimitMax(2000);
            dql.queued(5000);

            dql.completedAtTick(5000, 1);

            assertThat(dql.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
            assertThat(dql.limit()).isEqualTo(2000);
        }

        @Test
        void c5RaisesTheLimitToLimitMinEvenWithoutABranch() {
            Dql dql = new Dql();
            dql.setLimitMin(3000);
            dql.queued(3000);
            assertThat(dql.limit()).as("limit_min acts only through C5").isZero();
            assertThat(dql.avail()).isEqualTo(-3000);

            dql.completedAtTick(1000, 1);

            assertThat(dql.lastRule()).isEqualTo(DqlRule.CLAMPED);
            assertThat(dql.limit()).isEqualTo(3000);
            assertThat(dql.snapshot().prevOverLimit()).isZero();  // the limit changed
        }

        @ParameterizedTest(name = "growth to {0} with lo 5000 > hi 3000 gives {1}")
        @CsvSource({"1500, 5000", "2999, 5000", "3000, 3000", "4000, 3000", "5000, 3000", "9000, 3000"})
        void c5TestsLimitMaxFirstWhenLimitMinIsAboveIt(long grownTo, long expected) {
            Dql dql = new Dql();
            dql.setLimitMin(5000);
            dql.setLimitMax(3000);
            dql.queued(grownTo);

            dql.completedAtTick(grownTo, 1);    // C2: L' = grownTo

            assertThat(dql.limit()).isEqualTo(expected);
        }

        @Test
        void c5AcceptsBoundsUpToMaxLimitAsSysfsDoes() {
            Dql dql = new Dql();
            dql.setLimitMin(Dql.MAX_LIMIT);
            dql.setLimitMax(0);
            dql.setLimitMax(Dql.MAX_LIMIT);

            assertThat(dql.limitMin()).isEqualTo(Dql.MAX_LIMIT);
            assertThatThrownBy(() -> dql.setLimitMax(Dql.MAX_LIMIT + 1))
                    .hasMessage("limit_max 1879048193 is out of range (allowed: 0 to 1879048192)");
            assertThatThrownBy(() -> dql.setLimitMin(-1)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> dql.setLimit(Dql.MAX_LIMIT + 1)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> dql.setHoldTimeMs(TWO_32)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Nested
    class Record {
        @Test
        void c6DropsTheOverLimitWhenTheLimitChanged() {
            Dql dql = new Dql();
            dql.queued(1500);

            dql.completedAtTick(1500, 1);

            assertThat(dql.snapshot().prevOverLimit()).isZero();
        }

        @Test
        void c6CarriesTheOverLimitWhenTheLimitIsPinnedAtLimitMax() {
            Dql dql = new Dql();
            dql.setLimitMax(1000);
            dql.queued(1000);
            dql.completedAtTick(1000, 1);   // grows to 1000 = hi
            dql.queued(3000);               // 2000 over

            dql.completedAtTick(3000, 2);   // C2 again, but hi holds L at 1000: unchanged

            assertThat(dql.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
            assertThat(dql.limit()).isEqualTo(1000);
            assertThat(dql.snapshot().prevOverLimit()).isEqualTo(2000);
        }

        @Test
        void c7RecordsEverythingTheNextIntervalNeeds() {
            Dql dql = new Dql();
            dql.setLimit(10_000);
            dql.queued(4000);
            dql.queued(700);

            dql.completedAtTick(2500, 4);

            DqlSnapshot s = dql.snapshot();
            assertThat(s.edge()).isEqualTo(10_000 + 2500);
            assertThat(s.completed()).isEqualTo(2500);
            assertThat(s.prevNumQueued()).isEqualTo(4700);
            assertThat(s.prevLastObjCount()).isEqualTo(700);
            assertThat(s.prevOverLimit()).isZero();
            assertThat(s.avail()).isEqualTo(12_500 - 4700);
        }

        @Test
        void writingTheLimitFileTakesEffectAtTheNextCompletion() {
            Dql dql = new Dql();
            dql.queued(1000);

            dql.setLimit(8000);

            assertThat(dql.avail()).as("E is still 0").isEqualTo(-1000);
            dql.completedAtTick(0, 1);
            assertThat(dql.avail()).isEqualTo(8000 - 1000);
        }

        @Test
        void completingMoreThanIsInFlightIsRefused() {
            Dql dql = new Dql();
            dql.queued(1000);

            assertThatThrownBy(() -> dql.completedAtTick(1001, 1))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("completed 1001 bytes but only 1000 are in flight");
            assertThatThrownBy(() -> dql.completedAtTick(-1, 1)).isInstanceOf(IllegalArgumentException.class);
            assertThat(dql.snapshot().completed()).isZero();
        }
    }

    /** Section 8 of the specification, row by row. */
    @Test
    void theWorkedExampleOfTheSpecification() {
        Dql dql = new Dql();
        dql.queued(1500);
        assertState(dql, 0, 1500, -1500);
        dql.completedAtTick(1500, 1);
        assertState(dql, 1500, 0, 1500);
        assertThat(dql.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
        dql.queued(1500);
        dql.queued(1500);
        assertState(dql, 1500, 3000, -1500);
        dql.completedAtTick(1500, 2);
        assertState(dql, 1500, 1500, 0);
        assertThat(dql.lastRule()).isEqualTo(DqlRule.NO_CHANGE);
        assertThat(dql.snapshot().prevOverLimit()).isEqualTo(1500);
        dql.queued(1500);
        assertState(dql, 1500, 3000, -1500);
        dql.completedAtTick(1500, 3);
        assertState(dql, 3000, 1500, 1500);
        assertThat(dql.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
    }

    private static void assertState(Dql dql, long limit, long inflight, long avail) {
        assertThat(dql.limit()).as("limit").isEqualTo(limit);
        assertThat(dql.inflight()).as("inflight").isEqualTo(inflight);
        assertThat(dql.avail()).as("avail").isEqualTo(avail);
    }

    @Nested
    class WrapAround {
        @Test
        void posAndReachedJudgeTheWrappedDifference() {
            assertThat(Dql.pos(5, 0xFFFF_FFF0L)).isEqualTo(21);
            assertThat(Dql.pos(0xFFFF_FFF0L, 5)).isZero();
            assertThat(Dql.reached(5, 0xFFFF_FFF0L)).isTrue();
            assertThat(Dql.reached(0xFFFF_FFF0L, 5)).isFalse();
            assertThat(Dql.reached(7, 7)).isTrue();
            assertThat(Dql.signed(0x8000_0000L)).isEqualTo(-0x8000_0000L);
        }

        @Test
        void countersWrapAndStarvationGrowthIsMeasuredAcrossTheWrap() {
            Dql dql = new Dql();
            for (int i = 0; i < 16; i++) {
                dql.queued(M);
                dql.completedAtTick(M, i);  // the first grows L to M; the rest stay under it
            }
            assertThat(dql.snapshot().queued()).isEqualTo(TWO_32 - 16);
            assertThat(dql.limit()).isEqualTo(M);

            dql.queued(M);
            dql.queued(1500);               // Q wraps; 1500 over the limit

            DqlSnapshot s = dql.snapshot();
            assertThat(s.queued()).isEqualTo((16 * M + M + 1500) % TWO_32).isLessThan(M + 1500);
            assertThat(s.inflight()).isEqualTo(M + 1500);
            assertThat(s.avail()).isEqualTo(-1500);

            dql.completedAtTick(M + 1500, 20);

            assertThat(dql.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
            assertThat(dql.limit()).isEqualTo(M + (M + 1500));  // pos(C', prevQ) across the wrap
            assertThat(dql.inflight()).isZero();
            assertThat(dql.avail()).isEqualTo(2 * M + 1500);
        }

        @Test
        void availTurnsPositiveOncePushedMoreThan2To31PastTheEdge() {
            Dql dql = new Dql();
            for (int i = 0; i < 8; i++) {
                dql.queued(M);
            }
            assertThat(dql.avail()).isEqualTo(-8 * M);

            dql.queued(M);

            assertThat(dql.avail()).isEqualTo(TWO_32 - 9 * M).isPositive();
        }
    }

    @Nested
    class Reset {
        @Test
        void resetClearsTheCountersSetsTheLimitToLimitMinAndKeepsTheEdge() {
            Dql dql = new Dql();
            dql.setLimitMin(3000);
            dql.setLimitMax(90_000);
            dql.setHoldTimeMs(50);
            dql.queued(20_000);
            dql.completedAtTick(20_000, 5);  // L = 20 000, E = 40 000
            dql.queued(700);
            long edge = dql.snapshot().edge();

            dql.resetAtTick(9);

            DqlSnapshot s = dql.snapshot();
            assertThat(s.limit()).isEqualTo(3000);  // lo, not 0 (since 2025)
            assertThat(s.queued()).isZero();
            assertThat(s.completed()).isZero();
            assertThat(s.lastObjCount()).isZero();
            assertThat(s.prevNumQueued()).isZero();
            assertThat(s.prevLastObjCount()).isZero();
            assertThat(s.prevOverLimit()).isZero();
            assertThat(s.lowestSlack()).isEqualTo(Dql.NONE);
            assertThat(s.slackStartTick()).isEqualTo(9);
            assertThat(s.edge()).isEqualTo(edge).isEqualTo(40_000);
            assertThat(s.avail()).isEqualTo(40_000);
            assertThat(s.limitMin()).isEqualTo(3000);
            assertThat(s.limitMax()).isEqualTo(90_000);
            assertThat(s.holdTimeMs()).isEqualTo(50);
            assertThat(s.lastRule()).isEqualTo(DqlRule.NONE_YET);
        }

        @Test
        void resetTakesModelTimeInNanosecondsAndStartsTheWindowAtItsTick() {
            Dql dql = new Dql();

            dql.reset(2_999_999);

            assertThat(dql.snapshot().slackStartTick()).isEqualTo(2);
        }
    }

    @ParameterizedTest(name = "{0} ns is tick {1}")
    @CsvSource({"0, 0", "999999, 0", "1000000, 1", "1999999999, 1999", "-1, -1"})
    void modelTimeBecomesWholeMillisecondTicksRoundedDown(long ns, long tick) {
        assertThat(Dql.ticks(ns)).isEqualTo(tick);
    }

    @Test
    void completedTakesNanosecondsSoTheHoldBoundaryFallsOnWholeTicks() {
        Dql a = busyQueue(10);
        a.completed(1000, 10_999_999);     // tick 10: not past 0 + 10
        assertThat(a.lastRule()).isEqualTo(DqlRule.SLACK_MEASURED);
        a.completed(1000, 11_000_000);     // tick 11
        assertThat(a.lastRule()).isEqualTo(DqlRule.SLACK_APPLIED);
    }
}
