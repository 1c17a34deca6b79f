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
        assertThat(notes(i)).contains("Permission denied': could not be read")
                .contains("no queue's limit_min, limit_max and hold_time could be read (as root they can)")
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
        assertThat(s.nic().moderation()).isEqualTo(NicDriver.Moderation.EQE);
        assertThat(s.nic().txUsecsNs()).isEqualTo(16 * Units.US);
        assertThat(s.nic().txFrames()).isEqualTo(32);
        assertThat(s.nic().ringSize()).isEqualTo(1024);
        assertThat(s.txQueues()).isEqualTo(2);
        assertThat(s.bql().mode()).isEqualTo(BqlMode.UNLIMITED);
        assertThat(s.qdisc().txqueuelen()).isEqualTo(10_000);
        assertThat(notes(i)).doesNotContain("is not modelled: the generic NIC stands in")
                .contains("adaptive TX moderation (DIM) is not modelled: the run keeps tx-usecs and tx-frames fixed")
                .contains("bbr is not modelled: congestion control is kept cubic")
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
                .contains("'Speed: Unknown!': no speed the driver knows: the link rate is kept")
                .contains("'netlink error: Operation not supported': 'ethtool -c ens3' failed: nothing to read");
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
    }

    @Test
    void aTruncatedFileGivesWhatItHasAndNamesWhatIsMissing() throws Exception {
        HostImport.Imported i = imported("ixgbe-truncated.txt");
        assertThat(i.scenario().nic().driver()).isEqualTo(NicDriver.IXGBE);
        assertThat(i.scenario().nic().ringSize()).isEqualTo(1024);
        assertThat(notes(i)).contains("no 'tc -s qdisc show' in the file: qdisc.kind pfifo_fast is kept")
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
}
