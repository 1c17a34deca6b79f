package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class LinuxCommandsTest {

    @Test
    void theDefaultValueGivesTheTablesCommandWhereTheTableShowsTheDefault() {
        // These commands show an example value or the opposite of the default in the table.
        Set<String> examples = Set.of("nic.tso", "nic.gso", "nic.tx_checksum", "nic.dispatch_limit", "bql.mode",
                "bql.limit", "qdisc.fq.quantum", "qdisc.fq.initial_quantum", "qdisc.fq.maxrate", "nic.tx_queues", "qdisc.child");
        for (Knob k : Knobs.all()) {
            if (!examples.contains(k.key())) {
                assertThat(LinuxCommands.forValue(k, k.defaultValue())).as(k.key()).isEqualTo(k.linuxCommand());
            }
        }
    }

    @Test
    void theCommandCarriesTheValueInTheUnitItTakes() {
        assertThat(LinuxCommands.forValue(Knobs.get("nic.ring_size"), 128)).isEqualTo("ethtool -G eth0 tx 128");
        assertThat(LinuxCommands.forValue(Knobs.get("link.rate"), 100 * Units.MBIT))
                .isEqualTo("ethtool -s eth0 speed 100 duplex full autoneg off");
        assertThat(LinuxCommands.forValue(Knobs.get("nic.tx_usecs"), 250 * Units.US))
                .isEqualTo("ethtool -C eth0 tx-usecs 250");
        assertThat(LinuxCommands.forValue(Knobs.get("nic.tso"), 0)).isEqualTo("ethtool -K eth0 tso off");
        assertThat(LinuxCommands.forValue(Knobs.get("bql.hold_time"), 200 * Units.MS))
                .endsWith("echo 200 > /sys/class/net/eth0/queues/tx-0/byte_queue_limits/hold_time");
        assertThat(LinuxCommands.forValue(Knobs.get("nic.tx_clean_budget"), 32)).isEmpty();
        assertThat(LinuxCommands.forSettings(Knobs.get("bql.mode"), Scenario.defaults().withBql(Bql.fixed(6000))))
                .startsWith("echo 6000 > ").contains("limit_max; echo 6000 > ").endsWith("limit_min");
        // unlimited is the sysfs write; off is a driver without BQL, which no command gives
        Knob mode = Knobs.get("bql.mode");
        assertThat(LinuxCommands.forValue(mode, BqlMode.UNLIMITED.ordinal())).startsWith("echo max > ").endsWith("limit_min");
        assertThat(LinuxCommands.forValue(mode, BqlMode.OFF.ordinal())).isEmpty();
    }

    @Test
    void eachDriverGetsTheCommandItAccepts() {
        Knob usecs = Knobs.get("nic.tx_usecs");
        Knob budget = Knobs.get("nic.tx_clean_budget");
        // e1000 takes only rx-usecs, the throttle of its one interrupt, and has no work limit to set.
        assertThat(LinuxCommands.forValue(usecs, 250 * Units.US, NicDriver.E1000)).isEqualTo("ethtool -C eth0 rx-usecs 250");
        assertThat(LinuxCommands.forValue(budget, 0, NicDriver.E1000)).isEmpty();
        // igb and ixgbe: rx-usecs on the shared vector, tx-frames-irq for the clean-up's limit, a 0 ignored.
        assertThat(LinuxCommands.forValue(budget, 256, NicDriver.IXGBE)).isEqualTo("ethtool -C eth0 tx-frames-irq 256");
        assertThat(LinuxCommands.forValue(budget, 0, NicDriver.IGB)).isEmpty();
        assertThat(LinuxCommands.forValue(Knobs.get("nic.tx_frames"), 32, NicDriver.IXGBE)).isEmpty();
        // The generic NIC takes the mlx5-style settings.
        assertThat(LinuxCommands.forValue(usecs, 250 * Units.US, NicDriver.GENERIC)).isEqualTo("ethtool -C eth0 tx-usecs 250");
    }

    @Test
    void knobsThatMeanNothingWithTheOtherSettingsSayWhy() {
        Scenario d = Scenario.defaults();
        assertThat(KnobConditions.inactive(Knobs.get("bql.limit"), d)).contains("Only with bql.mode fixed.");
        assertThat(KnobConditions.inactive(Knobs.get("bql.limit_min"), d)).isEmpty();
        assertThat(KnobConditions.inactive(Knobs.get("nic.gso"), d)).get().asString().contains("nic.tso is on");
        assertThat(KnobConditions.inactive(Knobs.get("nic.dispatch_limit"), d)).isPresent();
        Scenario fixed = d.withBql(Bql.fixed(6000));
        assertThat(KnobConditions.inactive(Knobs.get("bql.limit"), fixed)).isEmpty();
        assertThat(KnobConditions.inactive(Knobs.get("bql.hold_time"), fixed)).isPresent();
    }

    @Test
    void aMultiqueueKnobHasACommandPerQueue() throws Exception {
        Scenario s = ScenarioLoader.fromString("nic: {driver: ixgbe, tx_queues: 4}\nqdisc: {kind: mq, child: fq_codel}\n"
                + "flows:\n  - kind: bulk_tcp\n", "mq");
        assertThat(LinuxCommands.forQueues(Knobs.get("bql.limit_max"), s)).hasSize(4)
                .last().asString().isEqualTo("echo 1879048192 > /sys/class/net/eth0/queues/tx-3/byte_queue_limits/limit_max");
        assertThat(LinuxCommands.forQueues(Knobs.get("qdisc.kind"), s)).containsExactly(
                "tc qdisc replace dev eth0 root handle 1: mq", "tc qdisc replace dev eth0 parent 1:1 fq_codel",
                "tc qdisc replace dev eth0 parent 1:2 fq_codel", "tc qdisc replace dev eth0 parent 1:3 fq_codel",
                "tc qdisc replace dev eth0 parent 1:4 fq_codel");
        assertThat(LinuxCommands.forQueues(Knobs.get("qdisc.target"), s)).element(1)
                .isEqualTo("tc qdisc replace dev eth0 parent 1:2 fq_codel target 5ms");
        // ixgbe takes combined channels only; e1000 has none to set.
        assertThat(LinuxCommands.forSettings(Knobs.get("nic.tx_queues"), s)).isEqualTo("ethtool -L eth0 combined 4");
        Scenario e1000 = ScenarioLoader.fromString("nic: {driver: e1000, tx_queues: 1}\nflows:\n  - kind: bulk_tcp\n", "e");
        assertThat(LinuxCommands.refusal(Knobs.get("nic.tx_queues"), e1000)).get().asString().contains("set_channels");
        assertThat(LinuxCommands.refusal(Knobs.get("nic.tx_queues"), s)).isEmpty();
    }

    @Test
    void aCpuMaskPastThe32ndIsGroupedAsSysfsWritesIt() {
        assertThat(LinuxCommands.cpuMask(1)).isEqualTo("1");
        assertThat(LinuxCommands.cpuMask(0)).isEqualTo("0");
        assertThat(LinuxCommands.cpuMask(1L << 33 | 1)).isEqualTo("2,00000001");
    }

    @Test
    void oneQueueGetsNoXpsWrite() {
        assertThat(LinuxCommands.xps(Scenario.defaults())).isEmpty();
    }
}
