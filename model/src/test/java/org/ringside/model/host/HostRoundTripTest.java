package org.ringside.model.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A host's file imported, then the commands for the scenario: they set what the host had. */
class HostRoundTripTest {

    private static List<String> commands(String fixture, String iface) throws Exception {
        return HostCommands.forScenario(HostImportTest.imported(fixture).scenario(), iface).stream()
                .filter(l -> !l.startsWith("#")).toList();
    }

    @Test
    void e1000e() throws Exception {
        assertThat(commands("e1000e-root.txt", "eno1")).containsSubsequence(
                "ethtool -s eno1 speed 1000 duplex full autoneg off",
                "ethtool -G eno1 tx 256",
                "ethtool -C eno1 rx-usecs 3",
                "ethtool -K eno1 tso on gso on tx on",
                "ip link set eno1 mtu 1500 gso_max_size 65536 txqueuelen 1000",
                "sysctl -w net.ipv4.tcp_limit_output_bytes=1048576",
                "sysctl -w net.ipv4.tcp_wmem=\"4096 16384 4194304\"",
                "tc qdisc replace dev eno1 root fq_codel limit 10240 flows 1024 quantum 1514 target 5ms interval 100ms",
                "echo 0 > /sys/class/net/eno1/queues/tx-0/byte_queue_limits/limit_min",
                "echo 1879048192 > /sys/class/net/eno1/queues/tx-0/byte_queue_limits/limit_max",
                "echo 1000 > /sys/class/net/eno1/queues/tx-0/byte_queue_limits/hold_time");
    }

    @Test
    void igb() throws Exception {
        assertThat(commands("igb-user.txt", "enp3s0")).containsSubsequence(
                "ethtool -L enp3s0 combined 4",
                "ethtool -G enp3s0 tx 512",
                "ethtool -C enp3s0 rx-usecs 3 tx-frames-irq 128",
                "sysctl -w net.core.default_qdisc=fq_codel",
                "tc qdisc replace dev enp3s0 root handle 1: mq",
                "tc qdisc replace dev enp3s0 parent 1:4 fq_codel limit 10240 flows 1024 quantum 1514 target 5ms interval 100ms",
                "echo 0 > /sys/class/net/enp3s0/queues/tx-0/xps_cpus");
    }

    @Test
    void ixgbe() throws Exception {
        assertThat(commands("ixgbe-root.txt", "ens1f0")).containsSubsequence(
                "ethtool -L ens1f0 combined 8",
                "ethtool -s ens1f0 speed 10000 duplex full autoneg off",
                "ethtool -G ens1f0 tx 1024",
                "ethtool -C ens1f0 rx-usecs 50 tx-frames-irq 256",
                "ethtool -K ens1f0 tso off gso on tx on",
                "ip link set ens1f0 mtu 9000 gso_max_size 65536 txqueuelen 1000",
                "sysctl -w net.core.default_qdisc=fq",
                "sysctl -w net.ipv4.tcp_congestion_control=reno",
                "sysctl -w net.ipv4.tcp_limit_output_bytes=262144",
                "sysctl -w net.ipv4.tcp_wmem=\"4096 16384 8388608\"",
                "tc qdisc replace dev ens1f0 root handle 1: mq",
                "tc qdisc replace dev ens1f0 parent 1:8 fq quantum 3028 initial_quantum 15140 flow_limit 100 limit 10000"
                        + " maxrate 1gbit horizon 10s",
                "echo 30000 > /sys/class/net/ens1f0/queues/tx-7/byte_queue_limits/limit_max",
                "echo 30000 > /sys/class/net/ens1f0/queues/tx-7/byte_queue_limits/limit_min",
                "echo 80 > /sys/class/net/ens1f0/queues/tx-7/xps_cpus");
    }

    @Test
    void mlx5() throws Exception {
        assertThat(commands("mlx5-root.txt", "enp65s0f0np0")).containsSubsequence(
                "ethtool -s enp65s0f0np0 speed 25000 duplex full autoneg off",
                "ethtool -G enp65s0f0np0 tx 1024",
                "ethtool -C enp65s0f0np0 adaptive-tx on",
                "ip link set enp65s0f0np0 mtu 1500 gso_max_size 65536 txqueuelen 10000",
                "echo max > /sys/class/net/enp65s0f0np0/queues/tx-1/byte_queue_limits/limit_min");
        // mlx5_core takes channels as combined only.
        assertThat(commands("mlx5-root.txt", "enp65s0f0np0")).contains("ethtool -L enp65s0f0np0 combined 2");
    }

    @Test
    void virtio() throws Exception {
        assertThat(commands("virtio-user.txt", "ens3")).containsSubsequence(
                "ethtool -G ens3 tx 256",
                "sysctl -w net.ipv4.tcp_limit_output_bytes=1048576",
                "tc qdisc replace dev ens3 root pfifo_fast");
    }

    @Test
    void iwlwifi() throws Exception {
        assertThat(commands("iwlwifi-root.txt", "wlp2s0")).containsSubsequence(
                "ethtool -K wlp2s0 tso off gso on tx on",
                "tc qdisc replace dev wlp2s0 root handle 1: mq",
                "tc qdisc replace dev wlp2s0 parent 1:4 pfifo_fast");
    }
}
