package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/** The mlx5 profile at 100 Gbit/s: four streams on four CPUs fill the link through four channels. */
class Mlx5RunTest {
    private static final String FOUR_STREAMS = """
            duration: 50ms
            kernel: "6.18"
            cpus: 4
            link: { rate: 100Gbit }
            nic: { driver: mlx5, ring_size: 1024, tx_usecs: 16us, tx_frames: 32 }
            qdisc: { kind: mq, child: fq_codel }
            flows:
              - { kind: bulk_tcp, name: streams, count: 4, remote_rtt: 50us }
            """;

    @Test
    void fourStreamsFillOneHundredGigabitWithInterruptsAtLeastSixteenMicrosecondsApart() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString(FOUR_STREAMS, "mlx5.yaml");
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        RunSummary r = sim.summary();
        assertThat(r.linkUtilization()).as("the link, after slow start").isGreaterThan(0.95);
        // One channel per CPU, CPU n on queue n (mlx5e_set_default_xps_cpumasks): every queue sends.
        assertThat(r.queues()).hasSize(4).allSatisfy(q -> assertThat(q.frames()).isPositive());
        // The CQ period restarts at each event: at most one interrupt per 16 us on each queue.
        assertThat(r.interrupts()).isPositive().isLessThanOrEqualTo(4 * (s.durationNs() / 16_000 + 1));
    }
}
