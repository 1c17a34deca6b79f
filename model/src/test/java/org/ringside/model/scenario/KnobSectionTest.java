package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KnobSectionTest {
    @Test
    void everyKnobSitsInASectionAndEverySectionHasKnobs() {
        Set<KnobSection> used = EnumSet.noneOf(KnobSection.class);
        for (Knob k : Knobs.all()) {
            KnobSection s = KnobSection.of(k);
            assertThat(k.key()).as("%s in %s", k.key(), s).startsWith(s.key());
            used.add(s);
        }
        assertThat(used).containsExactlyInAnyOrder(KnobSection.values());
    }

    @Test
    void theTopLevelAndTheFlowsHaveNoLiveKnobs() {
        for (Knob k : Knobs.all()) {
            if (KnobSection.of(k) == KnobSection.TOP || KnobSection.of(k) == KnobSection.FLOWS) {
                assertThat(k.apply()).as(k.key()).isEqualTo(Knob.Apply.RESTART);
            }
        }
    }
}
