package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/** The per-CPU counts of waiting clean-ups and qdisc runs follow the queues' flags. */
class WorkAskedTest {
    private TxQueue[] queues;
    private WorkAsked asked;

    @BeforeEach
    void twoQueuesOnTwoCpus() throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromString("cpus: 2\nnic: { driver: ixgbe }\n"
                + "qdisc: { kind: mq, child: pfifo_fast }\nflows:\n  - { kind: bulk_tcp, count: 2 }\n", "test.yaml"));
        queues = sim.path().queues;
        asked = new WorkAsked(sim.path().pick);
    }

    @Test
    void aCleanUpWaitsForItsInterruptsCpuOnlyAndOnce() {
        TxQueue q = queues[1];
        asked.askCleanup(q);
        asked.askCleanup(q); // the interrupt fires again before the clean-up starts
        assertThat(asked.cleanupAsked(q)).isTrue();
        int other = 1 - q.irqCpu;
        assertThat(asked.cleanupWaits(q.irqCpu)).isTrue();
        assertThat(asked.cleanupWaits(other)).isFalse();
        assertThat(asked.takeCleanup(q, other)).isFalse();
        assertThat(asked.takeCleanup(q, q.irqCpu)).isTrue();
        assertThat(asked.cleanupAsked(q)).isFalse();
        assertThat(asked.cleanupWaits(q.irqCpu)).isFalse();
        assertThat(asked.takeCleanup(q, q.irqCpu)).isFalse();
    }

    @Test
    void aRunAskedAgainOfAnotherCpuMovesThere() {
        TxQueue q = queues[0];
        asked.askRun(q, 0);
        assertThat(asked.runWaits(0)).isTrue();
        asked.askRun(q, 1); // a ring reset asks it of the clean-up's CPU
        assertThat(asked.runWaits(0)).isFalse();
        assertThat(asked.runWaits(1)).isTrue();
        assertThat(asked.takeRun(q, 0)).isFalse();
        assertThat(asked.takeRun(q, 1)).isTrue();
        assertThat(asked.runAsked(q)).isFalse();
        assertThat(asked.runCpu(q)).as("where the qdisc last ran").isEqualTo(1);
        assertThat(asked.runWaits(1)).isFalse();
    }

    @Test
    void eachCpuCountsItsOwnRuns() {
        asked.askRun(queues[0], 1);
        asked.askRun(queues[1], 1);
        assertThat(asked.takeRun(queues[0], 1)).isTrue();
        assertThat(asked.runWaits(1)).isTrue();
        assertThat(asked.takeRun(queues[1], 1)).isTrue();
        assertThat(asked.runWaits(1)).isFalse();
        assertThat(asked.runWaits(0)).isFalse();
    }
}
