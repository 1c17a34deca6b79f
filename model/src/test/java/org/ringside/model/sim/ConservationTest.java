package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioValidator;

/**
 * Over many random scenarios, checks after every single step that bytes are conserved, the ring's
 * descriptors and BQL's inflight match the packets in it, nothing goes negative and time never
 * goes back, including across knob changes made between steps (ring resets among them).
 */
class ConservationTest {
    private static final int STEPS = 15_000;

    static LongStream seeds() {
        return LongStream.range(1, 221);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyStepConservesBytesDescriptorsAndTime(long seed) {
        Scenario scenario = RandomScenarios.make(seed);
        Simulation sim = new Simulation(scenario);
        Random knobs = new Random(seed * 31 + 7);
        long last = 0;
        for (int i = 0; i < STEPS && sim.nextEventNs() <= scenario.durationNs(); i++) {
            String context = "seed " + seed + " step " + i;
            StepResult step = sim.step();
            assertThat(step.timeNs()).as("%s: time never goes back", context).isGreaterThanOrEqualTo(last);
            assertThat(step.sentence()).as(context).startsWith("t=");
            last = step.timeNs();
            Invariants.check(sim, context + " (" + step.sentence() + ")");
            if (knobs.nextInt(2000) == 0) {
                turnAKnob(sim, knobs);
                Invariants.check(sim, context + " after a knob change");
            }
        }
        RunSummary summary = sim.summary();
        assertThat(summary.totals().bytesOffered()).isEqualTo(summary.totals().bytesSent()
                + summary.totals().bytesDropped() + summary.totals().bytesInSystemAtEnd());
    }

    /** Changes one knob the way a student at the controls might, if the result is valid. */
    static void turnAKnob(Simulation sim, Random r) {
        Scenario now = sim.settings();
        Nic nic = now.nic();
        switch (r.nextInt(10)) {
            case 0:
                KnobsTogether.bql(sim, RandomScenarios.pick(r, Bql.off(), Bql.defaults(), Bql.fixed(3000)));
                break;
            case 1: {
                DoorbellMode mode = DoorbellMode.values()[r.nextInt(3)];
                int limit = mode == DoorbellMode.DISPATCH_LIMIT ? r.nextInt(20) : 0;
                if (valid(now.withNic(nic.withDoorbell(mode, limit)))) { // xmit_more only from 3.18
                    KnobsTogether.doorbell(sim, mode, limit);
                }
                break;
            }
            case 2:
                KnobsTogether.coalescing(sim, r.nextInt(200_000), 1 + r.nextInt(64));
                break;
            case 3: {
                boolean tso = r.nextBoolean();
                boolean gso = r.nextBoolean();
                if (valid(now.withNic(nic.withTso(tso).withGso(gso)))) {
                    KnobsTogether.offloads(sim, tso, gso);
                }
                break;
            }
            case 4: {
                int size = RandomScenarios.ringFor(nic, 8 + r.nextInt(400));
                sim.knobs().set("nic.ring_size", size);
                break;
            }
            case 5: {
                int mtu = RandomScenarios.pick(r, 576, 1500, 9000);
                if (valid(now.withNic(nic.withMtu(mtu)))) {
                    sim.knobs().set("nic.mtu", mtu);
                }
                break;
            }
            case 6:
                sim.knobs().set("nic.tx_clean_budget", 1 + r.nextInt(64));
                break;
            case 7:
                sim.knobs().set("qdisc.txqueuelen", 1 + r.nextInt(200));
                break;
            case 8: {
                // Any knob the table lets change while running, to any value in its own range: a
                // rejected value must leave the run exactly as it was.
                List<Knob> live = Knobs.all().stream().filter(k -> k.apply() != Knob.Apply.RESTART).toList();
                Knob k = live.get(r.nextInt(live.size()));
                long v = k.min() + (long) (r.nextDouble() * ((double) k.max() - k.min()));
                try {
                    sim.knobs().set(k, v);
                } catch (IllegalArgumentException rejected) {
                    assertThat(sim.settings()).as(rejected.getMessage()).isSameAs(now);
                }
                break;
            }
            default:
                // A rate the scenario's driver runs (ixgbe at most 10 Gbit/s, igb and e1000 1).
                long rate = RandomScenarios.pick(r, 10_000_000L, 1_000_000_000L, 25_000_000_000L);
                long fastest = sim.settings().nic().driver().maxLinkBps();
                sim.knobs().set("link.rate", fastest > 0 ? Math.min(rate, fastest) : rate);
                break;
        }
    }

    private static boolean valid(Scenario s) {
        return ScenarioValidator.firstProblem(s).isEmpty();
    }
}
