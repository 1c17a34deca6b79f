package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.nic.InterruptModeration;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.Units;

/** mlx5's adaptive TX moderation in a run: net_dim moves the CQ's period; off, tx_usecs holds. */
class AdaptiveModerationRunTest {

    private static Scenario oneStream() throws Exception {
        return ScenarioLoader.fromFile(RepoFiles.scenarios().resolve("one-stream-100gbe.yaml"));
    }

    @Test
    void netDimStartsAtEightMicrosecondsAndMovesWithTheTraffic() throws Exception {
        Simulation sim = new Simulation(oneStream());
        InterruptModeration irq = sim.path().queues[0].irq;
        assertThat(irq.txUsecsNs()).as("NET_DIM_DEF_PROFILE_EQE").isEqualTo(8 * Units.US);
        assertThat(irq.txFrames()).isEqualTo(128);
        java.util.Set<Long> periods = new java.util.TreeSet<>();
        while (sim.now() < 50 * Units.MS) {
            sim.runUntil(sim.now() + 100 * Units.US);
            periods.add(irq.txUsecsNs() / Units.US);
        }
        assertThat(periods).as("net_dim stepped to other profiles").hasSizeGreaterThan(1)
                .allMatch(p -> p == 1 || p == 8 || p == 32 || p == 64 || p == 128);
    }

    @Test
    void turnedOffTheFixedSettingsHoldAndOnAgainItStartsAfresh() throws Exception {
        Simulation sim = new Simulation(oneStream());
        InterruptModeration irq = sim.path().queues[0].irq;
        sim.runUntil(20 * Units.MS);
        sim.knobs().set("nic.adaptive_tx", 0);
        assertThat(irq.txUsecsNs()).isEqualTo(16 * Units.US);
        assertThat(irq.txFrames()).isEqualTo(32);
        sim.runUntil(30 * Units.MS);
        assertThat(irq.txUsecsNs()).isEqualTo(16 * Units.US);
        assertThat(sim.path().queues[0].dimProfile()).isEqualTo(-1);
        sim.knobs().set("nic.adaptive_tx", 1);
        assertThat(irq.txUsecsNs()).isEqualTo(8 * Units.US);
        assertThat(sim.path().queues[0].dimProfile()).isEqualTo(1);
        Invariants.check(sim, "adaptive_tx on again");
    }
}
