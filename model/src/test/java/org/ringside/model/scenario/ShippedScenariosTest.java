package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The scenarios shipped in assets/scenarios load, explain themselves and survive a round trip. */
class ShippedScenariosTest {

    static Stream<Path> shipped() throws IOException {
        try (Stream<Path> files = Files.list(RepoFiles.scenarios())) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    static Scenario load(String file) throws ScenarioException {
        return ScenarioLoader.fromFile(RepoFiles.scenarios().resolve(file));
    }

    @Test
    void theExpectedScenariosAreShipped() throws IOException {
        assertThat(shipped().map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(
                "default-1gbe.yaml", "linux-today-1gbe.yaml", "linux-today-10gbe-mq.yaml", "tsq-single-flow.yaml", "tsq-single-flow-3.3.yaml",
                "bql-paper-tso-on-bql-off.yaml", "bql-paper-tso-on-bql-on.yaml",
                "bql-paper-tso-off-bql-off.yaml", "bql-paper-tso-off-bql-on.yaml",
                "router-100mbit.yaml", "router-100mbit-bql-off.yaml", "pktgen-mmio-immediate.yaml", "pktgen-mmio-dispatch16.yaml",
                "voip-vs-bulk.yaml", "bql-unlimited-3.18.yaml", "saturated-10gbe.yaml", "saturated-100gbe.yaml", "nic-fifo-10gbe.yaml",
                "one-stream-100gbe.yaml", "four-streams-100gbe.yaml", "one-stream-zerocopy-100gbe.yaml",
                "fq-codel-vs-pfifo-100mbit.yaml", "pfifo-vs-fq-codel-100mbit.yaml", "fq-pacing-1gbe.yaml",
                "bottleneck-100mbit.yaml", "sharing-a-port.yaml");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void eachLoadsAndRoundTrips(Path file) throws ScenarioException {
        Scenario s = ScenarioLoader.fromFile(file);

        assertThat(ScenarioLoader.fromString(ScenarioWriter.toYaml(s), file.getFileName().toString())).isEqualTo(s);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void eachOpensWithACommentSayingWhatItShowsAndWhereTheFiguresComeFrom(Path file) throws IOException {
        List<String> header = Files.readAllLines(file).stream().takeWhile(l -> l.startsWith("#")).toList();
        String text = String.join("\n", header);

        assertThat(header).hasSizeGreaterThan(5);
        assertThat(text).contains("What it shows:").contains("Where the figures come from:");
    }

    @Test
    void theDefaultFileIsTheDefaultScenario() throws ScenarioException {
        assertThat(load("default-1gbe.yaml")).isEqualTo(Scenario.defaults());
    }

    @Test
    void theFourBqlPaperFilesDifferOnlyInTsoAndBql() throws ScenarioException {
        Scenario onOff = load("bql-paper-tso-on-bql-off.yaml");
        Scenario onOn = load("bql-paper-tso-on-bql-on.yaml");
        Scenario offOff = load("bql-paper-tso-off-bql-off.yaml");
        Scenario offOn = load("bql-paper-tso-off-bql-on.yaml");

        for (Scenario s : List.of(onOff, onOn, offOff, offOn)) {
            assertThat(s.link().rateBps()).isEqualTo(Units.GBIT);
            assertThat(s.nic().ringSize()).isEqualTo(1024);
            assertThat(s.nic().txUsecsNs()).as("e1000's bulk interrupt rate, 4000/s").isEqualTo(250 * Units.US);
            assertThat(s.qdisc().kind()).isEqualTo(QdiscKind.PFIFO_FAST);
            assertThat(s.flows()).containsExactly(
                    Flow.defaults(FlowKind.BULK_TCP).withName("streams").withCount(100).withRemoteRttNs(400_000),
                    Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr").withRequest(1)
                            .withPriority(Priority.INTERACTIVE).withRemoteRttNs(400_000));
        }
        assertThat(onOff.bql().mode()).isEqualTo(BqlMode.OFF);
        assertThat(onOn.bql().mode()).isEqualTo(BqlMode.AUTO);
        assertThat(onOn.nic().tso()).isTrue();
        assertThat(offOn.nic().tso()).isFalse();
        assertThat(offOn.nic().gso()).isFalse();
        assertThat(offOff.withName("").withBql(Bql.defaults())).isEqualTo(offOn.withName(""));
        assertThat(onOff.withName("").withBql(Bql.defaults())).isEqualTo(onOn.withName(""));
    }

    @Test
    void theRouterRunsAt100MbitWithTheHardBqlLimitOfTheNotes() throws ScenarioException {
        Scenario s = load("router-100mbit.yaml");

        assertThat(s.link().rateBps()).isEqualTo(100 * Units.MBIT);
        assertThat(s.nic().tso()).isFalse();
        assertThat(s.nic().gso()).isFalse();
        assertThat(s.nic().ringSize()).isEqualTo(64);
        assertThat(s.bql()).isEqualTo(Bql.fixed(6000));
    }

    @Test
    void theUntunedRouterHasTheDefaultRingAndNoBqlAndNothingElseChanged() throws ScenarioException {
        Scenario tuned = load("router-100mbit.yaml");
        Scenario untuned = load("router-100mbit-bql-off.yaml");

        assertThat(untuned.nic().ringSize()).isEqualTo(256);
        assertThat(untuned.bql().mode()).isEqualTo(BqlMode.OFF);
        assertThat(untuned.withName("").withNic(tuned.nic()).withBql(tuned.bql())).isEqualTo(tuned.withName(""));
    }

    @Test
    void theFqCodelPairDiffersOnlyInTheQdisc() throws ScenarioException {
        Scenario fq = load("fq-codel-vs-pfifo-100mbit.yaml");
        Scenario pfifo = load("pfifo-vs-fq-codel-100mbit.yaml");

        assertThat(fq.qdisc().kind()).isEqualTo(QdiscKind.FQ_CODEL);
        assertThat(fq.qdisc().fqCodel()).isEqualTo(FqCodel.defaults());
        assertThat(pfifo.qdisc().kind()).isEqualTo(QdiscKind.PFIFO_FAST);
        assertThat(pfifo.withName("").withQdisc(fq.qdisc())).isEqualTo(fq.withName(""));
        // Every flow in one band, so only fq_codel's flow queues set the RR flow apart.
        assertThat(fq.flows()).extracting(Flow::priority).containsOnly(Priority.BESTEFFORT);
    }

    @Test
    void theFqPacingStreamIsCappedAndRunsFqAtItsDefaults() throws ScenarioException {
        Scenario s = load("fq-pacing-1gbe.yaml");

        assertThat(s.qdisc().kind()).isEqualTo(QdiscKind.FQ);
        assertThat(s.qdisc().fq()).isEqualTo(Fq.defaults());
        assertThat(s.tcp().maxPacingRateBps()).isEqualTo(500 * Units.MBIT);
        assertThat(s.kernel().atLeast(LinuxHistory.EDT)).isTrue();
        assertThat(s.flows()).hasSize(1);
    }

    @Test
    void thePktgenPairDiffersOnlyInTheDoorbell() throws ScenarioException {
        Scenario immediate = load("pktgen-mmio-immediate.yaml");
        Scenario batched = load("pktgen-mmio-dispatch16.yaml");

        assertThat(immediate.link().rateBps()).isEqualTo(10 * Units.GBIT);
        assertThat(immediate.flows()).containsExactly(Flow.defaults(FlowKind.PKTGEN).withSize(60));
        assertThat(immediate.nic().doorbell()).isEqualTo(DoorbellMode.IMMEDIATE);
        assertThat(batched.nic().doorbell()).isEqualTo(DoorbellMode.DISPATCH_LIMIT);
        assertThat(batched.nic().dispatchLimit()).isEqualTo(16);
        assertThat(batched.withName("").withNic(immediate.nic())).isEqualTo(immediate.withName(""));
    }

    @Test
    void voipIsASmallInteractivePacketEveryTwentyMilliseconds() throws ScenarioException {
        Flow voip = load("voip-vs-bulk.yaml").flows().get(1);

        assertThat(voip).isEqualTo(Flow.defaults(FlowKind.UDP_CBR).withName("voip").withSize(200)
                .withIntervalNs(20 * Units.MS).withPriority(Priority.INTERACTIVE));
    }
}
