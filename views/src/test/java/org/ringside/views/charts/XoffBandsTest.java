package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

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
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(0, 1000), 10)).containsExactly(
                new XoffBands.Band(100, 300, 1.0), new XoffBands.Band(600, 700, 1.0));
    }

    @Test
    void aColumnCarriesTheShareOfItsTimeTheFlagWasUpRoundedUpToAQuarter() {
        TimeSeries s = flags(0, 1, 1, 0, 0, 0, 1, 0, 0, 0);
        // Two columns of 500 ns: 200 ns up in the first (0.4 -> 0.5), 100 ns in the second (0.2 -> 0.25).
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(0, 1000), 2)).containsExactly(
                new XoffBands.Band(0, 500, 0.5), new XoffBands.Band(500, 1000, 0.25));
    }

    @Test
    void oneBriefXoffInAMillionSamplesStillShows() {
        int n = 1_000_000;
        TimeSeries s = new TimeSeries(List.of(Channels.STACK_XOFF), n);
        for (int i = 0; i < n; i++) {
            s.append((i + 1) * 100L, new double[] {i == 777_777 ? 1 : 0});
        }
        List<XoffBands.Band> bands = XoffBands.of(s, "stack_xoff", new TimeWindow(0, n * 100L), 1600);
        assertThat(bands).hasSize(1);
        assertThat(bands.get(0).share()).isEqualTo(0.25);
        assertThat(bands.get(0).fromNs()).isLessThanOrEqualTo(77_777_800L);
        assertThat(bands.get(0).toNs()).isGreaterThanOrEqualTo(77_777_800L);
    }

    @Test
    void aMillionFlappingSamplesGiveAtMostOneBandPerColumn() {
        int n = 1_000_000;
        TimeSeries s = new TimeSeries(List.of(Channels.STACK_XOFF), n);
        Random random = new Random(5);
        for (int i = 0; i < n; i++) {
            s.append((i + 1) * 100L, new double[] {random.nextInt(7) == 0 ? 1 : 0});
        }
        List<XoffBands.Band> bands = XoffBands.of(s, "stack_xoff", new TimeWindow(0, n * 100L), 1600);
        assertThat(bands.size()).isBetween(1, 1600);
        // About one sample in seven is flagged: every column is up about 14 % of its time.
        assertThat(bands).allSatisfy(b -> assertThat(b.share()).isEqualTo(0.25));
    }

    @Test
    void onlyBandsInsideTheWindowAndNoneForAMissingChannel() {
        TimeSeries s = flags(1, 0, 0, 0, 0, 0, 0, 0, 1, 1);
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(200, 700), 500)).isEmpty();
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(800, 950), 150))
                .containsExactly(new XoffBands.Band(800, 950, 1.0));
        assertThat(XoffBands.of(s, "driver_xoff", new TimeWindow(0, 1000), 10)).isEmpty();
    }
}
