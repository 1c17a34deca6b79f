package org.ringside.views.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;

/** Which knobs two lanes set apart, from their two scenarios. */
class KnobDifferenceTest {
    private static final Scenario D = Scenario.defaults();

    @Test
    void oneScenarioTwiceDiffersInNothingEvenUnderAnotherName() {
        assertThat(KnobDifference.between(D, D)).isEmpty();
        assertThat(KnobDifference.between(D, D.withName("lane B"))).isEmpty();
    }

    @Test
    void eachTurnedKnobIsNamedByItsKeyInTheTablesOrder() {
        Scenario b = Knobs.get("nic.tso").set(D, 0);
        b = Knobs.get("nic.ring_size").set(b, 128);
        assertThat(KnobDifference.between(D, b)).containsExactly("nic.ring_size", "nic.tso");
        assertThat(KnobDifference.between(b, D)).as("either way round").containsExactly("nic.ring_size", "nic.tso");
    }

    @Test
    void otherFlowsAreOneDifference() {
        Scenario b = D.withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP), Flow.defaults(FlowKind.REQUEST_RESPONSE)));
        assertThat(KnobDifference.between(D, b)).containsExactly(Knobs.FLOWS);
    }
}
