package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each knob's lens reads and writes its own value, and the records' defaults are the table's. */
class KnobLensTest {
    private static final Scenario BASE = Scenario.defaults();

    @Test
    void everyScalarKnobButTheNameIsBoundToTheScenario() {
        List<String> unbound = Knobs.all().stream()
                .filter(k -> !k.section().equals(Knobs.FLOWS) && !k.bindsScenario()).map(Knob::key).toList();
        assertThat(unbound).containsExactly("name");
    }

    @Test
    void everyPerFlowKnobButKindAndNameIsBoundToTheFlow() {
        List<String> unbound = Knobs.section(Knobs.FLOWS).stream().filter(k -> !k.bindsFlow()).map(Knob::key).toList();
        assertThat(unbound).containsExactly("flows[].kind", "flows[].name");
    }

    @Test
    void aScenarioLensGivesBackWhatItWasSetTo() {
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario()) {
                for (long v : new long[] {k.min(), k.max(), k.defaultValue()}) {
                    assertThat(k.get(k.set(BASE, v))).as(k.key() + " = " + v).isEqualTo(v);
                }
            }
        }
    }

    @Test
    void aScenarioLensChangesNoOtherKnobButWhereOneValueStandsForSeveral() {
        for (Knob k : Knobs.all()) {
            if (!k.bindsScenario()) {
                continue;
            }
            long other = k.defaultValue() == k.max() ? k.min() : k.max();
            Scenario changed = k.set(BASE, other);
            for (Knob j : Knobs.all()) {
                // bql.mode resets DQL's range; a kernel or a driver sets every knob that follows it.
                if (j != k && j.bindsScenario() && !k.key().equals("bql.mode")
                        && !(k.key().equals("kernel") && LinuxHistory.of(j.key()).isPresent())
                        && !(k.key().equals("nic.driver") && NicDriver.follows(j.key()))) {
                    assertThat(j.get(changed)).as(k.key() + " leaves " + j.key()).isEqualTo(j.get(BASE));
                }
            }
            assertThat(changed.flows()).isEqualTo(BASE.flows());
            assertThat(changed.name()).isEqualTo(BASE.name());
        }
    }

    @Test
    void aFlowLensGivesBackWhatItWasSetToForEveryKindThatReadsIt() {
        for (FlowKind kind : FlowKind.values()) {
            Flow f = Flow.defaults(kind);
            for (Knob k : Knobs.flowKnobs(kind)) {
                if (k.bindsFlow()) {
                    for (long v : new long[] {k.min(), k.max(), k.defaultValue()}) {
                        assertThat(k.get(k.set(f, v))).as(kind + " " + k.key() + " = " + v).isEqualTo(v);
                    }
                }
            }
        }
    }

    @Test
    void theRecordsDefaultsAreTheTablesDefaults() {
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario()) {
                assertThat(k.get(Scenario.defaults())).as(k.key()).isEqualTo(k.defaultValue());
            }
        }
        for (FlowKind kind : FlowKind.values()) {
            for (Knob k : Knobs.flowKnobs(kind)) {
                boolean pktgenSize = kind == FlowKind.PKTGEN && k.name().equals("size");
                if (k.bindsFlow() && !pktgenSize) {
                    assertThat(k.get(Flow.defaults(kind))).as(kind + " " + k.key()).isEqualTo(k.defaultValue());
                }
            }
        }
        assertThat(Flow.defaults(FlowKind.PKTGEN).size()).isEqualTo(Headers.PKTGEN_MIN_SIZE);
        assertThat(Flow.defaults(FlowKind.UDP_CBR).name()).isEqualTo("udp_cbr");
        assertThat(ScenarioValidator.problems(Scenario.defaults())).isEmpty();
    }

    @Test
    void modeFixedPinsBothLimitsToTheOneLimit() {
        Knob mode = Knobs.get("bql.mode");
        Knob limit = Knobs.get("bql.limit");
        Scenario fixed = limit.set(mode.set(BASE, BqlMode.FIXED.ordinal()), 6000);
        assertThat(fixed.bql()).isEqualTo(Bql.fixed(6000));
        assertThat(ScenarioValidator.problems(fixed)).isEmpty();

        Scenario auto = mode.set(fixed, BqlMode.AUTO.ordinal());
        assertThat(auto.bql()).as("leaving fixed gives DQL its whole range back").isEqualTo(Bql.defaults());
        assertThat(ScenarioValidator.problems(mode.set(fixed, BqlMode.OFF.ordinal()))).isEmpty();
    }

    @Test
    void leavingDispatchLimitModeClearsTheNumberOnlyThatModeCarries() {
        Knob doorbell = Knobs.get("nic.doorbell");
        Scenario batched = Knobs.get("nic.dispatch_limit")
                .set(doorbell.set(BASE, DoorbellMode.DISPATCH_LIMIT.ordinal()), 16);
        assertThat(batched.nic().dispatchLimit()).isEqualTo(16);
        Scenario xmitMore = doorbell.set(batched, DoorbellMode.XMIT_MORE.ordinal());
        assertThat(xmitMore.nic().dispatchLimit()).isZero();
        assertThat(ScenarioValidator.problems(xmitMore)).isEmpty();
    }

    @Test
    void aHoldTimeInPartsOfAMillisecondCannotBeHeld() {
        assertThatThrownBy(() -> Knobs.get("bql.hold_time").set(BASE, 1_500_000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("bql.hold_time: 1500us is not a whole number of milliseconds"
                        + " (allowed: 0s to 3600s in whole ms)");
    }

    @Test
    void eachKnobSaysHowAChangeReachesARun() {
        Set<String> ringResets = Set.of("nic.ring_size", "nic.mtu");
        Set<String> restarts = Set.of("name", "duration", "seed", "kernel", "cpus", "nic.driver", "nic.tx_queues", "nic.max_desc_bytes", "nic.bql_bytes",
                "nic.tx_checksum", "nic.fifo_bytes", "nic.dma_latency", "nic.completion",
                "qdisc.kind", "qdisc.child", "qdisc.bulk_dequeue", "qdisc.bql_aborts_list", "qdisc.limit", "qdisc.flows", "qdisc.quantum", "qdisc.target",
                "qdisc.interval", "qdisc.fq.quantum", "qdisc.fq.initial_quantum", "qdisc.fq.flow_limit", "qdisc.fq.limit",
                "qdisc.fq.maxrate", "qdisc.fq.horizon", "tcp.timestamps", "tcp.congestion", "tcp.ecn", "receiver.gro", "receiver.delayed_ack",
                "receiver.quickack", "receiver.per_byte", "receiver.rmem_max", "sample_interval");
        // The port's keys are live: a running port takes them as a router's does.
        for (Knob k : Knobs.all()) {
            Knob.Apply expected = ringResets.contains(k.key()) ? Knob.Apply.RESETS_RING
                    : restarts.contains(k.key()) || k.section().equals(Knobs.FLOWS)
                            ? Knob.Apply.RESTART
                    : Knob.Apply.LIVE;
            assertThat(k.apply()).as(k.key()).isEqualTo(expected);
        }
    }

    @Test
    void theFlowBoundsFollowTheHeaders() {
        assertThat(FlowBound.of(FlowKind.UDP_CBR, "size", 1500)).contains(new FlowBound(1, 1472, "MTU - 28"));
        assertThat(FlowBound.of(FlowKind.PKTGEN, "size", 1500)).contains(new FlowBound(60, 1514, "MTU + 14"));
        assertThat(FlowBound.of(FlowKind.REQUEST_RESPONSE, "request", 9000))
                .contains(new FlowBound(1, 8948, "MTU - 52"));
        assertThat(FlowBound.of(FlowKind.UDP_CBR, "interval", 1500)).isEmpty();
        assertThat(new FlowBound(1, 1472, "MTU - 28").problem(1473, "1473")).contains("1473 is above MTU - 28 = 1472");
        assertThat(new FlowBound(60, 1514, "MTU + 14").problem(59, "59")).contains("59 is out of range");
    }
}
