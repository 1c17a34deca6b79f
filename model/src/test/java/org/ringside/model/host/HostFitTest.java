package org.ringside.model.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;

/** The commands for a scenario imported from a host, with that host's file: only what it can set. */
class HostFitTest {

    private static List<String> lines(HostImport.Imported host, Scenario s, String iface) {
        return HostCommands.forScenario(s, iface, Optional.of(host));
    }

    private static List<String> commands(List<String> lines) {
        return lines.stream().filter(l -> !l.startsWith("#")).toList();
    }

    private static HostImport.Imported of(String fixture, String from, String to) throws Exception {
        String text = HostImportTest.fixture(fixture).replace(from, to);
        return HostImport.read(HostReport.parse(text, fixture), HostImport.defaultFlows());
    }

    @Test
    void whatTheHostRefusedOrNeverShowedIsAComment() throws Exception {
        HostImport.Imported wifi = HostImportTest.imported("iwlwifi-root.txt");
        List<String> lines = lines(wifi, wifi.scenario(), "wlp2s0");
        assertThat(commands(lines)).noneMatch(c -> c.startsWith("ethtool -G") || c.startsWith("ethtool -C")
                || c.startsWith("ethtool -s") || c.contains("xps_cpus") || c.contains("autoneg"));
        assertThat(lines).contains("# nic.ring_size 256: not set: on this host 'ethtool -g wlp2s0' failed (netlink error:"
                        + " Operation not supported), so its setting would fail too")
                .anyMatch(l -> l.startsWith("# link.rate 1Gbit: not set: the host's own was never read ('ethtool wlp2s0'"))
                .anyMatch(l -> l.startsWith("# nic.xps: not set: the host's xps_cpus were never read"));
        // Without the host's file every setting has its command, as before.
        assertThat(commands(HostCommands.forScenario(wifi.scenario(), "wlp2s0"))).anyMatch(c -> c.startsWith("ethtool -G"));
    }

    @Test
    void aToolTheHostLacksSetsNothing() throws Exception {
        HostImport.Imported host = HostImport.read(HostReport.parse(HostImportTest.fixture("igb-user.txt")
                .replaceAll("(?s)### tc -s qdisc show dev enp3s0\n.*?(?=### )",
                        "### tc -s qdisc show dev enp3s0\nsh: 1: tc: command not found\n"), "igb.txt"),
                HostImport.defaultFlows());
        List<String> lines = lines(host, host.scenario(), "enp3s0");
        assertThat(commands(lines)).noneMatch(c -> c.startsWith("tc ") || c.contains("default_qdisc"));
        assertThat(lines).anyMatch(l -> l.startsWith("# qdisc.child pfifo_fast: not set: on this host 'tc -s qdisc show"
                + " dev enp3s0' failed (sh: 1: tc: command not found)"));
    }

    @Test
    void autonegotiationIsLeftAloneUnlessTheSpeedChanges() throws Exception {
        HostImport.Imported host = HostImportTest.imported("ixgbe-root.txt");
        List<String> same = lines(host, host.scenario(), "ens1f0");
        assertThat(commands(same)).noneMatch(c -> c.startsWith("ethtool -s"));
        assertThat(same).contains("# link.rate 10Gbit: the host's own speed: autonegotiation is left alone");
        Scenario slower = Knobs.get("link.rate").set(host.scenario(), 1000 * Units.MBIT);
        assertThat(commands(lines(host, slower, "ens1f0"))).contains("ethtool -s ens1f0 speed 1000 duplex full autoneg off");
    }

    @Test
    void adaptiveModerationFollowsTheScenarioOnMlx5AndIsLeftOnIxgbeUnlessAnotherFixedValue() throws Exception {
        HostImport.Imported dim = HostImportTest.imported("mlx5-root.txt");
        List<String> kept = lines(dim, dim.scenario(), "p0");
        assertThat(commands(kept)).contains("ethtool -C p0 adaptive-tx on").noneMatch(c -> c.contains("tx-usecs"));
        assertThat(kept).contains("# nic.tx_usecs 16us: net_dim moves it while nic.adaptive_tx is on (mlx5's DIM)");
        Scenario fixed = Knobs.get("nic.tx_usecs").set(Knobs.get("nic.adaptive_tx").set(dim.scenario(), 0), 8 * Units.US);
        assertThat(commands(lines(dim, fixed, "p0"))).contains("ethtool -C p0 adaptive-tx off tx-usecs 8 tx-frames 32");

        HostImport.Imported off = of("mlx5-root.txt", "Adaptive RX: on  TX: on", "Adaptive RX: on  TX: off");
        assertThat(commands(lines(off, off.scenario(), "p0"))).contains("ethtool -C p0 adaptive-tx off tx-usecs 16 tx-frames 32");

        HostImport.Imported itr = of("ixgbe-root.txt", "rx-usecs: 50\n", "rx-usecs: 1\n");
        assertThat(commands(lines(itr, itr.scenario(), "ens1f0"))).noneMatch(c -> c.contains("rx-usecs"));
        Scenario fifty = Knobs.get("nic.tx_usecs").set(itr.scenario(), 50 * Units.US);
        assertThat(commands(lines(itr, fifty, "ens1f0"))).anyMatch(c -> c.startsWith("ethtool -C ens1f0 rx-usecs 50"));
    }

    @Test
    void aHostThatShowedEverythingGetsEveryCommand() throws Exception {
        HostImport.Imported host = HostImportTest.imported("e1000e-root.txt");
        assertThat(commands(lines(host, host.scenario(), "eno1"))).containsSubsequence(
                "ethtool -G eno1 tx 256", "ethtool -C eno1 rx-usecs 3", "ethtool -K eno1 tso on gso on tx on",
                "ip link set eno1 mtu 1500 gso_max_size 65536 txqueuelen 1000");
    }
}
