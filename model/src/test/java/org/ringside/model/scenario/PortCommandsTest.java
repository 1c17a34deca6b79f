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

    @Test
    void fqCodelAndCodelFollowTheirTargetAndInterval() {
        Bottleneck b = new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.FQ_CODEL).withTargetNs(2 * Units.MS)
                .withIntervalNs(50 * Units.MS);
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.target"), port(b))).containsExactly(
                "tc qdisc replace dev eth1 root fq_codel limit 10240 flows 1024 quantum 1514 target 2ms interval 50ms"
                        + " memory_limit 1000000 noecn");
        Bottleneck packets = new Bottleneck(100 * Units.MBIT, 0, 500, Aqm.FQ_CODEL, true);
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.interval"), port(packets))).containsExactly(
                "tc qdisc replace dev eth1 root fq_codel limit 500 flows 1024 quantum 1514 target 5ms interval 100ms"
                        + " memory_limit 33554432 ecn");
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.aqm"),
                port(b.withAqm(Aqm.CODEL)))).containsExactly(
                        "tc qdisc replace dev eth1 root codel limit 660 target 2ms interval 50ms");
    }

    @Test
    void redWritesTcsDefaultsOut() {
        Bottleneck b = new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.RED, true);
        // max = limit / 4, min = max / 3, burst = (2 min + max) / (3 avpkt) = 416666 / 3000.
        assertThat(LinuxCommands.forQueues(Knobs.get("network.bottleneck.red_min"), port(b))).containsExactly(
                "tc qdisc replace dev eth1 root red limit 1000000 min 83333 max 250000 avpkt 1000 burst 138"
                        + " probability 0.02 bandwidth 100mbit ecn");
    }
}
