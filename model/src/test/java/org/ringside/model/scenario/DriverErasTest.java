package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The driver constants that follow the scenario's kernel, each at the release that changed it. */
class DriverErasTest {
    private static Scenario on(NicDriver d, String kernel) {
        Scenario s = Knobs.get("kernel").set(Scenario.defaults(), Kernel.releases().stream()
                .filter(k -> k.toString().equals(kernel)).findFirst().orElseThrow().index());
        return DriverChange.onDriver(s, d);
    }

    @ParameterizedTest(name = "e1000 on {0} stops below {1} free")
    @CsvSource({
            // e1000_maybe_stop_tx(netdev, tx_ring, MAX_SKB_FRAGS + 2), MAX_SKB_FRAGS 18 on 3.3
            "3.3, 20", "4.5, 20",
            // a4605fef7132: desc_needed = MAX_SKB_FRAGS + 7, MAX_SKB_FRAGS 17
            "4.6, 24", "6.18, 24"})
    void e1000sStopLevelFollowsTheKernel(String kernel, int stop) {
        assertThat(on(NicDriver.E1000, kernel).nic().stopDescs()).isEqualTo(stop);
    }

    @Test
    void movingAnE1000ScenarioToAnotherKernelMovesItsStopLevel() {
        Scenario old = on(NicDriver.E1000, "3.3");
        Scenario now = Knobs.get("kernel").set(old, Kernel.CURRENT.index());
        assertThat(now.nic().stopDescs()).isEqualTo(24);
        assertThat(Knobs.get("kernel").set(now, Kernel.FIRST.index()).nic().stopDescs()).isEqualTo(20);
    }

    @ParameterizedTest(name = "ixgbe on {0} takes rings up to {1}")
    @CsvSource({"3.3, 4096", "6.1, 4096", "6.2, 8192", "6.18, 8192"})
    void ixgbesLargestRingFollowsTheKernel(String kernel, int max) {
        Scenario s = on(NicDriver.IXGBE, kernel);
        assertThat(NicDriver.IXGBE.ringMax(s.kernel())).isEqualTo(max);
        assertThat(ScenarioValidator.problems(s.withNic(s.nic().withRingSize(max)))).isEmpty();
        assertThat(ScenarioValidator.problems(s.withNic(s.nic().withRingSize(max + 8))))
                .extracting(Problem::key).contains("nic.ring_size");
    }

    @Test
    void anIxgbeRingOf8192MovedTo61ShrinksAsEthtoolWouldMakeIt() {
        Scenario now = on(NicDriver.IXGBE, "6.18");
        now = now.withNic(now.nic().withRingSize(8192));
        Scenario old = Knobs.get("kernel").set(now, new Kernel(6, 1).index());
        assertThat(old.nic().ringSize()).isEqualTo(4096);
    }

    @Test
    void theFileOfA2011E1000ScenarioLeavesTheStopLevelToTheKernel() throws ScenarioException {
        Scenario old = on(NicDriver.E1000, "3.3");
        String yaml = ScenarioWriter.toYaml(old);
        assertThat(yaml).doesNotContain("stop_descs");
        assertThat(ScenarioLoader.fromString(yaml, "era.yaml").nic().stopDescs()).isEqualTo(20);
    }

    @ParameterizedTest(name = "e1000 rx-usecs {0}: refused {1}")
    @CsvSource({"0, false", "1, false", "2, true", "3, false", "4, false", "5, true", "9, true", "10, false",
            "100, false"})
    void e1000RefusesTheRxUsecsE1000SetCoalesceRefuses(int usecs, boolean refused) {
        Scenario s = on(NicDriver.E1000, "6.18");
        s = s.withNic(s.nic().withTxUsecsNs(usecs * Units.US));
        assertThat(ScenarioValidator.problems(s).stream().anyMatch(p -> p.key().equals("nic.tx_usecs")))
                .isEqualTo(refused);
        assertThat(NicDriver.IXGBE.refusesUsecs(usecs)).isFalse();
    }

    @ParameterizedTest(name = "igb rx-usecs {0}: refused {1}")
    @CsvSource({"1, false", "2, true", "3, false", "4, true", "9, true", "10, false"})
    void igbRefusesTheRxUsecsIgbSetCoalesceRefuses(int usecs, boolean refused) {
        assertThat(NicDriver.IGB.refusesUsecs(usecs)).isEqualTo(refused);
    }
}
