package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Unit;

class UnitScaleTest {
    @Test
    void picksTheLargestUnitThatKeepsNumbersAtLeastOne() {
        assertThat(UnitScale.forValues(Unit.BYTES, 900).symbol()).isEqualTo("bytes");
        assertThat(UnitScale.forValues(Unit.BYTES, 64_000).symbol()).isEqualTo("KB");
        assertThat(UnitScale.forValues(Unit.BYTES, 1_500_000).apply(1_500_000)).isEqualTo(1.5);
        assertThat(UnitScale.forValues(Unit.NANOSECONDS, 31_200).symbol()).isEqualTo("µs");
        assertThat(UnitScale.forValues(Unit.NANOSECONDS, 12_500_000).symbol()).isEqualTo("ms");
        assertThat(UnitScale.forValues(Unit.BITS_PER_SECOND, 984.4e6).symbol()).isEqualTo("Mbit/s");
        assertThat(UnitScale.forValues(Unit.BITS_PER_SECOND, 10e9).symbol()).isEqualTo("Gbit/s");
        assertThat(UnitScale.forValues(Unit.FRACTION, 1).apply(0.25)).isEqualTo(25.0);
        assertThat(UnitScale.forValues(Unit.BYTES, Double.NaN).symbol()).isEqualTo("bytes");
    }

    @Test
    void timeAxesKeepAtLeastTenUnits() {
        assertThat(UnitScale.forTimeSpan(1_000_000_000L).symbol()).isEqualTo("ms");
        assertThat(UnitScale.forTimeSpan(30_000_000_000L).symbol()).isEqualTo("s");
        assertThat(UnitScale.forTimeSpan(5_000_000L).symbol()).isEqualTo("µs");
        assertThat(UnitScale.forTimeSpan(500).symbol()).isEqualTo("ns");
    }

    @Test
    void describesValuesInThreeSignificantDigits() {
        assertThat(UnitScale.describe(Unit.BITS_PER_SECOND, 1e9)).isEqualTo("1 Gbit/s");
        assertThat(UnitScale.describe(Unit.BITS_PER_SECOND, 100e6)).isEqualTo("100 Mbit/s");
        assertThat(UnitScale.describe(Unit.BYTES, 6_400)).isEqualTo("6.4 KB");
        assertThat(UnitScale.describe(Unit.NANOSECONDS, 31_234)).isEqualTo("31.2 µs");
        assertThat(UnitScale.describe(Unit.NANOSECONDS, 0)).isEqualTo("0 ns");
        assertThat(UnitScale.describe(Unit.COUNT, 1200)).isEqualTo("1200");
    }
}
