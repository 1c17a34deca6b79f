package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The commands that set the bottleneck's knobs on a Linux router's port, from their values. */
class PortCommandsTest {
    private static Scenario port(Bottleneck b) {
        return Scenario.defaults().withNetwork(new Network(b));
    }

    @Test
    void anEthernetSpeedIsEthtoolsAndTheBufferIsTheFifoOfItsUnit() {
        Scenario s = port(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL));
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.rate"), s))
                .containsExactly("ethtool -s eth1 speed 100 duplex full autoneg off");
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.buffer"), s))
                .containsExactly("tc qdisc replace dev eth1 root bfifo limit 1000000");
        Scenario packets = port(new Bottleneck(Units.GBIT, 0, 250, Aqm.DROPTAIL));
        assertThat(LinuxCommands.forSettings(Knobs.get("network.bottleneck.buffer_packets"), packets))
                .isEqualTo("tc qdisc replace dev eth1 root pfifo limit 250");
    }

    @Test
    void anotherRateIsShapedAndCodelCountsPackets() {
        Scenario s = port(new Bottleneck(30 * Units.MBIT, 1_000_000, 0, Aqm.CODEL, true));
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.rate"), s)).containsExactly(
                "tc qdisc replace dev eth1 root handle 1: tbf rate 30mbit burst 1514 latency 1s;"
                        + " tc qdisc replace dev eth1 parent 1:1 codel limit 660 target 5ms interval 100ms ecn");
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.aqm"), s))
                .containsExactly("tc qdisc replace dev eth1 root codel limit 660 target 5ms interval 100ms ecn");
    }

    @Test
    void withoutAPortThereIsNoCommand() {
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.rate"), Scenario.defaults())).isEmpty();
    }
}
