package org.ringside.views.compare;

import java.util.LinkedHashSet;
import java.util.Set;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;

/**
 * Which settings two lanes run with differently: what a comparison is about, so both lanes mark
 * them. The scenario-wide keys come from the model's {@link
 * org.ringside.model.scenario.KnobDifference}, which the command line prints too.
 */
public final class KnobDifference {
    private KnobDifference() {
    }

    /**
     * The keys of every knob whose value differs between {@code a} and {@code b}, in the table's
     * order, and {@link Knobs#FLOWS} when their flows differ. The name is no setting: two lanes of
     * one scenario named apart run alike.
     */
    public static Set<String> between(Scenario a, Scenario b) {
        Set<String> keys = new LinkedHashSet<>();
        for (org.ringside.model.scenario.KnobDifference d : org.ringside.model.scenario.KnobDifference.between(a, b)) {
            if (!d.key().startsWith(Knobs.FLOWS.replace("[]", ""))) {
                keys.add(d.key());
            }
        }
        // Any difference in the flows marks the flows section: a flow's own knobs are per entry.
        if (!a.flows().equals(b.flows())) {
            keys.add(Knobs.FLOWS);
        }
        return keys;
    }
}
