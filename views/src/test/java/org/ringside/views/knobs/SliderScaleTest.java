package org.ringside.views.knobs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Knob;
import org.ringside.model.scenario.Knobs;
import org.ringside.model.scenario.Units;

class SliderScaleTest {

    @Test
    void rangesThatSpanDecadesAreLogarithmic() {
        assertThat(SliderScale.of(Knobs.get("link.rate")).log()).isTrue();
        assertThat(SliderScale.of(Knobs.get("nic.ring_size")).log()).isTrue();
        assertThat(SliderScale.of(Knobs.get("bql.limit_max")).log()).isTrue();
        assertThat(SliderScale.of(Knobs.get("nic.tx_usecs")).log()).isTrue();
        assertThat(SliderScale.of(Knobs.get("nic.mtu")).log()).isFalse();
        assertThat(SliderScale.of(Knobs.get("nic.dispatch_limit")).log()).isFalse();
    }

    @Test
    void theEndsOfTheSliderAreTheEndsOfTheRange() {
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario() && k.kind().isNumeric()) {
                SliderScale scale = SliderScale.of(k);
                assertThat(scale.value(scale.first())).as(k.key()).isEqualTo(k.min());
                assertThat(scale.value(scale.last())).as(k.key()).isEqualTo(k.max());
            }
        }
    }

    @Test
    void aLogarithmicSliderShowsRoundValues() {
        SliderScale rate = SliderScale.of(Knobs.get("link.rate"));
        assertThat(rate.value(rate.position(Units.GBIT))).isEqualTo(Units.GBIT);
        assertThat(rate.value(rate.position(100 * Units.MBIT))).isEqualTo(100 * Units.MBIT);
        assertThat(rate.value(rate.position(10 * Units.GBIT))).isEqualTo(10 * Units.GBIT);
    }

    @Test
    void theArrowKeysWalkTheWholeRangeInAFewHundredNotches() {
        for (Knob k : Knobs.all()) {
            if (k.bindsScenario() && k.kind().isNumeric() && k.max() < Long.MAX_VALUE) {
                SliderScale scale = SliderScale.of(k);
                long v = k.min();
                int notches = 0;
                while (v < k.max()) {
                    long next = scale.next(v, 1);
                    assertThat(next).as(k.key() + " after " + v).isGreaterThan(v);
                    v = next;
                    notches++;
                }
                assertThat(notches).as(k.key()).isLessThan(400);
                assertThat(scale.next(k.max(), -1)).as(k.key()).isLessThan(k.max());
                assertThat(scale.next(k.min(), -1)).as(k.key()).isEqualTo(k.min());
            }
        }
    }
}
