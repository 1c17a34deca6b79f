package org.ringside.model.sim;

import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.KnobSection;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Scenario;

/**
 * Live changes of several knobs of one section at once, for tests: each is checked once and
 * applied as {@link RuntimeKnobs#set} applies one knob. A single knob goes through
 * {@code knobs().set(key, value)}, as the window's controls do.
 */
final class KnobsTogether {
    private KnobsTogether() {
    }

    /** BQL mode and limits, as writing the sysfs files does. */
    static void bql(Simulation sim, Bql bql) {
        Scenario now = sim.settings();
        sim.knobs().change(KnobSection.BQL, now.withBql(bql), false);
    }

    /** The doorbell policy and its dispatch limit. */
    static void doorbell(Simulation sim, DoorbellMode mode, int dispatchLimit) {
        nic(sim, sim.settings().nic().withDoorbell(mode, dispatchLimit));
    }

    /** Interrupt coalescing ({@code ethtool -C tx-usecs ... tx-frames ...}). */
    static void coalescing(Simulation sim, long txUsecsNs, int txFrames) {
        nic(sim, sim.settings().nic().withTxUsecsNs(txUsecsNs).withTxFrames(txFrames));
    }

    /** TSO and GSO ({@code ethtool -K}). */
    static void offloads(Simulation sim, boolean tso, boolean gso) {
        nic(sim, sim.settings().nic().withTso(tso).withGso(gso));
    }

    private static void nic(Simulation sim, Nic nic) {
        sim.knobs().change(KnobSection.NIC, sim.settings().withNic(nic), false);
    }
}
