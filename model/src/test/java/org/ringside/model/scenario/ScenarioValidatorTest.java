package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The validator checks scenario values built in code, as a control panel would make them. */
class ScenarioValidatorTest {

    @Test
    void theDefaultsAreValid() {
        assertThat(ScenarioValidator.problems(Scenario.defaults())).isEmpty();
    }

    @Test
    void theGenericDriverStopsWhenOneLargestPacketMightNotFit() {
        // 2 + ceil(largest / max_desc_bytes): 18 with 64 KB TSO packets, 3 for a 1500-byte frame.
        assertThat(Nic.defaults().stopLevel()).isEqualTo(18);
        assertThat(Nic.defaults().withTso(false).stopLevel()).isEqualTo(3);
        assertThat(Nic.defaults().withTso(false).withMtu(9000).stopLevel()).isEqualTo(5);
        assertThat(Nic.defaults().withMaxDescBytes(256).stopLevel()).isEqualTo(258);
        assertThat(Nic.defaults().wakeLevel()).as("twice the stop level").isEqualTo(36);
    }

    @Test
    void aDriversRingRangeIsCheckedAndNamed() {
        Scenario e1000 = Scenario.defaults().withNic(Nic.defaults().withDriver(NicDriver.E1000).withStopDescs(24)
                .withWakeDescs(32));
        assertThat(ScenarioValidator.problems(e1000.withNic(e1000.nic().withRingSize(1000)))).isEmpty();
        assertThat(ScenarioValidator.problems(e1000.withNic(e1000.nic().withRingSize(1001))))
                .containsExactly(new Problem("nic.ring_size",
                        "1001 is not a ring size the e1000 driver accepts on Linux 6.18; ethtool -G would make it 1008",
                        "48 to 4096 in steps of 8"));
        assertThat(ScenarioValidator.problems(e1000.withNic(e1000.nic().withRingSize(8192)))).hasSize(1);
        assertThat(ScenarioValidator.problems(e1000.withNic(e1000.nic().withRingSize(40)))).hasSize(1);
    }

    @Test
    void aDriverMakesOfARequestedRingWhatItsSetRingparamDoes() {
        // ALIGN(clamp(size, min, max), 8)
        assertThat(NicDriver.E1000.nearestRing(100, Kernel.CURRENT)).isEqualTo(104);
        assertThat(NicDriver.E1000.nearestRing(20, Kernel.CURRENT)).isEqualTo(48);
        assertThat(NicDriver.E1000.nearestRing(9000, Kernel.CURRENT)).isEqualTo(4096);
        assertThat(NicDriver.IXGBE.nearestRing(50, Kernel.CURRENT)).isEqualTo(64);
        assertThat(NicDriver.GENERIC.nearestRing(100, Kernel.CURRENT)).isEqualTo(100);
        // Switching a ring of 100 to the e1000 keeps a run possible: the ring becomes 104.
        Scenario generic = Scenario.defaults().withNic(Nic.defaults().withRingSize(100));
        Scenario e1000 = Knobs.get("nic.driver").set(generic, NicDriver.E1000.ordinal());
        assertThat(e1000.nic().ringSize()).isEqualTo(104);
        assertThat(ScenarioValidator.problems(e1000)).isEmpty();
    }

    @Test
    void theRingMustHoldTwiceThatSoTheQueueCanWake() {
        Nic nic = Nic.defaults().withTso(false).withMaxDescBytes(256);
        assertThat(ScenarioValidator.problems(Scenario.defaults().withNic(nic.withRingSize(15))))
                .containsExactly(new Problem("nic.ring_size", "15 is below twice the stop level 8 (TSO off: 2 + ceil(mtu"
                        + " 1500 / max_desc_bytes 256)), so a stopped queue could never wake", "16 to 16384"));
        assertThat(ScenarioValidator.problems(Scenario.defaults().withNic(nic.withRingSize(16)))).isEmpty();
        assertThat(ScenarioValidator.problems(Scenario.defaults().withNic(Nic.defaults().withRingSize(36)))).isEmpty();
    }

    @Test
    void everyProblemIsListedNotOnlyTheFirst() {
        Scenario s = Scenario.defaults().withDurationNs(0).withLink(new Link(10))
                .withQdisc(new Qdisc(QdiscKind.PFIFO, 0, 0));

        assertThat(ScenarioValidator.problems(s)).extracting(Problem::toString).containsExactly(
                "duration: 0s is out of range (allowed: 1us to 3600s)",
                "link.rate: 10bit is out of range (allowed: 1Mbit to 400Gbit)",
                "qdisc.txqueuelen: 0 is out of range (allowed: 1 to 100000)");
    }

    @Test
    void aFixedBqlMustHaveEqualMinMaxAndLimit() {
        Bql odd = new Bql(BqlMode.FIXED, 0, 6000, 1000, 6000);
        assertThat(ScenarioValidator.firstProblem(Scenario.defaults().withBql(odd)))
                .contains(new Problem("bql.limit_min", "limit_min 0 and limit_max 6000 differ from limit 6000 in mode fixed",
                        "limit_min = limit_max = limit"));
    }

    @Test
    void aLimitOutsideModeFixedWouldBeLostSoItIsAProblem() {
        Bql auto = new Bql(BqlMode.AUTO, 0, Bql.MAX_LIMIT, 1000, 6000);
        assertThat(ScenarioValidator.firstProblem(Scenario.defaults().withBql(auto)).map(Problem::key)).contains("bql.limit");
    }

    @Test
    void flowSizesFollowTheMtu() {
        Scenario jumbo = Scenario.defaults().withNic(Nic.defaults().withMtu(9000))
                .withFlows(List.of(Flow.defaults(FlowKind.UDP_CBR).withSize(8972),
                        Flow.defaults(FlowKind.PKTGEN).withSize(9014)));
        assertThat(ScenarioValidator.problems(jumbo)).isEmpty();

        Scenario small = jumbo.withNic(Nic.defaults());
        assertThat(ScenarioValidator.problems(small)).extracting(Problem::toString).containsExactly(
                "flows[0].size: 8972 is above MTU - 28 = 1472 (allowed: 1 to 1472)",
                "flows[1].size: 9014 is above MTU + 14 = 1514 (allowed: 60 to 1514)");
    }

    @Test
    void fieldsAFlowsKindDoesNotUseAreNotChecked() {
        Flow bulk = Flow.defaults(FlowKind.BULK_TCP).withSize(0).withIntervalNs(0);
        assertThat(ScenarioValidator.problems(Scenario.defaults().withFlows(List.of(bulk)))).isEmpty();
    }

    @Test
    void namesMustBeOneLine() {
        assertThat(ScenarioValidator.firstProblem(Scenario.defaults().withName("two\nlines")))
                .contains(new Problem("name", "contains a line break", "1 to 200 characters on one line"));
        assertThat(ScenarioValidator.firstProblem(Scenario.defaults().withName("x".repeat(201))))
                .contains(new Problem("name", "has 201 characters", "1 to 200 characters on one line"));
    }

    @Test
    void requireValidThrowsTheFirstProblemAsOneLine() {
        Scenario s = Scenario.defaults().withNic(Nic.defaults().withDoorbell(DoorbellMode.IMMEDIATE, 4));
        assertThatThrownBy(() -> ScenarioValidator.requireValid(s))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("nic.dispatch_limit: 4 has no effect with doorbell immediate (allowed: 0, or doorbell: dispatch_limit)");
    }
}
