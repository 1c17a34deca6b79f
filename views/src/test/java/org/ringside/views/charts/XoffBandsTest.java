package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.TimeSeries;

class XoffBandsTest {
    /** Flags sampled every 100 ns, the first at 100 ns. */
    private static TimeSeries flags(double... values) {
        TimeSeries s = new TimeSeries(List.of(Channels.STACK_XOFF), Math.max(2, values.length));
        for (int i = 0; i < values.length; i++) {
            s.append((i + 1) * 100L, new double[] {values[i]});
        }
        return s;
    }

    @Test
    void eachFlaggedSampleShadesTheIntervalSinceThePreviousSample() {
        TimeSeries s = flags(0, 1, 1, 0, 0, 0, 1, 0, 0, 0);
        XoffBands xoff = XoffBands.of(s, "stack_xoff", new TimeWindow(0, 1000), 10);
        assertThat(xoff.bands()).containsExactly(new XoffBands.Band(100, 300), new XoffBands.Band(600, 700));
        // 300 of the 900 ns between the first and the last sample.
        assertThat(xoff.share()).isCloseTo(1.0 / 3, within(1e-12));
    }

    @Test
    void aColumnIsShadedOnlyWhenTheFlagWasUpForMoreThanHalfOfIt() {
        // Four columns of 250 ns, up 150, 50, 100 and 200 ns of them.
        TimeSeries s = flags(0, 1, 1, 0, 0, 1, 0, 0, 1, 1);
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(0, 1000), 4).bands())
                .containsExactly(new XoffBands.Band(0, 250), new XoffBands.Band(750, 1000));
        // Exactly half is not more than half.
        TimeSeries half = flags(0, 1, 1, 0);
        assertThat(XoffBands.of(half, "stack_xoff", new TimeWindow(0, 400), 1).bands()).isEmpty();
    }

    @Test
    void aQueueStoppedNowAndThenIsNotShadedButItsShareIsStillCounted() {
        int n = 1_000_000;
        TimeSeries s = new TimeSeries(List.of(Channels.STACK_XOFF), n);
        Random random = new Random(5);
        for (int i = 0; i < n; i++) {
            s.append((i + 1) * 100L, new double[] {random.nextInt(7) == 0 ? 1 : 0});
        }
        XoffBands xoff = XoffBands.of(s, "stack_xoff", new TimeWindow(0, n * 100L), 1600);
        assertThat(xoff.bands()).isEmpty();
        assertThat(xoff.share()).isCloseTo(1.0 / 7, within(0.005));
    }

    @Test
    void aQueueStoppedMostOfTheTimeIsOneBandNotAMillion() {
        int n = 1_000_000;
        TimeSeries s = new TimeSeries(List.of(Channels.STACK_XOFF), n);
        Random random = new Random(11);
        for (int i = 0; i < n; i++) {
            s.append((i + 1) * 100L, new double[] {random.nextInt(10) == 0 ? 0 : 1});
        }
        XoffBands xoff = XoffBands.of(s, "stack_xoff", new TimeWindow(0, n * 100L), 1600);
        assertThat(xoff.bands()).containsExactly(new XoffBands.Band(0, n * 100L));
        assertThat(xoff.share()).isCloseTo(0.9, within(0.005));
    }

    @Test
    void onlyBandsInsideTheWindowAndNoneForAMissingChannel() {
        TimeSeries s = flags(1, 0, 0, 0, 0, 0, 0, 0, 1, 1);
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(200, 700), 500).bands()).isEmpty();
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(800, 950), 150).bands())
                .containsExactly(new XoffBands.Band(800, 950));
        XoffBands missing = XoffBands.of(s, "driver_xoff", new TimeWindow(0, 1000), 10);
        assertThat(missing.bands()).isEmpty();
        assertThat(missing.share()).isZero();
    }
}
