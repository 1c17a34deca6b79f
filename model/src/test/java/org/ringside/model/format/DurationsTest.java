package org.ringside.model.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.Units;

class DurationsTest {

    @ParameterizedTest(name = "{0} ns is written {1} in a scenario")
    @CsvSource({"0, 0s", "1, 1ns", "999, 999ns", "1000, 1us", "1500, 1500ns", "100000, 100us",
        "1500000, 1500us", "20000000, 20ms", "1000000000, 1s", "1500000000, 1500ms",
        "3600000000000, 3600s", "-5000, -5us"})
    void aScenarioDurationIsInTheLargestUnitThatDividesItExactly(long ns, String text) {
        assertThat(Durations.scenario(ns)).isEqualTo(text);
    }

    @Test
    void everyScenarioDurationReadsBackToTheSameValue() {
        for (long ns : ManyValues.of(7)) {
            assertThat(Units.parseDuration(Durations.scenario(ns))).isEqualTo(BigInteger.valueOf(ns));
        }
    }

    @ParameterizedTest(name = "{0} ns reads {1}")
    @CsvSource(delimiter = '|', value = {
        "0             | 0 ns",
        "1             | 1 ns",
        "0.4           | 0.4 ns",
        "640           | 640 ns",
        "999           | 999 ns",
        "999.4         | 999 ns",
        "999.6         | 1 µs",
        "1000          | 1 µs",
        "1234          | 1.23 µs",
        "1235.5        | 1.24 µs",
        "31234         | 31.2 µs",
        "100000        | 100 µs",
        "999999        | 1 ms",
        "1500000       | 1.5 ms",
        "12345678      | 12.3 ms",
        "2000000000    | 2 s",
        "3600000000000 | 3600 s",
        "-1500         | -1.5 µs",
        "NaN           | NaN"})
    void aDurationReadsWithThreeSignificantDigits(double ns, String text) {
        assertThat(Durations.human(ns)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{0} ns is the moment {1}")
    @CsvSource(delimiter = '|', value = {
        "0                | 0.000 µs",
        "7                | 0.007 µs",
        "12345            | 12.345 µs",
        "9999999          | 9999.999 µs",
        "10000000         | 10.000 000 ms",
        "123456789        | 123.456 789 ms",
        "999999999        | 999.999 999 ms",
        "1000000000       | 1.000 000 000 s",
        "2000049092       | 2.000 049 092 s",
        "3600000000007    | 3600.000 000 007 s",
        "-12345           | -12.345 µs"})
    void aMomentIsWrittenToTheNanosecondInGroupsOfThree(long ns, String text) {
        assertThat(Durations.exact(ns)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{0} ns in {1} is {2}")
    @CsvSource(delimiter = '|', value = {
        "1046000 | ms | 1.05 ms",
        "250     | µs | 0.25 µs",
        "31234   | ns | 31200 ns",
        "2e9     | s  | 2 s"})
    void aDurationInTheUnitGivenKeepsThreeSignificantDigits(double ns, String unit, String text) {
        assertThat(Durations.in(ns, unit)).isEqualTo(text);
    }

    @org.junit.jupiter.api.Test
    void aUnitThatIsNotADurationsIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Durations.in(1, "KB"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("KB is not one of ns, µs, ms, s");
    }
}
