package org.ringside.model.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UnitsTest {

    @ParameterizedTest(name = "{0} = {1} ns")
    @CsvSource({
        "100us, 100000", "2s, 2000000000", "1.5ms, 1500000", "300ns, 300", "100µs, 100000",
        "100μs, 100000", "20ms, 20000000", "0, 0", "0s, 0", "1_000ns, 1000", "0.000000001s, 1",
        "'  5 us ', 5000"})
    void durationsTakeNsUsMsAndS(String text, long ns) {
        assertThat(Units.parseDuration(text)).isEqualTo(BigInteger.valueOf(ns));
    }

    @ParameterizedTest(name = "{0} = {1} bit/s")
    @CsvSource({
        "1Gbit, 1000000000", "100Mbit, 100000000", "2.5Gbit, 2500000000", "64Kbit, 64000",
        "64kbit, 64000", "100mbit, 100000000", "1200bit, 1200", "400Gbit, 400000000000"})
    void ratesTakeBitKbitMbitAndGbit(String text, long bps) {
        assertThat(Units.parseRate(text)).isEqualTo(BigInteger.valueOf(bps));
    }

    @Test
    void aDurationWithoutAUnitSaysWhichUnitsExist() {
        assertThatThrownBy(() -> Units.parseDuration("5"))
                .hasMessage("5 has no unit; write it in ns, us, ms or s, e.g. 5us");
    }

    @Test
    void aFractionOfANanosecondIsRefused() {
        assertThatThrownBy(() -> Units.parseDuration("1.5ns"))
                .hasMessage("1.5ns is not a whole number of nanoseconds");
    }

    @Test
    void aRateIsNotADuration() {
        assertThatThrownBy(() -> Units.parseDuration("1Gbit"))
                .hasMessage("expected a duration in ns, us, ms or s, got 1Gbit");
    }

    @Test
    void bytesPerSecondIsRefusedBecauseTcReadsBpsAsBytes() {
        assertThatThrownBy(() -> Units.parseRate("100bps"))
                .hasMessage("expected a rate in bit, Kbit, Mbit or Gbit, got 100bps");
    }

    @Test
    void aRateWithoutAUnitSaysWhichUnitsExist() {
        assertThatThrownBy(() -> Units.parseRate("1000"))
                .hasMessage("1000 has no unit; write it in bit, Kbit, Mbit or Gbit, e.g. 1000Mbit");
    }

    @ParameterizedTest(name = "{0} = {1} bytes")
    @CsvSource({
        "1500, 1500", "1_048_576, 1048576", "1MB, 1000000", "100KB, 100000", "100kB, 100000",
        "1.5KB, 1500", "2GB, 2000000000", "64KiB, 65536", "1MiB, 1048576", "1GiB, 1073741824",
        "'250 KB', 250000", "9000B, 9000"})
    void bytesArePlainOrTakeDecimalAndBinaryUnits(String text, long bytes) {
        assertThat(Units.parseBytes(text)).isEqualTo(BigInteger.valueOf(bytes));
    }

    @Test
    void tcsLowerCaseSizesAndFractionsOfAByteAreRefused() {
        // tc reads "1mb" as 1024 × 1024 bytes: refused rather than read one way or the other.
        assertThatThrownBy(() -> Units.parseBytes("1mb")).hasMessage(
                "expected a whole number of bytes, or one with B, KB, MB, GB (1000s) or KiB, MiB, GiB (1024s), got 1mb");
        assertThatThrownBy(() -> Units.parseBytes("1.5B")).hasMessage("1.5B is not a whole number of bytes");
        assertThatThrownBy(() -> Units.parseBytes("10Mbit")).hasMessageContaining("got 10Mbit");
    }

    @Test
    void plainNumbersRefuseUnitsAndFractions() {
        assertThat(Units.parseWhole("1_879_048_192")).isEqualTo(BigInteger.valueOf(1_879_048_192L));
        assertThatThrownBy(() -> Units.parseWhole("10us")).hasMessage("expected a whole number, got 10us");
        assertThatThrownBy(() -> Units.parseWhole("1.5")).hasMessage("expected a whole number, got 1.5");
    }
}
