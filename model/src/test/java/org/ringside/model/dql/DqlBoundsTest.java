package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rule C5 of the DQL specification: the limit is held between limit_min and limit_max. */
class DqlBoundsTest {

    private static final long TWO_32 = 1L << 32;

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
