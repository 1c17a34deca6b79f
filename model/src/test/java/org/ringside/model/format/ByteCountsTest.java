package org.ringside.model.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ByteCountsTest {

    @ParameterizedTest(name = "{0} bytes exactly: {1}")
    @CsvSource(delimiter = '|', value = {
        "0        | 0 bytes",
        "1        | 1 byte",
        "1514     | 1,514 bytes",
        "4194304  | 4,194,304 bytes",
        "-3028    | -3,028 bytes"})
    void exactCountsGroupTheirDigits(long bytes, String text) {
        assertThat(ByteCounts.exact(bytes)).isEqualTo(text);
    }

    @Test
    void groupingMatchesJavasGroupedFormatForEveryLength() {
        for (long v = 1; v > 0 && v < Long.MAX_VALUE / 10; v = v * 10 + 7) {
            for (long x : new long[] {v, -v, v - 1, Long.MAX_VALUE, Long.MIN_VALUE}) {
                assertThat(ByteCounts.grouped(x)).isEqualTo(String.format(Locale.ROOT, "%,d", x));
            }
        }
    }

    @ParameterizedTest(name = "{0} bytes shortened: {1}")
    @CsvSource(delimiter = '|', value = {
        "0          | 0 bytes",
        "512        | 512 bytes",
        "999        | 999 bytes",
        "999.5      | 1 KB",
        "1000       | 1 KB",
        "1500       | 1.5 KB",
        "6400       | 6.4 KB",
        "64000      | 64 KB",
        "65536      | 65.5 KB",
        "999500     | 1 MB",
        "1514000    | 1.51 MB",
        "36000000   | 36 MB",
        "2000000000 | 2 GB"})
    void shortenedCountsKeepThreeSignificantDigitsInDecimalUnits(double bytes, String text) {
        assertThat(ByteCounts.shortened(bytes)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{0} bytes: {1} in a picture, {2} as a setting, {3} as a counter")
    @CsvSource(delimiter = '|', value = {
        "1       | 1 byte         | 1 byte          | 1 byte",
        "1514    | 1,514 bytes    | 1,514 bytes     | 1,514 bytes (1.51 KB)",
        "9999    | 9,999 bytes    | 9,999 bytes     | 9,999 bytes (10 KB)",
        "10000   | 10 KB          | 10,000 bytes    | 10,000 bytes (10 KB)",
        "45420   | 45.4 KB        | 45,420 bytes    | 45,420 bytes (45.4 KB)",
        "999999  | 1 MB           | 999,999 bytes   | 999,999 bytes (1 MB)",
        "4194304 | 4.19 MB        | 4.19 MB         | 4,194,304 bytes (4.19 MB)"})
    void mixedFormsAreExactWhereEachByteCounts(long bytes, String picture, String setting, String counter) {
        assertThat(ByteCounts.readable(bytes)).isEqualTo(picture);
        assertThat(ByteCounts.setting(bytes)).isEqualTo(setting);
        assertThat(ByteCounts.exactAndShortened(bytes)).isEqualTo(counter);
    }

    @ParameterizedTest(name = "a mean of {0} bytes reads {1}")
    @CsvSource(delimiter = '|', value = {
        "6085.4    | 6,085 bytes",
        "9999.6    | 10,000 bytes",
        "855712.3  | 856 KB"})
    void meansAreRoundedToTheByteWhereTheyAreExact(double bytes, String text) {
        assertThat(ByteCounts.readable(bytes)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{0} bytes in {1} is {2}")
    @CsvSource(delimiter = '|', value = {
        "128690  | bytes | 128,690 bytes",
        "6085.4  | bytes | 6,085 bytes",
        "128690  | KB    | 129 KB",
        "64000   | MB    | 0.064 MB"})
    void aCountInTheUnitGivenIsExactInBytesAndShortOtherwise(double bytes, String unit, String text) {
        assertThat(ByteCounts.in(bytes, unit)).isEqualTo(text);
    }
}
