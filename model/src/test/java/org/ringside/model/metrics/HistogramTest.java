package org.ringside.model.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class HistogramTest {

    @Test
    void smallValuesAreExactAndPercentilesAreNearestRank() {
        Histogram h = new Histogram();
        for (long v : new long[] {15, 20, 35, 40, 50}) {
            h.record(v);
        }
        // Nearest rank: p30 -> rank ceil(1.5) = 2 -> 20; p40 -> rank 2 -> 20; p50 -> rank 3 -> 35.
        assertThat(h.percentile(30)).isEqualTo(20);
        assertThat(h.percentile(40)).isEqualTo(20);
        assertThat(h.percentile(50)).isEqualTo(35);
        assertThat(h.percentile(100)).isEqualTo(50);
        assertThat(h.percentile(0)).isEqualTo(15);
        assertThat(h.mean()).isEqualTo(32.0);
        assertThat(h.cdf()).hasSize(5).last().extracting(Histogram.CdfPoint::fraction).isEqualTo(1.0);
    }

    @Test
    void emptyHistogramReportsZeros() {
        Histogram h = new Histogram();
        assertThat(h.count()).isZero();
        assertThat(h.percentile(99)).isZero();
        assertThat(h.mean()).isNaN();
        assertThat(h.cdf()).isEmpty();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42, 20261130})
    void percentilesAreNeverBelowAndAtMostAFifthOfAPercentAboveTheExactNearestRank(long seed) {
        Random random = new Random(seed);
        int n = 1 + random.nextInt(5000);
        long[] values = new long[n];
        Histogram h = new Histogram();
        for (int i = 0; i < n; i++) {
            values[i] = (long) Math.exp(random.nextDouble() * 30); // 1 ns .. ~10 s
            h.record(values[i]);
        }
        Arrays.sort(values);
        for (double p : new double[] {1, 5, 50, 95, 99, 100}) {
            long exact = values[(int) Math.max(0, Math.ceil(p / 100 * n) - 1)];
            assertThat(h.percentile(p)).as("seed %d p%s", seed, p)
                    .isBetween(exact, (long) Math.floor(exact * 1.002));
        }
        assertThat(h.max()).isEqualTo(values[n - 1]);
        assertThat(h.min()).isEqualTo(values[0]);
    }

    @Test
    void everyBucketMapsBackIntoItsOwnRange() {
        for (long v : new long[] {255, 1023, 1024, 1025, 2047, 2048, 1_000_000, Long.MAX_VALUE}) {
            long reported = Histogram.representative(Histogram.bucket(v));
            assertThat(Histogram.bucket(reported)).as("value %d", v).isEqualTo(Histogram.bucket(v));
        }
    }
}
