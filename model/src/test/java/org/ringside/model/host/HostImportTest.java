package org.ringside.model.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.BqlMode;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.ScenarioWriter;
import org.ringside.model.scenario.TcpCongestion;
import org.ringside.model.scenario.TxModeration;
import org.ringside.model.scenario.Units;

class HostImportTest {

    /** A fixture under test resources host/, written from the tools' documented formats. */
    static String fixture(String name) throws IOException {
        try (InputStream in = HostImportTest.class.getResourceAsStream("/host/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static HostImport.Imported imported(String name) throws Exception {
        return HostImport.read(HostReport.parse(fixture(name), name), HostImport.defaultFlows());
    }

    private static String notes(HostImport.Imported i) {
        return String.join("\n", i.notes().stream().map(Object::toString).toList());
    }

    @Test
    void e1000eAsRootWithTheOldRingFormat() throws Exception {
        HostImport.Imported i = imported("e1000e-root.txt");
        Scenario s = i.scenario();
        assertThat(s.kernel()).isEqualTo(new Kernel(5, 15));
        assertThat(s.nic().driver()).isEqualTo(NicDriver.E1000);
        assertThat(s.nic().ringSize()).isEqualTo(256);
        assertThat(s.nic().txUsecsNs()).isEqualTo(3 * Units.US);
        assertThat(s.link().rateBps()).isEqualTo(1000 * Units.MBIT);
        assertThat(s.qdisc().kind()).isEqualTo(QdiscKind.FQ_CODEL);
        assertThat(s.bql().mode()).isEqualTo(BqlMode.AUTO);
        assertThat(s.tcp().limitOutputBytes()).isEqualTo(1_048_576);
        assertThat(s.cpu().cpus()).isEqualTo(4);
        assertThat(s.flows()).hasSize(2);
        assertThat(notes(i)).contains("'driver: e1000e': e1000e is not modelled: e1000 is the closest")
                .contains("'RX:\\t\\t4096': the driver's limits")
                .doesNotContain("'TX:\\t\\t256'");
    }

    @Test
    void igbWithoutRootKeepsBqlAndSaysWhy() throws Exception {
        HostImport.Imported i = imported("igb-user.txt");
        Scenario s = i.scenario();
        assertThat(s.nic().driver()).isEqualTo(NicDriver.IGB);
        assertThat(s.nic().ringSize()).isEqualTo(512);
        assertThat(s.txQueues()).isEqualTo(4);
        assertThat(s.qdisc().kind()).isEqualTo(QdiscKind.MQ);
        assertThat(s.qdisc().child()).isEqualTo(QdiscKind.FQ_CODEL);
        assertThat(s.nic().txCleanBudget()).isEqualTo(128);
        assertThat(s.bql().mode()).isEqualTo(BqlMode.AUTO);
        assertThat(notes(i)).contains("hold_time: Permission denied': 'cat /sys/class/net/enp3s0/queues/tx-0/byte_queue_limits/hold_time'"
                        + " failed: nothing read from it")
                .contains("no queue's limit_min, limit_max and hold_time could be read (as root they can): bql.mode auto"
                        + " (the model's default) stands")
                .contains("'TCP data split:\\t\\tn/a': not a setting the model has");
    }

    @Test
    void ixgbeWithManyQueuesXpsAndAFixedLimit() throws Exception {
        HostImport.Imported i = imported("ixgbe-root.txt");
        Scenario s = i.scenario();
        assertThat(s.nic().driver()).isEqualTo(NicDriver.IXGBE);
        assertThat(s.txQueues()).isEqualTo(8);
        assertThat(s.nic().mtu()).isEqualTo(9000);
        assertThat(s.nic().tso()).isFalse();
        assertThat(s.nic().ringSize()).isEqualTo(1024);
        assertThat(s.nic().txUsecsNs()).isEqualTo(50 * Units.US);
        assertThat(s.nic().txCleanBudget()).isEqualTo(256);
        assertThat(s.link().rateBps()).isEqualTo(10 * Units.GBIT);
        assertThat(s.qdisc().child()).isEqualTo(QdiscKind.FQ);
        assertThat(s.qdisc().fq().maxrateBps()).isEqualTo(Units.GBIT);
        assertThat(s.bql().mode()).isEqualTo(BqlMode.FIXED);
        assertThat(s.bql().limit()).isEqualTo(30_000);
        assertThat(s.tcp().congestion()).isEqualTo(TcpCongestion.RENO);
        assertThat(s.tcp().wmemMax()).isEqualTo(8_388_608);
        // Every queue's limits and XPS map are the model's, so none of their lines is left.
        assertThat(notes(i)).doesNotContain("could not be read").doesNotContain("XPS").doesNotContain("differs");
    }

    @Test
    void mlx5CoreIsTheMlx5ProfileWithItsCoalescingAndBqlUnlimited() throws Exception {
        HostImport.Imported i = imported("mlx5-root.txt");
        Scenario s = i.scenario();
        assertThat(s.nic().driver()).isEqualTo(NicDriver.MLX5);
        assertThat(s.nic().moderation()).isEqualTo(TxModeration.EQE);
        assertThat(s.nic().txUsecsNs()).isEqualTo(16 * Units.US);
        assertThat(s.nic().txFrames()).isEqualTo(32);
        assertThat(s.nic().adaptiveTx()).as("Adaptive RX: on  TX: on").isTrue();
        assertThat(s.nic().ringSize()).isEqualTo(1024);
        assertThat(s.txQueues()).isEqualTo(2);
        assertThat(s.bql().mode()).isEqualTo(BqlMode.UNLIMITED);
        assertThat(s.qdisc().txqueuelen()).isEqualTo(10_000);
        assertThat(notes(i)).doesNotContain("is not modelled: the generic NIC stands in")
                .doesNotContain("adaptive TX moderation")
                .contains("bbr is not modelled: tcp.congestion cubic (the model's default) stands")
                .contains("'TCP data split:\\t\\toff': not a setting the model has")
                .doesNotContain("xps_cpus");
        // mlx5 maps the CPUs of completion vector N to channel N, as the host's files show: the driver's map.
        assertThat(s.nic().xps().byHand()).isFalse();
    }

    @Test
    void adaptiveTxOffIsTakenAsTheFixedModerationItIs() throws Exception {
        String dump = fixture("mlx5-root.txt").replace("Adaptive RX: on  TX: on", "Adaptive RX: on  TX: off");
        HostImport.Imported i = HostImport.read(HostReport.parse(dump, "mlx5-off.txt"), HostImport.defaultFlows());
        assertThat(notes(i)).doesNotContain("adaptive TX moderation").doesNotContain("Adaptive RX");
        assertThat(i.scenario().nic().adaptiveTx()).isFalse();
    }

    @Test
    void eachSettingTakenNamesItsValueAndTheCommandItCameFrom() throws Exception {
        HostImport.Imported i = imported("mlx5-root.txt");
        assertThat(i.taken()).extracting(Object::toString).contains("kernel 6.18 — uname -r",
                "nic.driver mlx5 — ethtool -i enp65s0f0np0", "nic.ring_size 1024 — ethtool -g enp65s0f0np0",
                "nic.tx_frames 32 — ethtool -c enp65s0f0np0", "qdisc.txqueuelen 10000 — ip -d link show enp65s0f0np0");
        // In the file's order, each from a line of its command's output.
        assertThat(i.taken()).isSortedAccordingTo(java.util.Comparator.comparingInt(HostImport.Taken::line));
        HostReport report = HostReport.parse(fixture("mlx5-root.txt"), "mlx5-root.txt");
        assertThat(i.taken()).allSatisfy(t -> assertThat(report.commandAt(t.line())).isEqualTo(t.command()).isNotEmpty());
        assertThat(i.hostDriver()).isEqualTo("mlx5_core");
        // The scenario file keeps the host's driver where nic.driver cannot name it.
        assertThat(i.yaml()).doesNotContain("The host's driver");
        assertThat(imported("virtio-user.txt").yaml()).contains("# The host's driver: virtio_net is not modelled");
        assertThat(imported("igb-user.txt").yaml()).doesNotContain("The host's driver");
        // A value the defaults have already is taken too: the host has it.
        assertThat(imported("e1000e-root.txt").taken()).extracting(HostImport.Taken::key).contains("nic.tso");
    }

    @Test
    void theLinesLeftAreTheNotesAsStandardErrorListsThem() throws Exception {
        HostImport.Imported i = imported("igb-user.txt");
        assertThat(i.left()).hasSameSizeAs(i.notes()).allSatisfy(l -> assertThat(l).startsWith("igb-user.txt:"));
        assertThat(i.left()).last().asString().startsWith("igb-user.txt: no queue's limit_min");
        assertThat(i.yaml()).startsWith("# Made by 'ringside import' from igb-user.txt:");
        assertThat(ScenarioLoader.fromString(i.yaml(), "igb.yaml")).isEqualTo(i.scenario());
    }

    @Test
    void anXpsMaskWiderThanTheCpusKeepsThoseInRange() throws Exception {
        String text = fixture("ixgbe-root.txt").replace("tx-1/xps_cpus\n2\n", "tx-1/xps_cpus\n1,00000306\n");
        HostImport.Imported i = HostImport.read(HostReport.parse(text, "wide.txt"), HostImport.defaultFlows());
        assertThat(i.scenario().nic().xps().cpuMasks()).containsExactly(Map.entry(1, 6L));
        assertThat(notes(i)).contains("'1,00000306': CPUs from 8 on are past the scenario's cpus (8): dropped");
    }

    @Test
    void sixtyFourCpusTakeAMaskOfEveryCpuWholly() throws Exception {
        String text = fixture("ixgbe-root.txt").replace("### nproc\n8\n", "### nproc\n64\n")
                .replace("tx-1/xps_cpus\n2\n", "tx-1/xps_cpus\nffffffff,ffffffff\n");
        HostImport.Imported i = HostImport.read(HostReport.parse(text, "big.txt"), HostImport.defaultFlows());
        assertThat(i.scenario().nic().xps().cpuMasks()).containsExactly(Map.entry(1, -1L));
        assertThat(notes(i)).doesNotContain("past the scenario's cpus");
    }

    @Test
    void virtioWithoutCoalescingOrSpeed() throws Exception {
        HostImport.Imported i = imported("virtio-user.txt");
        Scenario s = i.scenario();
        assertThat(s.nic().driver()).isEqualTo(NicDriver.GENERIC);
        assertThat(s.qdisc().kind()).isEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(s.tcp().limitOutputBytes()).isEqualTo(1_048_576);
        assertThat(notes(i)).contains("virtio_net is not modelled")
                .contains("'Speed: Unknown!': no speed the driver knows: link.rate 1Gbit (the model's default) stands")
                .contains("'netlink error: Operation not supported': 'ethtool -c ens3' failed: nothing read from it")
                .contains("\n'ethtool -c ens3' failed (netlink error: Operation not supported): nic.tx_usecs 100us"
                        + " (the model's default)");
        assertThat(i.unread()).containsEntry("nic.tx_usecs", "'ethtool -c ens3' failed (netlink error: Operation not supported)");
    }

    @Test
    void aWifiDriverWithNoqueue() throws Exception {
        HostImport.Imported i = imported("iwlwifi-root.txt");
        Scenario s = i.scenario();
        assertThat(s.nic().driver()).isEqualTo(NicDriver.GENERIC);
        // mac80211's four queues get mq, as Linux would give them without IFF_NO_QUEUE.
        assertThat(s.txQueues()).isEqualTo(4);
        assertThat(s.qdisc().kind()).isEqualTo(QdiscKind.MQ);
        assertThat(notes(i)).contains("a Wi-Fi driver").contains("noqueue is not modelled (no qdisc");
        // Nothing the host did not show is said to be the host's.
        assertThat(notes(i)).contains("'net.core.default_qdisc = fq_codel': tc showed no child of mq: qdisc.child"
                        + " pfifo_fast (the model's default) stands")
                .doesNotContain("as tc shows them")
                .contains("\n'ethtool wlp2s0' printed no such setting: link.rate 1Gbit (the model's default) (a Wi-Fi link"
                        + " has no wire's rate: the radio's changes with the signal)")
                .contains("\n'ethtool -g wlp2s0' failed (netlink error: Operation not supported): nic.ring_size 256");
    }

    @Test
    void aTruncatedFileGivesWhatItHasAndNamesWhatIsMissing() throws Exception {
        HostImport.Imported i = imported("ixgbe-truncated.txt");
        assertThat(i.scenario().nic().driver()).isEqualTo(NicDriver.IXGBE);
        assertThat(i.scenario().nic().ringSize()).isEqualTo(1024);
        assertThat(notes(i)).contains("no 'tc -s qdisc show' in the file: qdisc.kind pfifo_fast (the model's default)")
                .contains("no byte_queue_limits files were listed");
    }

    @Test
    void everyImportWritesAScenarioThatLoadsBack() throws Exception {
        for (String name : List.of("e1000e-root.txt", "igb-user.txt", "ixgbe-root.txt", "mlx5-root.txt", "virtio-user.txt",
                "iwlwifi-root.txt", "ixgbe-truncated.txt")) {
            Scenario s = imported(name).scenario();
            assertThat(ScenarioLoader.fromString(ScenarioWriter.toYaml(s), name)).as(name).isEqualTo(s);
        }
    }

    @Test
    void aFileThatIsNotSuchAnOutputNamesItsLine() {
        assertThatThrownBy(() -> HostReport.parse("\nname: a scenario\n### uname -r\n", "x.yaml"))
                .isInstanceOf(HostReportException.class).hasMessageStartingWith("x.yaml:2: expected '### ' and a command");
        assertThatThrownBy(() -> HostReport.parse("", "empty.txt")).hasMessageStartingWith("empty.txt:1: no '### COMMAND'");
        assertThatThrownBy(() -> HostReport.parse("### uname -r\n6.1\n###\n", "h.txt")).hasMessageStartingWith("h.txt:3:");
    }

    @Test
    void aNoteShowsTheHostFilesLineEscaped() {
        HostImport.Note note = new HostImport.Note(3, "  eth0\u001b[2J\u202E txqueuelen ", "not used");

        assertThat(note.toString()).isEqualTo("3: 'eth0\\e[2J\\u202E txqueuelen': not used");
    }

    @Test
    void aToolTheHostLacksIsAFailureAndItsSettingsTheDefaults() throws Exception {
        String text = fixture("igb-user.txt").replaceAll("(?s)### tc -s qdisc show dev enp3s0\n.*?(?=### )",
                "### tc -s qdisc show dev enp3s0\nsh: 1: tc: command not found\n");
        HostImport.Imported i = HostImport.read(HostReport.parse(text, "no-tc.txt"), HostImport.defaultFlows());
        assertThat(notes(i)).contains("'sh: 1: tc: command not found': 'tc -s qdisc show dev enp3s0' failed")
                .doesNotContain("a counter")
                .contains("'tc -s qdisc show dev enp3s0' failed (sh: 1: tc: command not found): qdisc.kind mq (set from line")
                .contains("; qdisc.child pfifo_fast (the model's default)");
        assertThat(i.scenario().qdisc().child()).isEqualTo(QdiscKind.PFIFO_FAST);
    }

    @Test
    void aValueOutOfRangeBesideOneTakenIsSaid() throws Exception {
        String text = fixture("ixgbe-root.txt").replace(" mtu 9000 ", " mtu 70000 ");
        HostImport.Imported i = HostImport.read(HostReport.parse(text, "big-mtu.txt"), HostImport.defaultFlows());
        assertThat(i.scenario().nic().mtu()).isEqualTo(1500);
        assertThat(i.leftThatMatter()).anySatisfy(l -> assertThat(l).contains("mtu 70000").contains("nic.mtu: ")
                .endsWith("nic.mtu 1500 (the model's default) stands"));
    }

    @Test
    void ixgbesRxUsecsOneIsItsAdaptiveModeration() throws Exception {
        String text = fixture("ixgbe-root.txt").replace("rx-usecs: 50\n", "rx-usecs: 1\n");
        HostImport.Imported i = HostImport.read(HostReport.parse(text, "itr.txt"), HostImport.defaultFlows());
        assertThat(i.adaptive()).isTrue();
        assertThat(i.scenario().nic().txUsecsNs()).isEqualTo(Scenario.defaults().nic().txUsecsNs());
        assertThat(notes(i)).contains("'rx-usecs: 1': rx-usecs 1 is ixgbe's adaptive ITR (ixgbe_set_coalesce)");
        assertThat(imported("ixgbe-root.txt").adaptive()).isFalse();
        // mlx5's DIM is modelled: the scenario's nic.adaptive_tx, not a moderation left adaptive.
        assertThat(imported("mlx5-root.txt").adaptive()).isFalse();
    }

    @Test
    void onlyTheQueueFilesThatDifferAreSaidToDiffer() throws Exception {
        String text = fixture("ixgbe-root.txt").replace("tx-3/byte_queue_limits/limit_max\n30000\n",
                "tx-3/byte_queue_limits/limit_max\n40000\n");
        HostImport.Imported i = HostImport.read(HostReport.parse(text, "d.txt"), HostImport.defaultFlows());
        assertThat(i.notes()).filteredOn(n -> n.reason().contains("differs")).singleElement()
                .satisfies(n -> assertThat(n.text()).isEqualTo("40000"));
    }

    @Test
    void theLinesThatAreNoSettingAreSetApart() throws Exception {
        HostImport.Imported i = imported("ixgbe-root.txt");
        assertThat(i.left().size()).isGreaterThan(100);
        assertThat(i.leftThatMatter()).isEmpty();
        assertThat(i.notes()).filteredOn(n -> !n.matters()).extracting(HostImport.Note::reason)
                .contains("a counter, not a setting", "the receive side is not modelled", "not a setting the model has");
    }

    @Test
    void aFileCutOffSaysWhereAndTakesNothingFromTheCutLine() throws Exception {
        String text = fixture("ixgbe-root.txt");
        String cut = text.substring(0, text.indexOf("mtu 9000") + "mtu 90".length());
        HostImport.Imported i = HostImport.read(HostReport.parse(cut, "cut.txt"), HostImport.defaultFlows());
        assertThat(i.scenario().nic().mtu()).isEqualTo(1500);
        assertThat(i.leftThatMatter()).anySatisfy(l -> assertThat(l).matches("cut\\.txt:\\d+: '.*mtu 90': the file ends in"
                + " the middle of this line: it was cut off here, so the line is not read, and what the script prints"
                + " after it is missing"));
    }

    @Test
    void controlAndTextReversingCharactersFromTheFileAreEscapedEverywhere() throws Exception {
        String text = fixture("virtio-user.txt").replace("driver: virtio_net", "driver: virt\u001b[2J\u202Eio");
        HostImport.Imported i = HostImport.read(HostReport.parse(text, "evil\u001b]0;x\u0007.txt"), HostImport.defaultFlows());
        for (String line : i.left()) {
            assertThat(line).doesNotContain("\u001b", "\u202E", "\u0007");
        }
        String comments = String.join("\n", i.yaml().lines().filter(l -> l.startsWith("#")).toList());
        assertThat(comments).contains("virt\\e[2J\\u202Eio").doesNotContain("\u001b", "\u202E", "\u0007");
    }
}
