package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The DQL queue as a whole: how it starts, the specification's worked example and model time in
 * ticks. Each rule has its own class: {@link DqlQueuedTest} (Q1, Q2), {@link DqlStarvationTest}
 * (C2), {@link DqlSlackTest} (C3, C4), {@link DqlBoundsTest} (C5), {@link DqlRecordTest} (C6, C7),
 * then {@link DqlWrapAroundTest} and {@link DqlResetTest}.
 */
class DqlTest {

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

    @ParameterizedTest(name = "{0} ns is tick {1}")
    @CsvSource({"0, 0", "999999, 0", "1000000, 1", "1999999999, 1999", "-1, -1"})
    void modelTimeBecomesWholeMillisecondTicksRoundedDown(long ns, long tick) {
        assertThat(Dql.ticks(ns)).isEqualTo(tick);
    }
}
