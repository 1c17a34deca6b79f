package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The DQL counters wrap at 2^32 as the kernel's unsigned ints do, and the rules judge across the wrap. */
class DqlWrapAroundTest {

    private static final long M = Dql.MAX_OBJECT;
    private static final long TWO_32 = 1L << 32;

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
