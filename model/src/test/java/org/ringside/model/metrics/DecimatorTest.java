package org.ringside.model.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DecimatorTest {

    @Test
    void aOneSampleSpikeInAMillionSurvives() {
        int n = 1_000_000;
        long[] t = new long[n];
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            t[i] = i * 100L;
            v[i] = 1000 + (i % 7);
        }
        v[654_321] = 1e9;
        v[123_456] = -5;

        Decimator.Points p = Decimator.minMax(t, v, 0, t[n - 1], 1600);

        assertThat(p.size()).isLessThanOrEqualTo(2 * 1600 + 2);
        assertThat(p.values()).contains(1e9, -5.0);
        assertThat(p.timesNs()).contains(65_432_100L, 12_345_600L);
    }

    @Test
    void keepsEachColumnsExtremesInTimeOrder() {
        long[] t = {0, 1, 2, 3, 4, 5, 6, 7};
        double[] v = {5, 9, 1, 4, 2, 2, 8, 3};
        // Two columns: [0..3] and [4..7] (7 is the window's end and joins the last column).
        Decimator.Points p = Decimator.minMax(t, v, 0, 7, 2);

        assertThat(p.timesNs()).containsExactly(1, 2, 4, 6);
        assertThat(p.values()).containsExactly(9, 1, 2, 8);
    }

    @Test
    void keepsTheNearestMeasuredSampleOutsideEachEdgeSoLinesReachTheEdges() {
        long[] t = {0, 10, 20, 30, 40, 50};
        double[] v = {1, Double.NaN, 3, 4, Double.NaN, 6};
        Decimator.Points p = Decimator.minMax(t, v, 15, 35, 100);

        assertThat(p.timesNs()).containsExactly(0, 20, 30, 50);
        assertThat(p.values()).containsExactly(1, 3, 4, 6);
    }

    @Test
    void skipsNaNsAndReturnsNothingForAnEmptyOrUnmeasuredSeries() {
        assertThat(Decimator.minMax(new long[0], new double[0], 0, 10, 5).size()).isZero();
        Decimator.Points p = Decimator.minMax(new long[] {1, 2}, new double[] {Double.NaN, Double.NaN}, 0, 10, 5);
        assertThat(p.size()).isZero();
    }

    @Test
    void usesOnlyTheLeadingCountSamples() {
        long[] t = {0, 1, 2, 3};
        double[] v = {1, 2, 3, 99};
        Decimator.Points p = Decimator.minMax(t, v, 3, 0, 3, 1);
        assertThat(p.values()).containsExactly(1, 3);
    }

    @Test
    void windowsOfMonthsKeepExtremesToo() {
        long day = 86_400_000_000_000L;
        long[] t = {0, 10 * day, 20 * day, 30 * day, 40 * day, 50 * day, 60 * day};
        double[] v = {1, 7, 2, 9, 3, 0, 4};
        Decimator.Points p = Decimator.minMax(t, v, 0, 60 * day, 7680);
        assertThat(p.values()).containsExactly(1, 7, 2, 9, 3, 0, 4);
        Decimator.Points one = Decimator.minMax(t, v, 0, 60 * day, 1);
        assertThat(one.values()).containsExactly(9, 0);
    }

    @Test
    void rejectsAnEmptyOrBackwardWindow() {
        assertThatThrownBy(() -> Decimator.minMax(new long[1], new double[1], 0, 1, 0))
                .hasMessageContaining("columns must be at least 1");
        assertThatThrownBy(() -> Decimator.minMax(new long[1], new double[1], 5, 1, 10))
                .hasMessageContaining("before it starts");
    }

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 40);
    }

    /**
     * For random series, windows and widths: every column's smallest and largest original value
     * is among the kept points (at a time inside that column), every kept point is an original
     * sample, points stay in time order, and no more than two per column plus the ends come out.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyColumnsMinimumAndMaximumSurvive(long seed) {
        Random random = new Random(seed);
        int n = random.nextInt(20_000);
        long[] t = new long[n];
        double[] v = new double[n];
        long now = random.nextInt(1000);
        for (int i = 0; i < n; i++) {
            now += random.nextInt(10) == 0 ? 0 : 1 + random.nextInt(500); // repeated times too
            t[i] = now;
            int kind = random.nextInt(100);
            v[i] = kind < 5 ? Double.NaN : kind < 7 ? random.nextGaussian() * 1e9 : random.nextInt(50);
        }
        long last = n == 0 ? 1000 : t[n - 1];
        long from = random.nextBoolean() ? 0 : (long) (random.nextDouble() * last);
        long to = random.nextBoolean() ? last : from + (long) (random.nextDouble() * (last - from + 2000));
        int columns = 1 + random.nextInt(random.nextBoolean() ? 50 : 4000);

        Decimator.Points p = Decimator.minMax(t, v, from, to, columns);

        String why = "seed " + seed + ", n " + n + ", window " + from + ".." + to + ", columns " + columns;
        TimeSeries series = new TimeSeries(List.of(new Channel("v", "v", Unit.BYTES, Merge.MAX)), Math.max(2, n));
        for (int i = 0; i < n; i++) {
            series.append(t[i], new double[] {v[i]});
        }
        Decimator.Points inPlace = Decimator.minMax(series, 0, from, to, columns);
        assertThat(inPlace.timesNs()).as(why + ", read in place").isEqualTo(p.timesNs());
        assertThat(inPlace.values()).as(why + ", read in place").isEqualTo(p.values());
        assertThat(p.size()).as(why).isLessThanOrEqualTo(2 * columns + 2);
        Set<String> originals = new HashSet<>();
        for (int i = 0; i < n; i++) {
            originals.add(t[i] + "=" + v[i]);
        }
        Set<String> keptByColumn = new HashSet<>();
        for (int k = 0; k < p.size(); k++) {
            long time = p.timesNs()[k];
            assertThat(originals.contains(time + "=" + p.values()[k])).as(why + ", invented point " + k).isTrue();
            if (time >= from && time <= to) {
                keptByColumn.add(new PixelColumns(from, to, columns).of(time) + ":" + p.values()[k]);
            }
            if (k > 0) {
                assertThat(p.timesNs()[k]).as(why).isGreaterThanOrEqualTo(p.timesNs()[k - 1]);
            }
        }

        double[] min = new double[columns];
        double[] max = new double[columns];
        java.util.Arrays.fill(min, Double.NaN);
        java.util.Arrays.fill(max, Double.NaN);
        for (int i = 0; i < n; i++) {
            if (t[i] < from || t[i] > to || Double.isNaN(v[i])) {
                continue;
            }
            int c = new PixelColumns(from, to, columns).of(t[i]);
            min[c] = Double.isNaN(min[c]) ? v[i] : Math.min(min[c], v[i]);
            max[c] = Double.isNaN(max[c]) ? v[i] : Math.max(max[c], v[i]);
        }
        for (int c = 0; c < columns; c++) {
            if (Double.isNaN(min[c])) {
                continue;
            }
            assertThat(keptByColumn.contains(c + ":" + min[c])).as(why + ", column " + c + " lost its min " + min[c]).isTrue();
            assertThat(keptByColumn.contains(c + ":" + max[c])).as(why + ", column " + c + " lost its max " + max[c]).isTrue();
        }
    }
}
