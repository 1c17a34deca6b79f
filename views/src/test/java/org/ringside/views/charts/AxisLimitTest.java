package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AxisLimitTest {
    @ParameterizedTest
    @CsvSource({
        "queue, 150000, 150000",
        "queue, 200KB, 200000",
        "queue, 200 kb, 200000",
        "queue, 1.5MB, 1500000",
        "queue, 2GB, 2000000000",
        "queue, 600 bytes, 600",
        "latency, 2ms, 2000000",
        "latency-cdf, 500us, 500000",
        "latency, 1.5s, 1500000000",
        "throughput, 1Gbit, 1000000000",
        "throughput, 800Mbit/s, 800000000",
    })
    void readsTheUnitOfTheChartsValueAxis(String chart, String text, double modelUnits) {
        assertThat(AxisLimit.parse(ChartKind.parse(chart), text)).isEqualTo(modelUnits);
    }

    @Test
    void aValueInAnotherChartsUnitIsRefusedNamingTheAllowedForms() {
        assertThatThrownBy(() -> AxisLimit.parse(ChartKind.QUEUE_DEPTH, "2ms"))
                .hasMessage("'2ms' is not a byte count; the queue chart takes bytes, plain or with KB, MB or GB"
                        + " (1 KB = 1000 bytes), e.g. 150000, 200KB or 1.5MB");
        assertThatThrownBy(() -> AxisLimit.parse(ChartKind.LATENCY, "200KB"))
                .hasMessage("'200KB' is not a duration; the latency chart takes a duration in ns, us, ms or s,"
                        + " e.g. 2ms or 500us");
        assertThatThrownBy(() -> AxisLimit.parse(ChartKind.THROUGHPUT, "1GB"))
                .hasMessage("'1GB' is not a rate; the throughput chart takes a rate in bit, Kbit, Mbit or Gbit,"
                        + " e.g. 1Gbit or 800Mbit");
    }

    @Test
    void zeroNegativeAndEndlessValuesAreRefused() {
        assertThatThrownBy(() -> AxisLimit.parse(ChartKind.QUEUE_DEPTH, "0")).hasMessageStartingWith("'0' must be above zero; ");
        assertThatThrownBy(() -> AxisLimit.parse(ChartKind.LATENCY, "-2ms")).hasMessageStartingWith("'-2ms' must be above zero; ");
        assertThatThrownBy(() -> AxisLimit.parse(ChartKind.QUEUE_DEPTH, "-5KB")).hasMessageStartingWith("'-5KB' is not a byte count");
        assertThatThrownBy(() -> AxisLimit.parse(ChartKind.QUEUE_DEPTH, "9".repeat(400)))
                .hasMessageContaining("is too large; ");
        assertThatThrownBy(() -> AxisLimit.parse(ChartKind.QUEUE_DEPTH, "")).hasMessageStartingWith("'' is not a byte count");
    }
}
