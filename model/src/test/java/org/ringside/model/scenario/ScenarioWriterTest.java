package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScenarioWriterTest {

    @Test
    void theDesignExampleIsWrittenInTheDesignsStyle() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString(ScenarioLoaderTest.DESIGN_EXAMPLE, "example.yaml");

        assertThat(ScenarioWriter.toYaml(s)).isEqualTo("""
                name: BQL on, TSO off, 100 bulk streams + one high-priority RR
                duration: 2s
                seed: 1
                kernel: "6.18"
                link: { rate: 1Gbit }
                nic: { driver: generic, ring_size: 1024, mtu: 1500, tso: false, gso: false, tx_checksum: true,
                       gso_max_size: 65536, tx_usecs: 100us, tx_frames: 64, doorbell: immediate, dispatch_limit: 0 }
                bql: { mode: auto, limit_min: 0, limit_max: 1879048192, hold_time: 1s }
                qdisc: { kind: pfifo_fast, txqueuelen: 1000, drain_budget_bytes: 0 }
                tcp: { wmem_max: 4194304, timestamps: true, congestion: cubic }
                sample_interval: 100us
                cpu: { per_packet: 300ns, per_segment: 100ns, doorbell: 10ns, per_completion: 10ns,
                       pktgen_per_packet: 60ns, per_interrupt: 1us, per_byte: 100ps }
                flows:
                  - { kind: bulk_tcp, count: 100, priority: besteffort, remote_rtt: 200us }
                  - { kind: request_response, name: rr, count: 1, priority: interactive, remote_rtt: 200us,
                      request: 1 }
                """);
    }

    @Test
    void theKnobsThatFollowTheDriverAreWrittenOnlyWhereTheyDifferFromIt() throws ScenarioException {
        Scenario e1000 = Knobs.get("nic.driver").set(Scenario.defaults().withName("e1000"), NicDriver.E1000.ordinal());
        e1000 = e1000.withNic(e1000.nic().withRingSize(1024).withTxCleanBudget(64));
        String yaml = ScenarioWriter.toYaml(e1000);

        assertThat(yaml).contains("nic: { driver: e1000, ring_size: 1024,").contains("tx_clean_budget: 64")
                .doesNotContain("max_desc_bytes").doesNotContain("stop_descs").doesNotContain("moderation");
        assertThat(ScenarioLoader.fromString(yaml, "e1000.yaml")).isEqualTo(e1000);
    }

    @Test
    void theKnobsThatFollowTheKernelAreWrittenOnlyWhereTheyDifferFromIt() throws ScenarioException {
        Scenario old = Knobs.get("kernel").set(Scenario.defaults(), new Kernel(3, 3).index());
        assertThat(ScenarioWriter.toYaml(old)).contains("kernel: \"3.3\"\n")
                .doesNotContain("small_queues").doesNotContain("doorbell: immediate");
        Scenario mixed = Knobs.get("tcp.small_queues").set(Knobs.get("kernel").set(Scenario.defaults(),
                new Kernel(3, 12).index()), 0);
        String yaml = ScenarioWriter.toYaml(mixed);
        assertThat(yaml).contains("tcp: { small_queues: false, wmem_max: 4194304, timestamps: true, congestion: cubic }");
        assertThat(ScenarioLoader.fromString(yaml, "mixed.yaml")).isEqualTo(mixed);
    }

    @Test
    void longMapsWrapBeforeTheWidthWithAlignedContinuationLines() {
        Scenario s = Scenario.defaults().withFlows(List.of(
                Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("a rather long name for a request-response flow")));
        List<String> lines = ScenarioWriter.toYaml(s).lines().toList();

        assertThat(lines).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(ScenarioWriter.WIDTH));
        assertThat(lines).contains("  - { kind: request_response, name: a rather long name for a request-response flow, count: 1,",
                "      priority: besteffort, remote_rtt: 100us, request: 1 }");
    }

    @Test
    void aFixedLimitIsWrittenAsLimitAlone() {
        String yaml = ScenarioWriter.toYaml(Scenario.defaults().withBql(Bql.fixed(6000)));
        assertThat(yaml).contains("bql: { mode: fixed, limit: 6000, hold_time: 1s }\n");
    }

    @Test
    void bqlOffIsWrittenAsTheWordOff() {
        assertThat(ScenarioWriter.toYaml(Scenario.defaults().withBql(Bql.off())))
                .contains("bql: { mode: off, limit_min: 0, limit_max: 1879048192, hold_time: 1s }\n");
    }

    @Test
    void eachFlowKindWritesOnlyItsOwnKeys() {
        Scenario s = Scenario.defaults().withFlows(List.of(
                Flow.defaults(FlowKind.UDP_CBR).withName("voip").withPriority(Priority.INTERACTIVE),
                Flow.defaults(FlowKind.PKTGEN)));
        assertThat(ScenarioWriter.toYaml(s)).endsWith("""
                flows:
                  - { kind: udp_cbr, name: voip, count: 1, priority: interactive, size: 200, interval: 20ms }
                  - { kind: pktgen, count: 1, size: 60 }
                """);
    }

    @ParameterizedTest
    @ValueSource(strings = {"yes", "off", "null", "12", "a: b", "# not a comment", "say \"hi\"", " padded ",
        "tab\there", "back\\slash", "{braces}", "-dash", "µs and 日本", "emoji \uD83D\uDE00", "a, b"})
    void namesThatLookLikeSomethingElseAreQuotedAndReadBack(String name) throws ScenarioException {
        Scenario s = Scenario.defaults().withName(name).withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP).withName(name)));
        String yaml = ScenarioWriter.toYaml(s);
        assertThat(ScenarioLoader.fromString(yaml, "names.yaml")).isEqualTo(s);
    }

    @Test
    void plainNamesStayPlain() {
        assertThat(ScenarioWriter.text("BQL on, TSO off", false)).isEqualTo("BQL on, TSO off");
        assertThat(ScenarioWriter.text("BQL on, TSO off", true)).isEqualTo("\"BQL on, TSO off\"");
        assertThat(ScenarioWriter.text("off", false)).isEqualTo("\"off\"");
    }

    @Test
    void anInvalidScenarioIsNotWritten() {
        Scenario s = Scenario.defaults().withNic(Nic.defaults().withRingSize(16));
        assertThatThrownBy(() -> ScenarioWriter.toYaml(s))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("nic.ring_size: 16 is below twice the stop level 18");
    }

    @Test
    void saveWritesThroughATemporaryFileAndLeavesNoneBehind(@TempDir Path dir) throws IOException, ScenarioException {
        Path file = dir.resolve("saved.yaml");
        Files.writeString(file, "old content");
        Scenario s = Scenario.defaults().withName("saved").withSeed(42);

        ScenarioWriter.save(s, file);

        assertThat(ScenarioLoader.fromFile(file)).isEqualTo(s);
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void aFailedSaveLeavesTheOldFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("keep.yaml");
        Files.writeString(file, "old content");
        Scenario bad = Scenario.defaults().withFlows(List.of());

        assertThatThrownBy(() -> ScenarioWriter.save(bad, file)).hasMessageStartingWith("flows: a scenario needs");
        assertThat(Files.readString(file)).isEqualTo("old content");
    }

    @Test
    void namesThatWouldColourOrReverseATerminalAreSavedAsEscapesAndReadBackTheSame() throws ScenarioException {
        String evil = "evil\u001b[31m\u202Ename";
        Scenario s = Scenario.defaults().withName(evil)
                .withFlows(List.of(Flow.defaults(FlowKind.REQUEST_RESPONSE).withName(evil)));

        String yaml = ScenarioWriter.toYaml(s);

        assertThat(yaml).doesNotContain("\u001b").doesNotContain("\u202E")
                .contains("name: \"evil\\u001B[31m\\u202Ename\"");
        assertThat(ScenarioLoader.fromString(yaml, "evil.yaml")).isEqualTo(s);
    }
}
