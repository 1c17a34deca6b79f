package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;

/**
 * The two ways BQL is "off" (bql-unlimited-3.18.yaml): without BQL a bulk dequeue takes one
 * packet; with {@code limit_min} at max it takes the whole backlog from 3.18 on, and the call
 * waits behind what the ring refused.
 */
class BqlOffOrUnlimitedTest {

    private static double voipMeanMs(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        RunSummary summary = sim.summary();
        RunSummary.FlowSummary voip = summary.flows().stream().filter(f -> f.name().equals("voip")).findFirst()
                .orElseThrow();
        return voip.latencyNs().mean() / Units.MS;
    }

    private static Scenario shipped(BqlMode mode) {
        Scenario s = SteadyState.shipped("bql-unlimited-3.18.yaml").withDurationNs(500 * Units.MS);
        Bql b = s.bql();
        return s.withBql(new Bql(mode, b.limitMin(), b.limitMax(), b.holdTimeMs(), 0));
    }

    @Test
    void theShippedFileSwitchesBqlOffTheSysfsWayOn318() {
        Scenario s = SteadyState.shipped("bql-unlimited-3.18.yaml");
        assertThat(s.bql().mode()).isEqualTo(BqlMode.UNLIMITED);
        assertThat(s.kernel()).isEqualTo(new Kernel(3, 18));
    }

    @Test
    void unlimitedMakesTheCallWaitBehindTheBacklogWhereNoBqlDoesNot() {
        double unlimited = voipMeanMs(shipped(BqlMode.UNLIMITED));
        double off = voipMeanMs(shipped(BqlMode.OFF));
        assertThat(off).isLessThan(2.0); // the 256-descriptor ring's bytes, about 1 ms at 1 GbE
        assertThat(unlimited).isGreaterThan(3 * off);
    }

    @Test
    void before318UnlimitedWaitsLikeOffButForDqlsStart() {
        Knob kernel = Knobs.get("kernel");
        long k317 = new Kernel(3, 17).index();
        Scenario unlimited = kernel.set(shipped(BqlMode.UNLIMITED), k317);
        Scenario off = kernel.set(shipped(BqlMode.OFF), k317);
        // No bulk dequeue: both hand the driver one packet a dequeue. Unlimited is still DQL, whose
        // limit of 0 stops the queue after the first packet until the first completion pins it.
        assertThat(voipMeanMs(unlimited)).isCloseTo(voipMeanMs(off), within(0.25)).isLessThan(2.0);
    }
}
