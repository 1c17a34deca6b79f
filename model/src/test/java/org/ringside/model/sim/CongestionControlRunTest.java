package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.TcpCongestion;
import org.ringside.model.scenario.Units;

/** One current-kernel stream at 1 GbE, under each congestion control: what it keeps below TCP. */
class CongestionControlRunTest {

    /** Mean bytes in the qdisc and the ring, sampled every millisecond after the first 50 ms, as wire time. */
    private static double heldMs(TcpCongestion cc) {
        Scenario s = Knobs.get("tcp.congestion").set(SteadyState.shipped("tsq-single-flow.yaml"), cc.ordinal())
                .withDurationNs(300 * Units.MS);
        Simulation sim = new Simulation(s);
        double held = SteadyState.meanQdiscAndRingBytes(sim, 50 * Units.MS, s.durationNs());
        return held * 8 / sim.summary().throughputBps() * 1e3;
    }

    @Test
    void underCubicHyStartEndsSlowStartAndSmallQueuesKeepsAboutTwoMillisecondsBelowTcp() {
        double cubic = heldMs(TcpCongestion.CUBIC);
        double reno = heldMs(TcpCongestion.RENO);
        // A current Linux keeps roughly 1.5 to 2.5 ms of one 1 GbE stream below TCP.
        assertThat(cubic).isBetween(1.5, 2.5);
        // Reno never leaves slow start without a loss: paced at 200 %, small queues lets it keep more.
        assertThat(reno).isGreaterThan(1.5 * cubic);
    }
}
