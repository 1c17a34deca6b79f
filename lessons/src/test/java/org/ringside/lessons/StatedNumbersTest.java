package org.ringside.lessons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StatedNumbersTest {

    @Test
    void numbersWithAUnitAndPercentagesAreFoundWithWhereTheyStart() {
        List<StatedNumbers.Stated> found = StatedNumbers.in(
                "85 frames of 1514 bytes are 128,690 bytes; 1 ms at 970 Mbit/s keeps it 38.6 % busy, 5ms later 100%.");

        assertThat(found).extracting(StatedNumbers.Stated::written)
                .containsExactly("1514 bytes", "128,690 bytes", "1 ms", "970 Mbit/s", "38.6 %", "5ms", "100%");
        assertThat(found.get(0).offset()).isEqualTo(13);
    }

    @Test
    void numbersWithoutAUnitOrInsideWordsAreNot() {
        assertThat(StatedNumbers.in("Linux 3.18, the e1000, p99, x86_64, 256 descriptors, step 2 of 3, 10 GbE, "
                + "3.3.1 ms, 12 msgs")).isEmpty();
    }

    @ParameterizedTest(name = "{0} states what {1} states")
    @CsvSource(delimiter = '|', value = {
        "128,690 bytes | 128690B",
        "300 us        | 300µs",
        "970Mbit       | 970 Mbit/s",
        "1.50 ms       | 1.5 ms",
        "38.6%         | 38.6 percent"})
    void theSameQuantityWrittenTwoWaysIsTheSame(String one, String other) {
        assertThat(StatedNumbers.in(one).get(0).same(StatedNumbers.in(other).get(0))).isTrue();
    }

    @Test
    void anotherNumberOrAnotherUnitIsNotTheSame() {
        StatedNumbers.Stated oneMs = StatedNumbers.in("1 ms").get(0);

        assertThat(oneMs.same(StatedNumbers.in("2 ms").get(0))).isFalse();
        assertThat(oneMs.same(StatedNumbers.in("1 s").get(0))).isFalse();
    }

    /** Every way of writing a number with a unit that the strict check once missed, with what it states. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a 5-ms wait                 | 5 ms",
        "waits **5** ms              | 5 ms",
        "waits **5 ms**              | 5 ms",
        "waits 5\u00A0ms             | 5 ms",
        "waits 5\u2009ms             | 5 ms",
        "waits 5\u202Fms             | 5 ms",
        "waits 5 msec                | 5 ms",
        "waits 1 millisecond         | 1 ms",
        "waits 5 milliseconds        | 5 ms",
        "waits 5 microseconds        | 5 µs",
        "holds 5 kB                  | 5 KB",
        "sends 5 Mb/s                | 5 Mbit/s",
        "sends 5 kbit/s              | 5 Kbit/s",
        "busy 5 per cent             | 5 %",
        "runs 5 minutes              | 300 s",
        "runs 2 hours                | 7200 s",
        "waits 4.2e3 ms              | 4.2 s",
        "waits \u0665 ms             | 5 ms",
        "waits 1,5 ms                | 1.5 ms",
        "holds 4,000 bits            | 500 B",
        "holds 1 GiB                 | 1073741824 B",
        "holds 64 KiB                | 65536 B"})
    void everyWayOfWritingANumberWithAUnitIsFound(String text, String states) {
        String unescaped = text.replace("\\u00A0", "\u00A0").replace("\\u2009", "\u2009").replace("\\u202F", "\u202F")
                .replace("\\u0665", "\u0665");
        List<StatedNumbers.Stated> found = StatedNumbers.in(unescaped);

        assertThat(found).as(unescaped).hasSize(1);
        assertThat(found.get(0).same(StatedNumbers.in(states).get(0))).as(found.get(0).toString()).isTrue();
    }

    @Test
    void bothEndsOfARangeAreStated() {
        assertThat(StatedNumbers.in("published: 156\u2013194 KB")).extracting(StatedNumbers.Stated::written)
                .containsExactly("156 KB", "194 KB");
    }

    @Test
    void aUnitRightAfterALiveNumberIsFound() {
        assertThat(StatedNumbers.unitAtStart(" ms later")).isEqualTo("ms");
        assertThat(StatedNumbers.unitAtStart("\u00A0bytes.")).isEqualTo("bytes");
        assertThat(StatedNumbers.unitAtStart(" messages")).isNull();
    }
}
