package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.FqCodel;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;
import org.ringside.model.scenario.Units;

/** {@link RuntimeKnobs#set} changes any knob the table lets change while running, and only those. */
class RuntimeKnobsTest {

    @Test
    void everyLiveKnobReachesTheRunningSimulation() {
        for (Knob k : Knobs.all()) {
            if (k.apply() == Knob.Apply.RESTART) {
                continue;
            }
            Simulation sim = running(k);
            long v = anotherValidValue(k, sim.settings());
            sim.knobs().set(k, v);
            assertThat(k.get(sim.settings())).as(k.key()).isEqualTo(v);
            sim.runUntil(sim.now() + Units.MS);
            Invariants.check(sim, k.key() + " = " + k.format(v));
        }
    }

    /** Flows start within the first millisecond: a TCP setting changed before then waits for them. */
    @Test
    void aPortsKnobSetToItsValueAgainWithoutAPortChangesNothing() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        sim.runUntil(Units.MS);
        sim.knobs().set("network.bottleneck.ecn", 0);
        sim.knobs().set("network.bottleneck.rate", 0);
        assertThat(sim.settings().network().present()).isFalse();
        sim.runUntil(2 * Units.MS);
        Invariants.check(sim, "a port's knob set again without a port");
    }

    @Test
    void aTcpKnobChangedBeforeTheFlowsStartTakesEffectWhenTheyDo() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        sim.knobs().set("tcp.small_queues", 0);
        sim.runUntil(5 * Units.MS);
        assertThat(sim.settings().tcp().smallQueues()).isFalse();
        assertThat(sim.snapshot().totals().frames()).isPositive();
        Invariants.check(sim, "tcp.small_queues = 0 at time 0");
    }

    @Test
    void aSlowerLinkSendsFewerBytes() {
        Simulation fast = new Simulation(Scenarios.bulkTcpNoOffloads());
        Simulation slow = new Simulation(Scenarios.bulkTcpNoOffloads());
        slow.knobs().set("link.rate", 100 * Units.MBIT);
        fast.runUntil(20 * Units.MS);
        slow.runUntil(20 * Units.MS);
        assertThat(slow.snapshot().totals().sentBytes()).isLessThan(fast.snapshot().totals().sentBytes() / 5);
    }

    @Test
    void aNewRingSizeResetsTheRing() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        sim.runUntil(50 * Units.MS);
        long dropsBefore = sim.snapshot().totals().ringDrops();
        sim.knobs().set("nic.ring_size", 128);
        assertThat(sim.snapshot().queue(0).ring().size()).isEqualTo(128);
        assertThat(sim.snapshot().totals().ringDrops()).isGreaterThan(dropsBefore);
        assertThat(sim.snapshot().queue(0).bql().inflight()).isZero();
    }

    @Test
    void turningBqlOffLetsTheRingFillUp() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        sim.runUntil(20 * Units.MS);
        assertThat(sim.snapshot().queue(0).bql().on()).isTrue();
        sim.knobs().set("bql.mode", BqlMode.OFF.ordinal());
        sim.runUntil(40 * Units.MS);
        assertThat(sim.snapshot().queue(0).bql().on()).isFalse();
        assertThat(sim.snapshot().queue(0).ring().count(org.ringside.model.driver.SlotState.FREE))
                .as("a full ring has fewer free slots than the driver wakes the queue at")
                .isLessThan(sim.settings().nic().wakeLevel());
    }

    @Test
    void knobsThatNeedANewRunAreRefusedByName() {
        Simulation sim = new Simulation(Scenario.defaults());
        for (Knob k : Knobs.all()) {
            if (k.apply() == Knob.Apply.RESTART && k.bindsScenario()) {
                assertThatThrownBy(() -> sim.knobs().set(k, k.defaultValue())).as(k.key())
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessage(k.key() + ": cannot change while running; it takes effect when the run"
                                + " restarts with the new value");
            }
        }
        assertThat(sim.settings()).isEqualTo(Scenario.defaults());
    }

    @Test
    void aBadValueNamesTheKnobAndChangesNothing() {
        Simulation sim = new Simulation(Scenario.defaults());
        sim.runUntil(Units.MS);
        Scenario before = sim.settings();
        assertThatThrownBy(() -> sim.knobs().set("nic.ring_size", 4))
                .hasMessage("nic.ring_size: 4 is out of range (allowed: 8 to 16384)");
        assertThatThrownBy(() -> sim.knobs().set("nic.ring_size", 1L << 40))
                .hasMessage("nic.ring_size: 1099511627776 is out of range (allowed: 8 to 16384)");
        assertThatThrownBy(() -> sim.knobs().set("nic.gso_max_size", 1000))
                .hasMessage("nic.gso_max_size: 1000 is below the MTU 1500 (allowed: 1500 to 65536)");
        assertThatThrownBy(() -> sim.knobs().set("nic.dispatch_limit", 16))
                .hasMessage("nic.dispatch_limit: 16 has no effect with doorbell xmit_more"
                        + " (allowed: 0, or doorbell: dispatch_limit)");
        assertThatThrownBy(() -> sim.knobs().set("bql.hold_time", 1_500_000))
                .hasMessageStartingWith("bql.hold_time: 1500us is not a whole number of milliseconds");
        assertThatThrownBy(() -> sim.knobs().set("nic.ring_sise", 128)).hasMessage("nic.ring_sise: no such knob");
        assertThat(sim.settings()).isSameAs(before);
        assertThat(sim.snapshot().queue(0).ring().size()).isEqualTo(256);
    }

    /** A simulation a millisecond in, where the knob is in effect (bql.limit needs mode fixed). */
    private static Simulation running(Knob k) {
        Scenario s = Scenarios.bulkTcpNoOffloads();
        if (k.key().equals("bql.limit")) {
            s = Knobs.get("bql.mode").set(s, BqlMode.FIXED.ordinal());
        }
        if (LinuxHistory.of(k.key()).isPresent()) {
            s = s.withKernel(Kernel.CURRENT); // 3.3 lacks every later value such a knob may take
        }
        if (k.key().equals("nic.dispatch_limit")) {
            s = Knobs.get("nic.doorbell").set(s, 1);
        }
        if (k.key().equals("nic.adaptive_tx")) {
            s = Knobs.get("nic.driver").set(s, NicDriver.MLX5.ordinal()); // the one driver with net_dim
        }
        // The port's keys need a port: a rate and one kind of buffer (CoDel for its ECN).
        if (k.key().startsWith("network.bottleneck.")) {
            s = s.withNetwork(new Network(k.key().endsWith("buffer_packets")
                    ? new Bottleneck(100 * Units.MBIT, 0, 100, Aqm.DROPTAIL)
                    : new Bottleneck(100 * Units.MBIT, 1_000_000, 0, k.key().endsWith("ecn") ? Aqm.CODEL : Aqm.DROPTAIL)));
        }
        Simulation sim = new Simulation(s);
        sim.runUntil(Units.MS);
        return sim;
    }

    /** A value other than the current one that the validator accepts. */
    private static long anotherValidValue(Knob k, Scenario now) {
        long current = k.get(now);
        // A stop or wake level needs a value between the other level and the ring's size.
        long low = k.min() + (k.max() - k.min()) / 64;
        for (long v : List.of(k.defaultValue() + k.step(), k.max(), k.min(), k.defaultValue(), current - k.step(), low,
                current + k.step())) {
            if (v != current && v >= k.min() && v <= k.max() && ScenarioValidator.problems(k.set(now, v)).isEmpty()) {
                return v;
            }
        }
        throw new AssertionError(k.key() + ": no other valid value to try");
    }

    @Test
    void aLiveQdiscKnobKeepsFqCodelsOwnSettings() {
        FqCodel own = new FqCodel(500, 64, 3000, 2 * Units.MS, 50 * Units.MS);
        Scenario s = Scenario.defaults().withQdisc(new Qdisc(QdiscKind.FQ_CODEL, 1000, 0).withFqCodel(own));
        Simulation sim = new Simulation(s);
        sim.knobs().set(Knobs.get("qdisc.drain_budget_bytes"), 3028);
        sim.knobs().set(Knobs.get("qdisc.txqueuelen"), 500);
        assertThat(sim.settings().qdisc().fqCodel()).isEqualTo(own);
        assertThat(sim.settings().qdisc().drainBudgetBytes()).isEqualTo(3028);
    }
}
