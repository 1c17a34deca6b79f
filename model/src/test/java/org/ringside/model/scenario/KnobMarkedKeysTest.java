package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which knobs two lanes mark as set apart, from their two scenarios. */
class KnobMarkedKeysTest {
    private static final Scenario D = Scenario.defaults();

    @Test
    void oneScenarioTwiceDiffersInNothingEvenUnderAnotherName() {
        assertThat(KnobDifference.markedKeys(D, D)).isEmpty();
        assertThat(KnobDifference.markedKeys(D, D.withName("lane B"))).isEmpty();
    }

    @Test
    void eachTurnedKnobIsNamedByItsKeyInTheTablesOrder() {
        Scenario b = Knobs.get("nic.tso").set(D, 0);
        b = Knobs.get("nic.ring_size").set(b, 128);
        assertThat(KnobDifference.markedKeys(D, b)).containsExactly("nic.ring_size", "nic.tso");
        assertThat(KnobDifference.markedKeys(b, D)).as("either way round").containsExactly("nic.ring_size", "nic.tso");
    }

    @Test
    void otherFlowsAreOneDifference() {
        Scenario b = D.withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP), Flow.defaults(FlowKind.REQUEST_RESPONSE)));
        assertThat(KnobDifference.markedKeys(D, b)).containsExactly(Knobs.FLOWS);
    }
}
