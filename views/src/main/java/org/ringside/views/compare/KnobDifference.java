package org.ringside.views.compare;

import java.util.LinkedHashSet;
import java.util.Set;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Scenario;

/**
 * Which settings two lanes run with differently: what a comparison is about, so both lanes mark
 * them. Derived from the two scenarios alone, knob by knob from the knob table, so a knob added
 * to the table is compared without a word here.
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
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario() && k.get(a) != k.get(b)) {
                keys.add(k.key());
            }
        }
        if (!a.flows().equals(b.flows())) {
            keys.add(Knobs.FLOWS);
        }
        return keys;
    }
}
