package org.ringside.model.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

class PixelColumnsTest {
    @Test
    void columnsSplitTheWindowEvenlyAndTheEndJoinsTheLastColumn() {
        PixelColumns four = new PixelColumns(0, 100, 4);
        assertThat(four.of(0)).isZero();
        assertThat(four.of(24)).isZero();
        assertThat(four.of(25)).isEqualTo(1);
        assertThat(four.of(99)).isEqualTo(3);
        assertThat(four.of(100)).isEqualTo(3);
        assertThat(new PixelColumns(5, 5, 4).of(5)).isZero();
        // Times outside the window are clamped to its ends.
        assertThat(four.of(-7)).isZero();
        assertThat(four.of(1_000)).isEqualTo(3);
        // Far-off times still land in range.
        assertThat(new PixelColumns(0, Long.MAX_VALUE - 1, 7680).of(Long.MAX_VALUE - 1)).isEqualTo(7679);
    }

    @Test
    void aColumnStartsAtItsFirstNanosecondWhenTheSpanDoesNotDivideEvenly() {
        // 10 ns in 3 columns: 0-3, 4-6, 7-10 (3.33 ns each, the end joining the last).
        PixelColumns three = new PixelColumns(0, 10, 3);
        assertThat(three.start(0)).isZero();
        assertThat(three.start(1)).isEqualTo(4);
        assertThat(three.start(2)).isEqualTo(7);
        assertThat(three.start(3)).isEqualTo(10);
        assertThat(three.width(0)).isEqualTo(4);
        assertThat(three.width(2)).isEqualTo(3);
    }

    @Test
    void startAndColumnAgreeEverywhere() {
        Random random = new Random(7);
        for (int trial = 0; trial < 2_000; trial++) {
            long from = random.nextInt(1_000_000) - 500_000;
            long to = from + random.nextInt(10_000_000);
            int columns = 1 + random.nextInt(7680);
            PixelColumns grid = new PixelColumns(from, to, columns);
            int c = random.nextInt(columns);
            long start = grid.start(c);
            if (to > from && start < to) {
                assertThat(grid.of(start)).as("%s, column %d", grid, c).isEqualTo(c);
            }
            if (c > 0 && start > from) {
                assertThat(grid.of(start - 1)).as("%s, before column %d", grid, c).isLessThan(c);
            }
        }
    }

    @Test
    void inWindowsOfMonthsAStartIsNeverLate() {
        long day = 86_400_000_000_000L;
        PixelColumns grid = new PixelColumns(0, 60 * day, 7680);
        for (int c = 1; c < 7680; c += 97) {
            // At most a few nanoseconds early: the column's own samples are never skipped.
            assertThat(grid.of(grid.start(c))).isBetween(c - 1, c);
            assertThat(grid.of(grid.start(c) + 8)).isEqualTo(c);
        }
    }

    @Test
    void rejectsAnEmptyOrBackwardWindow() {
        assertThatThrownBy(() -> new PixelColumns(0, 1, 0)).hasMessageContaining("columns must be at least 1");
        assertThatThrownBy(() -> new PixelColumns(5, 1, 10)).hasMessageContaining("before it starts");
    }
}
