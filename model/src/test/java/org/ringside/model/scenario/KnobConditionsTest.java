package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KnobConditionsTest {
    @Test
    void aRealDriverNarrowsTheRingSizesAndTheLinkRatesAndNothingElse() {
        Knob ring = Knobs.get("nic.ring_size");
        Scenario generic = Scenario.defaults();
        Scenario e1000 = generic.withNic(generic.nic().withDriver(NicDriver.E1000));
        assertThat(KnobConditions.allowed(ring, generic)).isEqualTo(ring.allowed()).isEqualTo("8 to 16384");
        assertThat(KnobConditions.allowed(ring, e1000)).isEqualTo(NicDriver.E1000.ringRange(Kernel.CURRENT) + " (e1000, Linux 6.18)");
        Knob rate = Knobs.get("link.rate");
        assertThat(KnobConditions.allowed(rate, generic)).isEqualTo(rate.allowed());
        assertThat(KnobConditions.allowed(rate, e1000)).isEqualTo("1Mbit to 1Gbit (e1000)");
        Knob mtu = Knobs.get("nic.mtu");
        assertThat(KnobConditions.allowed(mtu, e1000)).isEqualTo(mtu.allowed());
    }
}
