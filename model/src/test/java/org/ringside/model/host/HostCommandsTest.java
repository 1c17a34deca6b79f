package org.ringside.model.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;

class HostCommandsTest {

    private static Scenario load(String yaml) throws Exception {
        return ScenarioLoader.fromString(yaml + "flows:\n  - kind: bulk_tcp\n", "test");
    }

    @Test
    void aSingleQueueHostIsSetInAnOrderThatWorks() throws Exception {
        Scenario s = load("nic: {driver: e1000, ring_size: 256, tso: false, gso: false, mtu: 9000, tx_usecs: 3us}\n"
                + "qdisc: {kind: fq_codel, txqueuelen: 1000}\nbql: {limit_max: 30000}\n");
        List<String> lines = HostCommands.forScenario(s, "eth1");
        List<String> commands = lines.stream().filter(l -> !l.startsWith("#")).toList();
        assertThat(commands).containsSubsequence(
                "ethtool -G eth1 tx 256",
                "ethtool -C eth1 rx-usecs 3",
                "ethtool -K eth1 tso off gso off tx on",
                "ip link set eth1 mtu 9000 gso_max_size 65536 txqueuelen 1000",
                "sysctl -w net.ipv4.tcp_congestion_control=cubic",
                "tc qdisc replace dev eth1 root fq_codel limit 10240 flows 1024 quantum 1514 target 5ms interval 100ms",
                "echo 30000 > /sys/class/net/eth1/queues/tx-0/byte_queue_limits/limit_max");
        assertThat(String.join("\n", lines)).doesNotContain("eth0")
                .contains("# cpu.per_packet 300ns: the model's CPU cost, which no command sets")
                .contains("# nic.tx_frames 64: the driver refuses it, e1000 takes no tx-frames")
                .contains("remote RTT");
        assertThat(commands).noneMatch(c -> c.contains("xps_cpus"));
    }

    @Test
    void manyQueuesGetMqAChildAndTheFilesOfEachQueue() throws Exception {
        Scenario s = load("cpus: 4\nnic: {driver: ixgbe, tx_queues: 4}\nqdisc: {kind: mq, child: fq_codel}\n");
        List<String> commands = HostCommands.forScenario(s, HostCommands.DEFAULT_IFACE).stream()
                .filter(l -> !l.startsWith("#")).toList();
        assertThat(commands).containsSubsequence("ethtool -L eth0 combined 4",
                "sysctl -w net.core.default_qdisc=fq_codel",
                "tc qdisc replace dev eth0 root handle 1: mq",
                "tc qdisc replace dev eth0 parent 1:1 fq_codel limit 10240 flows 1024 quantum 1514 target 5ms interval 100ms",
                "tc qdisc replace dev eth0 parent 1:2 fq_codel limit 10240 flows 1024 quantum 1514 target 5ms interval 100ms",
                "tc qdisc replace dev eth0 parent 1:3 fq_codel limit 10240 flows 1024 quantum 1514 target 5ms interval 100ms",
                "tc qdisc replace dev eth0 parent 1:4 fq_codel limit 10240 flows 1024 quantum 1514 target 5ms interval 100ms",
                "echo 0 > /sys/class/net/eth0/queues/tx-3/byte_queue_limits/limit_min",
                "echo 1 > /sys/class/net/eth0/queues/tx-0/xps_cpus",
                "echo 8 > /sys/class/net/eth0/queues/tx-3/xps_cpus");
    }

    @Test
    void xpsSetByHandIsWrittenAndTheOtherQueuesKeepTheDriversMapOnTheInterfaceGiven() throws Exception {
        Scenario s = load("cpus: 4\nnic: {driver: ixgbe, tx_queues: 4, xps: {tx-0: [0, 1], tx-2: []}}\n"
                + "qdisc: {kind: mq}\n");
        List<String> commands = HostCommands.forScenario(s, "ens1f0").stream()
                .filter(l -> l.contains("xps_cpus")).toList();
        assertThat(commands).containsExactly(
                "echo 3 > /sys/class/net/ens1f0/queues/tx-0/xps_cpus",
                "echo 2 > /sys/class/net/ens1f0/queues/tx-1/xps_cpus",
                "echo 0 > /sys/class/net/ens1f0/queues/tx-2/xps_cpus",
                "echo 8 > /sys/class/net/ens1f0/queues/tx-3/xps_cpus");
    }

    @Test
    void theGenericNicsChannelsAreAComment() throws Exception {
        Scenario s = load("cpus: 2\nnic: {tx_queues: 2}\nqdisc: {kind: mq}\n");
        List<String> lines = HostCommands.forScenario(s, "ens3");
        assertThat(lines).noneMatch(l -> l.startsWith("ethtool -L"))
                .contains("# nic.tx_queues 2: 'ethtool -L ens3 combined 2' or 'ethtool -L ens3 tx 2', as the driver"
                        + " takes channels (virtio_net and mlx5_core take combined only)");
    }

    @Test
    void anInterfaceNameLinuxWouldRefuseIsRefused() {
        assertThat(HostCommands.ifaceProblem("wlp2s0")).isEmpty();
        assertThat(HostCommands.ifaceProblem("a/b")).isPresent();
        assertThatThrownBy(() -> HostCommands.forScenario(Scenario.defaults(), "way-too-long-a-name"))
                .hasMessageContaining("not an interface name");
    }
}
