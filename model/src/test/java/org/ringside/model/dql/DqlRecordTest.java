package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Rules C6 and C7 of the DQL specification: what a completion records for the next one. */
class DqlRecordTest {

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
