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
}
