package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StepNarratorTest {

    @ParameterizedTest(name = "{0} ns reads {1}")
    @CsvSource(delimiter = '|', value = {
        "0                | 0.000 µs",
        "12345            | 12.345 µs",
        "9999999          | 9999.999 µs",
        "10000000         | 10.000 000 ms",
        "123456789        | 123.456 789 ms",
        "999999999        | 999.999 999 ms",
        "1000000000       | 1.000 000 000 s",
        "2000049092       | 2.000 049 092 s",
        "3600000000007    | 3600.000 000 007 s"})
    void stepTimesReadInTheBestUnitToTheNanosecond(long ns, String expected) {
        assertThat(StepNarrator.timestamp(ns)).isEqualTo(expected);
    }
}
