package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.lessons.expr.Evaluator;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

class KnobChangesTest {
    private final Scenario start = voipVsBulk();

    private static Scenario voipVsBulk() {
        try {
            return ScenarioLoader.fromString(ScenarioCatalog.shipped().text("voip-vs-bulk.yaml").orElseThrow(),
                    "voip-vs-bulk.yaml");
        } catch (ScenarioException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void knobsThatFollowTheKernelMoveWithItAndCountOnlyWhenSetAgainstIt() throws ScenarioException {
        String text = ScenarioCatalog.shipped().text("voip-vs-bulk.yaml").orElseThrow();
        Scenario onLinux36 = ScenarioLoader.fromString(text.replace("kernel: \"3.3\"", "kernel: \"3.6\""), "a.yaml");
        Scenario smallQueuesOff = ScenarioLoader.fromString(text.replace("kernel: \"3.3\"",
                "kernel: \"3.6\"\ntcp: { small_queues: false }"), "b.yaml");

        assertThat(KnobChanges.between(start, onLinux36)).containsExactly("kernel");
        assertThat(KnobChanges.between(onLinux36, smallQueuesOff)).containsExactly("tcp.small_queues");
    }

    @Test
    void theSameScenarioChangesNothing() {
        assertThat(KnobChanges.between(start, start)).isEmpty();
    }

    @Test
    void everyKnobOfTheTableIsSeenWhenItAloneChanges() {
        for (Knob k : Knobs.all()) {
            if (!k.bindsScenario()) {
                continue;
            }
            long other = k.get(start) == k.min() ? k.max() : k.min();
            Scenario now;
            try {
                now = k.set(start, other);
            } catch (IllegalArgumentException e) {
                continue; // a value the knob cannot hold at all (a hold time in parts of a ms)
            }
            assertThat(KnobChanges.between(start, now)).as(k.key()).contains(k.key());
        }
    }

    @Test
    void bqlModeFixedChangesTheLimitsItPins() {
        Scenario fixed = Knobs.get("bql.mode").set(start, Knobs.get("bql.mode").indexOf("fixed"));

        assertThat(KnobChanges.between(start, fixed)).first().isEqualTo("bql.mode");
        assertThat(KnobChanges.between(start, fixed)).allMatch(k -> k.startsWith("bql."));
    }

    @Test
    void flowsAreComparedByPlaceAndAnAddedFlowChangesEveryKnobItReads() {
        Flow first = start.flows().get(0);
        Scenario more = start.withFlows(List.of(first.withCount(first.count() + 1), start.flows().get(1)));
        assertThat(KnobChanges.between(start, more)).containsExactly("flows[].count");

        Scenario renamed = start.withFlows(List.of(first.withName("other"), start.flows().get(1)));
        assertThat(KnobChanges.between(start, renamed)).containsExactly("flows[].name");

        Scenario added = start.withFlows(List.of(first, start.flows().get(1), Flow.defaults(FlowKind.PKTGEN)));
        assertThat(KnobChanges.between(start, added))
                .containsExactly("flows[].kind", "flows[].name", "flows[].count", "flows[].size",
                        "flows[].wait_warn");
        assertThat(KnobChanges.between(added, start)).isEqualTo(KnobChanges.between(start, added));
    }

    @Test
    void aTaskIsMetOnlyWithinItsAllow() {
        Allow allow = new Allow(List.of("nic.ring_size", "qdisc.*"));
        Evaluator.Outcome holds = new Evaluator.Outcome(true, java.util.Map.of("pps", 1.0), null, null, List.of());
        Evaluator.Outcome fails = new Evaluator.Outcome(false, java.util.Map.of("pps", 1.0), null, null, List.of());

        assertThat(new Judgment(holds, allow.outside(List.of("nic.ring_size", "qdisc.txqueuelen"))).words())
                .isEqualTo("met");
        assertThat(new Judgment(fails, allow.outside(List.of("bql.mode"))).words()).isEqualTo("not met");
        Judgment other = new Judgment(holds, allow.outside(List.of("nic.ring_size", "bql.mode")));
        assertThat(other.verdict()).isEqualTo(Judgment.Verdict.REACHED_OUTSIDE_ALLOW);
        assertThat(other.met()).isFalse();
        assertThat(other.words()).isEqualTo("reached, but by changing bql.mode, which this task does not allow");
        assertThat(new Judgment(holds, allow.outside(List.of("bql.mode", "nic.tso", "cpu.doorbell"))).words())
                .isEqualTo("reached, but by changing bql.mode, nic.tso and cpu.doorbell, which this task does not allow");
    }

    @Test
    void aSectionAllowsItsKnobsOnlyAndTheWordsComeFromTheTable() {
        Allow bql = new Allow(List.of("bql.*"));

        assertThat(bql.permits("bql.hold_time")).isTrue();
        assertThat(bql.permits("nic.ring_size")).isFalse();
        assertThat(new Allow(List.of("flows[].*")).permits("flows[].size")).isTrue();
        assertThat(Allow.words()).contains("nic.ring_size", "flows[].size", "flows[].kind", "bql.*", "flows[].*", "kernel")
                .doesNotContain("name", "nic", "*");
        assertThat(Allow.problem("bql.hold_tme")).contains("bql.hold_tme is not a knob or a section, did you mean bql.hold_time?");
    }
}
