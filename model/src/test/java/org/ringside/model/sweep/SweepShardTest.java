package org.ringside.model.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SweepShardTest {
    @Test
    void thePartsFollowOneAnotherCoverEveryRunOnceAndDifferByOneAtMost() {
        for (int total = 1; total <= 60; total++) {
            for (int parts = 1; parts <= total; parts++) {
                int next = 0;
                int smallest = Integer.MAX_VALUE;
                int largest = 0;
                for (int k = 1; k <= parts; k++) {
                    SweepShard shard = new SweepShard(k, parts);
                    assertThat(shard.first(total)).as("%s of %d", shard, total).isEqualTo(next);
                    next += shard.size(total);
                    smallest = Math.min(smallest, shard.size(total));
                    largest = Math.max(largest, shard.size(total));
                }
                assertThat(next).isEqualTo(total);
                assertThat(largest - smallest).isLessThanOrEqualTo(1);
                assertThat(smallest).isPositive();
            }
        }
    }

    @Test
    void aMillionRunsInAThousandPartsNeedNoLongerThanAnInt() {
        SweepShard last = SweepShard.parse("1000/1000");
        assertThat(last.first(1_000_000)).isEqualTo(999_000);
        assertThat(last.size(1_000_000)).isEqualTo(1000);
        assertThat(SweepShard.parse(" 7/9 ")).isEqualTo(new SweepShard(7, 9));
    }

    @Test
    void whatIsNoPartSaysWhatIsAllowed() {
        assertThatThrownBy(() -> SweepShard.parse("2 of 3")).hasMessage("'2 of 3' is not K/N (allowed: the part and"
                + " how many parts, e.g. 3/8)");
        assertThatThrownBy(() -> SweepShard.parse("4/3")).hasMessageStartingWith("4/3 is not a part");
        assertThatThrownBy(() -> new SweepShard(2, 4).first(3))
                .hasMessage("4 parts of 3 runs would leave a part empty (allowed: at most 3 parts)");
    }
}
