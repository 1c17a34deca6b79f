package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** fq_codel's keys: read only with kind fq_codel, written only then, applied at a restart. */
class FqCodelKnobsTest {
    private static final String[] KEYS = {"qdisc.limit", "qdisc.flows", "qdisc.quantum", "qdisc.target",
        "qdisc.interval"};

    private static Scenario withKind(QdiscKind kind) {
        Scenario s = Scenario.defaults();
        return s.withQdisc(s.qdisc().withKind(kind));
    }

    @Test
    void theKeysAreGreyedOutUnlessTheKindIsFqCodelAndTxqueuelenIsTheOtherWayRound() {
        for (String key : KEYS) {
            assertThat(KnobConditions.inactive(Knobs.get(key), withKind(QdiscKind.PFIFO_FAST))).as(key)
                    .contains("Only with qdisc.kind fq_codel (or mq over it).");
            assertThat(KnobConditions.inactive(Knobs.get(key), withKind(QdiscKind.FQ_CODEL))).as(key).isEmpty();
            assertThat(Knobs.get(key).apply()).as(key).isEqualTo(Knob.Apply.RESTART);
        }
        assertThat(KnobConditions.inactive(Knobs.get("qdisc.txqueuelen"), withKind(QdiscKind.FQ_CODEL))).isPresent();
        assertThat(KnobConditions.inactive(Knobs.get("qdisc.txqueuelen"), withKind(QdiscKind.PFIFO))).isEmpty();
    }

    @Test
    void aPfifoFileDoesNotSpellThemOutAndAnFqCodelFileDoes() throws ScenarioException {
        assertThat(ScenarioWriter.toYaml(withKind(QdiscKind.PFIFO_FAST))).doesNotContain("quantum");
        Scenario fq = withKind(QdiscKind.FQ_CODEL);
        fq = fq.withQdisc(fq.qdisc().withFqCodel(fq.qdisc().fqCodel().withTargetNs(2 * Units.MS).withFlows(16)));
        String yaml = ScenarioWriter.toYaml(fq);
        assertThat(yaml).contains("kind: fq_codel").contains("target: 2ms").contains("flows: 16");
        assertThat(ScenarioLoader.fromString(yaml, "fq.yaml")).isEqualTo(fq);
    }

    @Test
    void theyReadFromAFileWithLinuxsDefaultsForWhatIsLeftOut() throws ScenarioException {
        Scenario s = ScenarioLoader.fromString("qdisc: { kind: fq_codel, quantum: 300, interval: 50ms }\n"
                + "flows: [ { kind: bulk_tcp } ]\n", "fq.yaml");
        assertThat(s.qdisc().fqCodel()).isEqualTo(new FqCodel(10_240, 1024, 300, 5 * Units.MS, 50 * Units.MS));
    }
}
