package org.ringside.views.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SimTimeTextTest {

    @Test
    void runsOfASecondOrMoreCountInSecondsToTheNanosecond() {
        assertThat(SimTimeText.of(250_000_000L, 1_000_000_000L)).isEqualTo("0.250 000 000 s of 1 s");
        assertThat(SimTimeText.of(1_234_567_891L, 2_500_000_000L)).isEqualTo("1.234 567 891 s of 2.5 s");
        assertThat(SimTimeText.of(0, 5_000_000_000L)).isEqualTo("0.000 000 000 s of 5 s");
    }

    @Test
    void shorterRunsCountInMillisecondsOrMicroseconds() {
        assertThat(SimTimeText.of(12_345_678L, 100_000_000L)).isEqualTo("12.345 678 ms of 100 ms");
        assertThat(SimTimeText.of(500_000L, 999_000L)).isEqualTo("500.000 µs of 999 µs");
    }

    @Test
    void everyNanosecondShows() {
        assertThat(SimTimeText.of(999_999_999L, 1_000_000_000L)).isEqualTo("0.999 999 999 s of 1 s");
        assertThat(SimTimeText.of(1L, 1_000_000_000L)).isEqualTo("0.000 000 001 s of 1 s");
    }

    @Test
    void aLengthOnItsOwnHasNoTrailingZeros() {
        assertThat(SimTimeText.length(100_000L)).isEqualTo("100 µs");
        assertThat(SimTimeText.length(1_500_000L)).isEqualTo("1.5 ms");
        assertThat(SimTimeText.length(2_000_000_000L)).isEqualTo("2 s");
        assertThat(SimTimeText.length(640L)).isEqualTo("640 ns");
    }
}
