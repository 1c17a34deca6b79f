package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KnobsTest {

    @Test
    void knobsAreFoundByTheirKeyPath() {
        Knob ring = Knobs.get("nic.ring_size");
        assertThat(ring.name()).isEqualTo("ring_size");
        assertThat(ring.section()).isEqualTo("nic");
        assertThat(ring.linuxCommand()).isEqualTo("ethtool -G eth0 tx 256");
        assertThat(Knobs.find("nic.ring_sise")).isEmpty();
        assertThatThrownBy(() -> Knobs.get("nope")).hasMessage("no knob nope");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = ';', value = {
        "link.rate; 1Mbit to 400Gbit",
        "nic.mtu; 68 to 9216",
        "nic.ring_size; 8 to 16384",
        "nic.max_desc_bytes; 256 to 65536",
        "nic.gso_max_size; 68 to 65536",
        "nic.tx_usecs; 0s to 10ms",
        "nic.tx_frames; 1 to 4096",
        "nic.tx_clean_budget; 0 to 16384",
        "nic.dispatch_limit; 0 to 256",
        "cpu.per_packet; 0s to 1ms",
        "bql.limit_max; 0 to 1879048192",
        "qdisc.txqueuelen; 1 to 100000",
        "sample_interval; 1us to 1s",
        "duration; 1us to 3600s",
        "flows[].count; 1 to 10000",
        "flows[].remote_rtt; 0s to 10s",
        "nic.doorbell; immediate, dispatch_limit, xmit_more",
        "bql.mode; auto, fixed, off, unlimited",
        "nic.tso; true, false"})
    void rangesFollowTheDesignDefaultsTable(String key, String allowed) {
        assertThat(Knobs.get(key).allowed()).isEqualTo(allowed);
    }

    @Test
    void theTableDefaultsAreTheRecordDefaults() {
        Scenario d = Scenario.defaults();
        Nic n = d.nic();
        assertThat(value("duration")).isEqualTo(d.durationNs());
        assertThat(value("seed")).isEqualTo(d.seed());
        assertThat(value("sample_interval")).isEqualTo(d.sampleIntervalNs());
        assertThat(value("link.rate")).isEqualTo(d.link().rateBps());
        assertThat(List.of(value("nic.ring_size"), value("nic.max_desc_bytes"), value("nic.mtu"),
                value("nic.gso_max_size"), value("nic.tx_usecs"), value("nic.tx_frames"), value("nic.tx_clean_budget"),
                value("nic.dispatch_limit"), value("nic.doorbell")))
                .containsExactly((long) n.ringSize(), (long) n.maxDescBytes(), (long) n.mtu(), (long) n.gsoMaxSize(),
                        n.txUsecsNs(), (long) n.txFrames(), (long) n.txCleanBudget(), (long) n.dispatchLimit(),
                        (long) n.doorbell().ordinal());
        assertThat(List.of(value("nic.tso"), value("nic.gso"), value("nic.tx_checksum"))).containsOnly(1L);
        assertThat(value("bql.mode")).isEqualTo(d.bql().mode().ordinal());
        assertThat(value("bql.limit_max")).isEqualTo(Bql.MAX_LIMIT);
        assertThat(value("bql.hold_time")).isEqualTo(d.bql().holdTimeMs() * Units.MS);
        assertThat(value("qdisc.txqueuelen")).isEqualTo(d.qdisc().txqueuelen());
        Cpu c = d.cpu();
        assertThat(List.of(value("cpu.per_packet"), value("cpu.per_segment"), value("cpu.doorbell"),
                value("cpu.per_completion"), value("cpu.pktgen_per_packet")))
                .containsExactly(c.perPacketNs(), c.perSegmentNs(), c.doorbellNs(), c.perCompletionNs(),
                        c.pktgenPerPacketNs());
        Flow udp = Flow.defaults(FlowKind.UDP_CBR);
        assertThat(value("flows[].remote_rtt")).isEqualTo(udp.remoteRttNs());
        assertThat(value("flows[].interval")).isEqualTo(udp.intervalNs());
        assertThat(value("flows[].size")).isEqualTo(udp.size());
        assertThat(value("flows[].priority")).isEqualTo(Priority.BESTEFFORT.ordinal());
    }

    @Test
    void choiceWordsAreTheEnumWordsInOrdinalOrder() {
        assertThat(Knobs.get("nic.doorbell").choices())
                .containsExactly(words(DoorbellMode.values()).toArray(String[]::new));
        assertThat(Knobs.get("bql.mode").choices()).containsExactly("auto", "fixed", "off", "unlimited");
        assertThat(BqlMode.values()).extracting(BqlMode::yamlName).containsExactly("auto", "fixed", "off", "unlimited");
        assertThat(QdiscKind.values()).extracting(QdiscKind::yamlName)
                .isEqualTo(Knobs.get("qdisc.kind").choices());
        assertThat(FlowKind.values()).extracting(FlowKind::yamlName)
                .isEqualTo(Knobs.get("flows[].kind").choices());
        assertThat(Priority.values()).extracting(Priority::yamlName)
                .isEqualTo(Knobs.get("flows[].priority").choices());
    }

    @Test
    void everyKnobHasAOneSentenceTooltipAndAPlausibleCommand() {
        for (Knob k : Knobs.all()) {
            assertThat(k.tooltip()).as(k.key()).endsWith(".").doesNotContain(". ").hasSizeLessThan(220);
            assertThat(Character.isUpperCase(k.tooltip().charAt(0))).as(k.key()).isTrue();
            if (k.hasLinuxCommand()) {
                assertThat(k.linuxCommand()).as(k.key()).matches("(ethtool|ip|tc|echo|iptables|netperf|sysctl) .*|uname -r");
            }
            assertThat(k.step()).as(k.key()).isPositive();
        }
    }

    @Test
    void theTopLevelKeysComeInTheDesignsOrder() {
        assertThat(Knobs.topLevelKeys()).containsExactly(
                "name", "duration", "seed", "kernel", "cpus", "link", "nic", "bql", "qdisc", "tcp", "receiver", "network", "sample_interval",
                "cpu", "flows");
    }

    @Test
    void eachFlowKindReadsOnlyTheKeysItUses() {
        assertThat(Knobs.flowKeys(FlowKind.BULK_TCP)).containsExactly("kind", "name", "count", "cpu", "zerocopy", "priority",
                "remote_rtt", "wait_warn");
        assertThat(Knobs.flowKeys(FlowKind.REQUEST_RESPONSE)).contains("request").doesNotContain("size");
        assertThat(Knobs.flowKeys(FlowKind.UDP_CBR)).contains("size", "interval").doesNotContain("remote_rtt");
        assertThat(Knobs.flowKeys(FlowKind.PKTGEN)).containsExactly("kind", "name", "count", "size", "wait_warn");
    }

    @Test
    void parseReadsUnitsAndChecksTheRange() {
        assertThat(Knobs.get("nic.tx_usecs").parse("250us")).isEqualTo(250_000L);
        assertThat(Knobs.get("nic.tso").parse("off")).isZero();
        assertThat(Knobs.get("nic.tso").parse("True")).isEqualTo(1);
        assertThat(Knobs.get("bql.mode").parse("false")).isEqualTo(BqlMode.OFF.ordinal());
        assertThatThrownBy(() -> Knobs.get("nic.ring_size").parse("4")).hasMessage("4 is out of range");
        assertThatThrownBy(() -> Knobs.get("nic.ring_size").parse("99999999999999999999999"))
                .hasMessage("99999999999999999999999 is out of range");
        assertThatThrownBy(() -> Knobs.get("qdisc.kind").parse("pfifo_fsat"))
                .hasMessage("unknown word pfifo_fsat, did you mean pfifo_fast?");
    }

    @Test
    void formatWritesWhatParseReads() {
        for (Knob k : Knobs.all()) {
            if (k.kind() != KnobKind.TEXT) {
                for (long v : new long[] {k.min(), k.max(), k.defaultValue()}) {
                    assertThat(k.parse(k.format(v))).as(k.key() + " " + v).isEqualTo(v);
                }
            }
        }
    }

    private static long value(String key) {
        return Knobs.get(key).defaultValue();
    }

    private static List<String> words(DoorbellMode[] modes) {
        return java.util.Arrays.stream(modes).map(DoorbellMode::yamlName).toList();
    }
}
