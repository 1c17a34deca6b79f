package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Rule C2 of the DQL specification: a queue that ran dry while over its limit grows it. */
class DqlStarvationTest {

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
