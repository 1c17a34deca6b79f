package org.ringside.model.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringside.model.scenario.Units;

class RatesTest {

    @ParameterizedTest(name = "{0} bit/s is written {1} in a scenario")
    @CsvSource({"1000000000, 1Gbit", "100000000, 100Mbit", "2500000000, 2500Mbit", "64000, 64Kbit",
        "1234567, 1234567bit", "999, 999bit", "0, 0bit", "400000000000, 400Gbit"})
    void aScenarioRateIsInTheLargestUnitThatDividesItExactly(long bps, String text) {
        assertThat(Rates.scenario(bps)).isEqualTo(text);
    }

    @Test
    void everyScenarioRateReadsBackToTheSameValue() {
        for (long bps : ManyValues.of(11)) {
            assertThat(Units.parseRate(Rates.scenario(bps))).isEqualTo(BigInteger.valueOf(bps));
        }
    }

    @ParameterizedTest(name = "{0} bit/s reads {1}")
    @CsvSource(delimiter = '|', value = {
        "0            | 0 bit/s",
        "999          | 999 bit/s",
        "64000        | 64 Kbit/s",
        "100000000    | 100 Mbit/s",
        "941234567    | 941 Mbit/s",
        "984395000    | 984 Mbit/s",
        "999999999    | 1 Gbit/s",
        "1000000000   | 1 Gbit/s",
        "9412345678   | 9.41 Gbit/s",
        "400000000000 | 400 Gbit/s"})
    void aRateReadsWithThreeSignificantDigits(double bps, String text) {
        assertThat(Rates.human(bps)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{0} bit/s in {1} is {2}")
    @CsvSource(delimiter = '|', value = {
        "941234567 | Gbit/s | 0.941 Gbit/s",
        "941234567 | Mbit/s | 941 Mbit/s",
        "64000     | Kbit/s | 64 Kbit/s"})
    void aRateInTheUnitGivenKeepsThreeSignificantDigits(double bps, String unit, String text) {
        assertThat(Rates.in(bps, unit)).isEqualTo(text);
    }
}
