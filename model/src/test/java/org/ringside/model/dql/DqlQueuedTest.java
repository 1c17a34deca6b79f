package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Rules Q1 and Q2 of the DQL specification: what {@code dql_queued} does with an object. */
class DqlQueuedTest {

    private static final long M = Dql.MAX_OBJECT;

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
