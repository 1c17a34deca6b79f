package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A pair file: A is the file, B the file with its compare block written over it. */
class ScenarioPairTest {
    private static final String A = """
            name: ring
            link: { rate: 100Mbit }
            nic: { ring_size: 1024, tso: false, gso: false }
            bql: { mode: fixed, limit: 6000 }
            flows:
              - { kind: bulk_tcp, name: streams, count: 4 }
              - { kind: request_response, name: rr, request: 1, priority: interactive }
            """;

    private static ScenarioPair pair(String yaml) throws ScenarioException {
        return ScenarioLoader.pairFromString(yaml, "lab.yaml").orElseThrow();
    }

    private static ScenarioException error(String yaml) {
        ScenarioException e = catchThrowableOfType(ScenarioException.class,
                () -> ScenarioLoader.pairFromString(yaml, "lab.yaml"));
        assertThat(e).as("no error for:\n" + yaml).isNotNull();
        return e;
    }

    @Test
    void aPlainScenarioHasNoPair() throws ScenarioException {
        assertThat(ScenarioLoader.pairFromString(A, "lab.yaml")).isEmpty();
    }

    @Test
    void bIsAWithTheCompareKeysWrittenOverItKeyByKey() throws ScenarioException {
        ScenarioPair p = pair(A + "compare: { name: small ring, nic: { ring_size: 64 } }\n");

        assertThat(p.a()).isEqualTo(ScenarioLoader.fromString(A, "lab.yaml"));
        assertThat(p.b().name()).isEqualTo("small ring");
        // A's other NIC keys stay: TSO and GSO are still off in B.
        assertThat(p.b().withName("ring").withNic(p.a().nic())).isEqualTo(p.a());
        assertThat(p.b().nic()).isEqualTo(p.a().nic().withRingSize(64));
        assertThat(p.differences()).containsExactly(new KnobDifference("nic.ring_size", "1024", "64"));
    }

    @Test
    void aPairFileReadAsAScenarioIsItsA() throws ScenarioException {
        String file = A + "compare: { nic: { ring_size: 64 } }\n";

        assertThat(ScenarioLoader.fromString(file, "lab.yaml")).isEqualTo(pair(file).a());
    }

    @Test
    void withoutANameBIsAsNameMarkedB() throws ScenarioException {
        assertThat(pair(A + "compare: { nic: { ring_size: 64 } }\n").b().name()).isEqualTo("ring (B)");
        assertThat(ScenarioLoader.bName("x".repeat(200))).hasSize(200).endsWith("x (B)");
    }

    @Test
    void aBqlModeReplacesAsBqlKeysSinceTheKeysDependOnTheMode() throws ScenarioException {
        ScenarioPair p = pair(A + "compare:\n  bql: { mode: \"off\" }\n");

        assertThat(p.b().bql().mode()).isEqualTo(BqlMode.OFF);
        assertThat(p.differences()).extracting(KnobDifference::key).first().isEqualTo("bql.mode");
    }

    @Test
    void aKernelInCompareSetsWhatFollowsItWhileAsOwnKeysStay() throws ScenarioException {
        ScenarioPair p = pair(A + "kernel: \"3.3\"\ncompare: { kernel: \"6.18\" }\n");

        assertThat(p.a().tcp().smallQueues()).isFalse();
        assertThat(p.b().tcp().smallQueues()).isTrue();
        assertThat(p.b().nic().ringSize()).isEqualTo(1024);
        assertThat(p.differences()).contains(new KnobDifference("kernel", "3.3", "6.18"));
    }

    @Test
    void flowsInCompareReplaceAsListAndDifferAsAWhole() throws ScenarioException {
        ScenarioPair p = pair(A + "compare:\n  flows: [ { kind: bulk_tcp, name: streams, count: 4 } ]\n");

        assertThat(p.b().flows()).hasSize(1);
        assertThat(p.differences()).containsExactly(new KnobDifference("flows", "2 entries", "1 entry"));
    }

    @Test
    void differencesNameFlowKnobsByIndexInTheFormatsUnits() {
        Scenario a = Scenario.defaults();
        Scenario b = a.withName("other").withFlows(List.of(a.flows().get(0).withRemoteRttNs(2 * Units.MS)))
                .withLink(new Link(10 * Units.GBIT));

        assertThat(KnobDifference.between(a, b)).containsExactly(
                new KnobDifference("link.rate", "1Gbit", "10Gbit"),
                new KnobDifference("flows[0].remote_rtt", Knobs.get("flows[].remote_rtt")
                        .format(a.flows().get(0).remoteRttNs()), "2ms"));
        assertThat(KnobDifference.between(a, a.withName("x"))).isEmpty();
        assertThat(new KnobDifference("nic.ring_size", "1024", "64")).hasToString("nic.ring_size 1024 → 64");
    }

    @Test
    void anUnknownKeyInsideCompareIsReportedAtItsLineUnderCompare() {
        ScenarioException e = error(A + "compare:\n  nic:\n    ring_sise: 64\n");

        assertThat(e.getMessage()).startsWith("lab.yaml:10: compare.nic.ring_sise: unknown key, did you mean ring_size?");
    }

    @Test
    void aBadValueInsideCompareIsReportedAtItsLineUnderCompare() {
        ScenarioException e = error(A + "compare:\n  link: { rate: 5 }\n");

        assertThat(e.line()).isEqualTo(9);
        assertThat(e.problem().key()).isEqualTo("compare.link.rate");
        assertThat(e.getMessage()).contains("(allowed: " + Knobs.get("link.rate").allowed() + ")");
    }

    @Test
    void aRuleBrokenOnlyByBIsNamedUnderCompare() {
        ScenarioException e = error(A + "compare: { bql: { limit_min: 9000 } }\n");

        assertThat(e.getMessage()).startsWith("lab.yaml:").contains(": compare.bql.limit_min: ");
    }

    @Test
    void compareMustBeAMapAndGivenOnce() {
        assertThat(error(A + "compare: 3\n").getMessage())
                .startsWith("lab.yaml:8: compare: expected a map of B's settings, got 3 (allowed: a map of name,");
        assertThat(error(A + "compare: {}\ncompare: {}\n").getMessage())
                .isEqualTo("lab.yaml:9: compare: given twice (first on line 8) (allowed: each key once)");
        assertThat(error(A + "compare: { compare: {} }\n").getMessage())
                .startsWith("lab.yaml:8: compare.compare: unknown key");
    }

    @Test
    void aBadKeyInAIsReportedAsInAPlainScenario() {
        ScenarioException e = error("nic: { ring_sise: 8 }\n" + A.substring(A.indexOf("flows")) + "compare: {}\n");

        assertThat(e.getMessage()).startsWith("lab.yaml:1: nic.ring_sise: unknown key");
    }
}
