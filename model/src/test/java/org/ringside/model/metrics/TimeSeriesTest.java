package org.ringside.model.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TimeSeriesTest {
    private static final Channel DEPTH = new Channel("depth", "depth", Unit.BYTES, Merge.MAX);
    private static final Channel RATE = new Channel("rate", "rate", Unit.BITS_PER_SECOND, Merge.MEAN);

    @Test
    void keepsEveryRowUntilFull() {
        TimeSeries s = new TimeSeries(List.of(DEPTH, RATE), 8);
        for (int i = 0; i < 8; i++) {
            s.append(i * 100, new double[] {i, 10 * i});
        }
        assertThat(s.size()).isEqualTo(8);
        assertThat(s.stride()).isEqualTo(1);
        assertThat(s.value(1, 3)).isEqualTo(30);
        assertThat(s.indexOf("rate")).isEqualTo(1);
        assertThat(s.indexOf("nope")).isEqualTo(-1);
    }

    @Test
    void coarsensPairwiseWhenFullSoMemoryStaysBounded() {
        TimeSeries s = new TimeSeries(List.of(DEPTH, RATE), 8);
        // A spike at row 5 must survive coarsening of the MAX channel.
        for (int i = 0; i < 1000; i++) {
            s.append(i * 100L, new double[] {i == 5 ? 1e6 : 1, 2});
        }
        assertThat(s.size()).isLessThanOrEqualTo(8);
        assertThat(s.stride()).isGreaterThan(1);
        assertThat(s.column(0)).contains(1e6);
        assertThat(s.column(1)).containsOnly(2.0);
        long[] t = s.times();
        for (int i = 1; i < t.length; i++) {
            assertThat(t[i]).isGreaterThan(t[i - 1]);
        }
        assertThat(t[t.length - 1]).isEqualTo(99_900L);
    }

    @Test
    void meanChannelsStayTrueAveragesAfterSeveralCoarsenings() {
        TimeSeries s = new TimeSeries(List.of(RATE), 4);
        for (int i = 0; i < 64; i++) {
            s.append(i, new double[] {i});
        }
        // 64 rows in at most 4: each stored row averages a run of consecutive values.
        double total = 0;
        for (int r = 0; r < s.size(); r++) {
            total += s.value(0, r);
        }
        assertThat(total / s.size()).isEqualTo(31.5);
    }

    @Test
    void aCopyHoldsTheSameRowsAndDoesNotFollowTheOriginal() {
        TimeSeries s = new TimeSeries(List.of(DEPTH, RATE), 8);
        for (int i = 0; i < 20; i++) {
            s.append(i * 10L, new double[] {i, 2 * i});
        }
        TimeSeries copy = s.copy();
        assertThat(copy.times()).isEqualTo(s.times());
        assertThat(copy.column(1)).isEqualTo(s.column(1));
        assertThat(copy.stride()).isEqualTo(s.stride());

        s.append(1000, new double[] {99, 99});
        copy.append(1000, new double[] {99, 99});
        s.append(1010, new double[] {1, 1});
        assertThat(copy.times()[copy.size() - 1]).isEqualTo(1000);
        assertThat(s.times()[s.size() - 1]).isEqualTo(1010);
    }
}
