package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;

/**
 * TCP small queues' limit by release: from 3.13 to 3.18 {@code tcp_limit_output_bytes} was a
 * floor under the pacing term (98e09386c0ef), from 3.19 a cap over it (605ad7f184b6).
 */
class SmallQueuesEraTest {

    /**
     * Mean bytes in the qdisc and the ring after the first 50 ms of a second, with a 4 MB
     * limit_output_bytes: after HyStart ends slow start, CUBIC's window takes much of that
     * second to grow.
     */
    private static double heldWithA4MbSysctl(Kernel k) {
        Scenario s = SteadyState.shipped("tsq-single-flow.yaml").withDurationNs(Units.S);
        s = Knobs.get("kernel").set(s, k.index());
        s = Knobs.get("tcp.limit_output_bytes").set(s, 4L << 20);
        Simulation sim = new Simulation(s);
        return SteadyState.meanQdiscAndRingBytes(sim, 50 * Units.MS, s.durationNs());
    }

    @Test
    void a4MbSysctlIsAFloorOn318AndACapOn319() {
        double floor = heldWithA4MbSysctl(new Kernel(3, 18));
        double cap = heldWithA4MbSysctl(new Kernel(3, 19));
        assertThat(floor).isGreaterThan(1.5e6); // the socket keeps megabytes below TCP
        assertThat(cap).isLessThan(floor / 3); // the pacing term, about 1 ms of the rate, binds
    }
}
