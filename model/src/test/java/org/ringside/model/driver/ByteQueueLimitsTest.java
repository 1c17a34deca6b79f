package org.ringside.model.driver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.dql.Dql;
import org.ringside.model.dql.DqlRule;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.BqlMode;

class ByteQueueLimitsTest {
    @Test
    void theFirstPacketStopsTheQueueBecauseTheLimitStartsAtZero() {
        ByteQueueLimits bql = new ByteQueueLimits(Bql.defaults());
        assertThat(bql.queued(1514)).as("avail = 0 - 1514").isTrue();
        assertThat(bql.stackXoff()).isTrue();
        assertThat(bql.completed(1514, 1_000_000)).as("starvation grows the limit, the mark clears").isTrue();
        assertThat(bql.limit()).isEqualTo(1514);
        assertThat(bql.lastRule()).isEqualTo(DqlRule.STARVATION_GROWTH);
    }

    @Test
    void anEmptyCleanUpNeverReachesDql() {
        ByteQueueLimits bql = new ByteQueueLimits(Bql.defaults());
        bql.queued(1514);
        assertThat(bql.completed(0, 5_000_000)).isFalse();
        assertThat(bql.lastRule()).isEqualTo(DqlRule.NONE_YET);
        assertThat(bql.stackXoff()).isTrue();
    }

    @Test
    void aFixedLimitBindsFromTheFirstCompletion() {
        ByteQueueLimits bql = new ByteQueueLimits(Bql.fixed(6000));
        bql.queued(1514);
        assertThat(bql.limit()).isZero();
        bql.completed(1514, 0);
        assertThat(bql.limit()).isEqualTo(6000);
        for (int i = 0; i < 4; i++) {
            bql.queued(1514);
        }
        assertThat(bql.avail()).isEqualTo(6000 - 4 * 1514);
        assertThat(bql.stackXoff()).isTrue();
    }

    @Test
    void offNeverStopsTheQueueButKeepsCountingInflight() {
        ByteQueueLimits bql = new ByteQueueLimits(Bql.off());
        for (int i = 0; i < 100; i++) {
            assertThat(bql.queued(64_000)).isFalse();
        }
        assertThat(bql.inflight()).isEqualTo(6_400_000);
        assertThat(bql.limit()).isZero();
    }

    @Test
    void withoutBqlABulkDequeueTakesNothingExtraAndUnlimitedTakesDqlAvail() {
        ByteQueueLimits off = new ByteQueueLimits(Bql.off());
        off.queued(64_000);
        assertThat(off.bulkLimit()).as("qdisc_avail_bulklimit for a driver without BQL").isZero();

        ByteQueueLimits unlimited = new ByteQueueLimits(new Bql(BqlMode.UNLIMITED, 0, Dql.MAX_LIMIT, 1000, 0));
        assertThat(unlimited.queued(64_000)).as("dql_avail is 0 - 64000 until the first completion").isTrue();
        assertThat(unlimited.completed(64_000, 0)).as("which pins the limit at limit_max").isTrue();
        assertThat(unlimited.bulkLimit()).isEqualTo(Dql.MAX_LIMIT);
        for (int i = 0; i < 100; i++) {
            assertThat(unlimited.queued(64_000)).isFalse();
        }
        assertThat(unlimited.limit()).as("shown as no limit").isZero();
    }

    @Test
    void backOnTheLimitStartsWhereOffLeftItAndComesDownBySlackAfterHoldTime() {
        // Off is limit_min = max: the first completion pins the limit at limit_max.
        ByteQueueLimits bql = new ByteQueueLimits(Bql.off());
        bql.queued(64_000);
        bql.completed(64_000, 0);
        bql.configure(Bql.defaults());
        assertThat(bql.limit()).as("back on: still limit_max").isEqualTo(Dql.MAX_LIMIT);
        assertThat(bql.queued(1_000_000)).as("so a megabyte does not stop the queue").isFalse();

        // A queue kept busy with 30 KB in flight: a completion every millisecond, each round
        // leaving bytes queued, so DQL measures the slack and applies it once hold_time (1 s) is over.
        long now = 0;
        bql.completed(1_000_000 - 30_000, now);
        while (now <= 1_001_000_000L && bql.limit() == Dql.MAX_LIMIT) {
            now += 1_000_000;
            bql.queued(10_000);
            bql.completed(10_000, now);
        }
        assertThat(now).as("the limit came down only after hold_time").isGreaterThan(1_000_000_000L);
        assertThat(bql.limit()).isLessThan(Dql.MAX_LIMIT).isGreaterThan(0);
    }
}
