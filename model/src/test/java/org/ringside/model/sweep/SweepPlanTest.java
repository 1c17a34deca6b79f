package org.ringside.model.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sweep.SweepPlan.Combination;

class SweepPlanTest {
    private static final Scenario BASE = Scenario.defaults();

    private static SweepPlan plan(String... specs) {
        return new SweepPlan(BASE, List.of(specs).stream().map(s -> SweepAxis.parse(s, BASE, 1000)).toList());
    }

    @Test
    void theFirstAxisChangesSlowestAndTheLastFastest() {
        SweepPlan plan = plan("nic.ring_size=64,128", "bql.mode=auto,off", "nic.tx_usecs=0,100us,1ms");
        List<Combination> all = plan.combinations();
        assertThat(plan.count()).isEqualTo(12);
        assertThat(all).hasSize(12);
        assertThat(all.get(0).values()).containsExactly(64L, 0L, 0L);
        assertThat(all.get(1).values()).containsExactly(64L, 0L, 100_000L);
        assertThat(all.get(3).values()).containsExactly(64L, 2L, 0L);
        assertThat(all.get(6).values()).containsExactly(128L, 0L, 0L);
        assertThat(all.get(11).values()).containsExactly(128L, 2L, 1_000_000L);
        for (int i = 0; i < all.size(); i++) {
            assertThat(all.get(i).index()).isEqualTo(i);
        }
        Combination last = all.get(11);
        assertThat(last.scenario().nic().ringSize()).isEqualTo(128);
        assertThat(last.scenario().bql().mode()).isEqualTo(BqlMode.OFF);
        assertThat(last.scenario().nic().txUsecsNs()).isEqualTo(1_000_000L);
        assertThat(last.scenario().flows()).isEqualTo(BASE.flows());
    }

    @Test
    void aCombinationThatBreaksARuleTyingKnobsTogetherIsNamed() {
        // TSO on: a 64 KB packet takes 2 + 16 descriptors, so the ring needs 36.
        SweepPlan plan = plan("nic.tso=false,true", "nic.ring_size=16,64");
        assertThatThrownBy(plan::combinations).hasMessageStartingWith(
                "nic.tso=true, nic.ring_size=16: nic.ring_size: 16 is below twice the stop level 18");
    }

    @Test
    void aKeyVariedTwiceOrNothingVariedIsRefused() {
        assertThatThrownBy(() -> plan("nic.ring_size=64", "nic.ring_size=128"))
                .hasMessage("nic.ring_size is varied twice (allowed: each key once, with all its values in one list)");
        assertThatThrownBy(() -> new SweepPlan(BASE, List.of())).hasMessageStartingWith("nothing to vary");
    }

    @Test
    void theCountSaturatesInsteadOfOverflowing() {
        List<Long> many = java.util.stream.LongStream.rangeClosed(1, 100_000).boxed().toList();
        List<SweepAxis> axes = List.of("seed", "nic.ring_size", "nic.tx_frames", "nic.tx_clean_budget").stream()
                .map(k -> new SweepAxis(SweepKey.resolve(k, BASE), many)).toList();
        assertThat(new SweepPlan(BASE, axes.subList(0, 2)).count()).isEqualTo(10_000_000_000L);
        assertThat(new SweepPlan(BASE, axes).count()).isEqualTo(Long.MAX_VALUE);
    }
}
