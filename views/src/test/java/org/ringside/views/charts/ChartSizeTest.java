package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ChartSizeTest {
    @Test
    void parsesWidthByHeight() {
        assertThat(ChartSize.parse("1600x900")).isEqualTo(new ChartSize(1600, 900));
        assertThat(ChartSize.parse(" 1920 X 1080 ")).isEqualTo(new ChartSize(1920, 1080));
        assertThat(ChartSize.parse("320x200")).isEqualTo(new ChartSize(320, 200));
        assertThat(ChartSize.parse("7680x4320").toString()).isEqualTo("7680x4320");
    }

    @Test
    void rejectsOtherFormsInOneLine() {
        assertThatThrownBy(() -> ChartSize.parse("1600"))
                .hasMessage("size '1600' is not WIDTHxHEIGHT in pixels, e.g. 1600x900");
        assertThatThrownBy(() -> ChartSize.parse("-5x10")).hasMessageContaining("is not WIDTHxHEIGHT");
        assertThatThrownBy(() -> ChartSize.parse(null)).hasMessageContaining("is not WIDTHxHEIGHT");
    }

    @Test
    void rejectsSizesOutOfRangeNamingTheRange() {
        assertThatThrownBy(() -> ChartSize.parse("319x200"))
                .hasMessage("size 319x200 is out of range: width 320 to 7680, height 200 to 4320");
        assertThatThrownBy(() -> ChartSize.parse("7681x900")).hasMessageContaining("out of range");
        assertThatThrownBy(() -> ChartSize.parse("1600x4321")).hasMessageContaining("out of range");
        assertThatThrownBy(() -> ChartSize.parse("999999x900")).hasMessageContaining("out of range");
    }

    @Test
    void chartKindsHaveCommandLineWords() {
        assertThat(ChartKind.parse("queue")).isEqualTo(ChartKind.QUEUE_DEPTH);
        assertThat(ChartKind.parse("Latency-CDF")).isEqualTo(ChartKind.LATENCY_CDF);
        assertThatThrownBy(() -> ChartKind.parse("pie"))
                .hasMessage("unknown chart 'pie', expected one of queue, latency, latency-cdf, throughput");
    }

    @Test
    void optionsRejectNonsenseRanges() {
        ChartOptions o = ChartOptions.defaults();
        assertThat(o.size()).isEqualTo(ChartSize.DEFAULT);
        assertThat(o.withYMax(64_000).yMax()).hasValue(64_000);
        assertThatThrownBy(() -> o.withYMax(0)).hasMessage("y max must be a positive number, was 0.0");
        assertThatThrownBy(() -> o.withTimeWindow(5, 5)).hasMessage("the time window must end after it starts: 5 ns to 5 ns");
        assertThatThrownBy(() -> o.withTimeWindow(-1, 5)).hasMessageContaining("cannot start before 0");
    }
}
