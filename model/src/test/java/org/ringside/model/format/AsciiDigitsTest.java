package org.ringside.model.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AsciiDigitsTest {
    @Test
    void digitsAreWrittenAsLongToStringWritesThem() {
        byte[] b = new byte[3 + AsciiDigits.LONGEST];
        for (long v : new long[] {0, 7, -7, 10, 99, 100, 1514, -64294, 99_999_999, 100_000_000, 100_000_001,
                1_000_000_007, 2_147_483_647, 2_147_483_648L, -2_147_483_648L, -2_147_483_649L,
                9_999_999_999_999_999L, 10_000_000_000_000_000L, 9_007_199_254_740_991L, Long.MAX_VALUE,
                Long.MAX_VALUE - 1, -Long.MAX_VALUE, Long.MIN_VALUE}) {
            int end = AsciiDigits.put(b, 3, v);
            assertThat(new String(b, 3, end - 3, StandardCharsets.US_ASCII)).isEqualTo(Long.toString(v));
        }
    }

    @Test
    void numbersOfEveryLengthMatchJavasOwn() {
        byte[] b = new byte[AsciiDigits.LONGEST];
        Random random = new Random(1);
        for (int i = 0; i < 100_000; i++) {
            long v = random.nextLong() >> random.nextInt(64);
            int end = AsciiDigits.put(b, 0, v);
            assertThat(new String(b, 0, end, StandardCharsets.US_ASCII)).isEqualTo(Long.toString(v));
        }
    }

    @Test
    void onlyTheNumbersBytesAreTouched() {
        byte[] b = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx".getBytes(StandardCharsets.US_ASCII);
        int end = AsciiDigits.put(b, 4, -1514);
        assertThat(end).isEqualTo(9);
        assertThat(new String(b, StandardCharsets.US_ASCII)).isEqualTo("xxxx-1514xxxxxxxxxxxxxxxxxxxxxxx");
    }
}
