package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.SimSnapshot.FlowView;

/** A snapshot's flow shows its latest packet's wait, the p99 of its waits so far and its threshold. */
class FlowWaitTest {

    @Test
    void theLastWaitIsEachPacketsAndTheP99IsOfThemAll() {
        Scenario s = Scenarios.bulkTcpNoOffloads();
        s = s.withFlows(List.of(s.flows().get(0).withWaitWarnNs(20 * Units.MS)));
        Simulation sim = new Simulation(s);
        FlowView before = sim.snapshot().flows().get(0);
        assertThat(before.lastWaitNs()).as("before the first packet").isEqualTo(-1);
        assertThat(before.p99WaitNs()).isZero();
        assertThat(before.waitWarnNs()).isEqualTo(20 * Units.MS);

        List<Long> waits = new ArrayList<>();
        long packets = 0;
        while (waits.size() < 500) {
            sim.step();
            FlowView f = sim.snapshot().flows().get(0);
            assertThat(f.packets() - packets).as("packets leave the wire one at a time").isLessThanOrEqualTo(1);
            if (f.packets() > packets) {
                waits.add(f.lastWaitNs());
                packets = f.packets();
            }
        }
        FlowView f = sim.snapshot().flows().get(0);
        assertThat(waits).allMatch(w -> w > 0);
        assertThat(waits.stream().mapToLong(Long::longValue).average().orElseThrow())
                .isCloseTo(f.meanLatencyNs(), within(1e-6 * f.meanLatencyNs()));
        List<Long> sorted = new ArrayList<>(waits);
        Collections.sort(sorted);
        long nearestRank = sorted.get((int) Math.ceil(0.99 * sorted.size()) - 1);
        // The histogram reports its bucket's highest value: never below, at most 0.2 % above.
        assertThat(f.p99WaitNs()).isBetween(nearestRank, (long) (nearestRank * 1.002));
        assertThat(f.overWarn(20 * Units.MS + 1)).isTrue();
        assertThat(f.overWarn(20 * Units.MS)).isFalse();
    }

    @Test
    void withoutAThresholdNoWaitIsOver() {
        FlowView f = new Simulation(Scenarios.bulkTcpNoOffloads()).snapshot().flows().get(0);
        assertThat(f.waitWarnNs()).isZero();
        assertThat(f.overWarn(Long.MAX_VALUE)).isFalse();
    }
}
