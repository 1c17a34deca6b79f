package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code dql_reset}: new counters and window, the limit at limit_min, the edge kept. */
class DqlResetTest {

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
