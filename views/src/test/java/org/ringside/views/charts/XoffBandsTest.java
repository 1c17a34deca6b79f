package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.TimeSeries;

class XoffBandsTest {
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
        List<TimeWindow> bands = XoffBands.of(s, "stack_xoff", new TimeWindow(0, 1000), 1000);
        assertThat(bands).containsExactly(new TimeWindow(100, 300), new TimeWindow(600, 700));
    }

    @Test
    void bandsCloserThanAPixelColumnMergeAndShortOnesWidenToAColumn() {
        TimeSeries s = flags(0, 1, 0, 1, 0, 0, 0, 0, 0, 0);
        // 10 columns of 100 ns: the gap of one sample (100 ns) is within a column, so one band.
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(0, 1000), 10))
                .containsExactly(new TimeWindow(100, 400));
        // 2 columns of 500 ns: the merged band (300 ns) is widened to a column, around its middle.
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(0, 1000), 2))
                .containsExactly(new TimeWindow(0, 500));
    }

    @Test
    void aMillionFlappingSamplesGiveAtMostAboutOneBandPerColumn() {
        int n = 1_000_000;
        TimeSeries s = new TimeSeries(List.of(Channels.STACK_XOFF), n);
        java.util.Random random = new java.util.Random(5);
        for (int i = 0; i < n; i++) {
            s.append(i * 100L, new double[] {random.nextInt(7) == 0 ? 1 : 0});
        }
        List<TimeWindow> bands = XoffBands.of(s, "stack_xoff", new TimeWindow(0, n * 100L), 1600);
        assertThat(bands.size()).isBetween(1, 1601);
    }

    @Test
    void onlyBandsInsideTheWindowAndNoneForAMissingChannel() {
        TimeSeries s = flags(1, 0, 0, 0, 0, 0, 0, 0, 1, 1);
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(200, 700), 500)).isEmpty();
        assertThat(XoffBands.of(s, "stack_xoff", new TimeWindow(800, 950), 150))
                .containsExactly(new TimeWindow(800, 950));
        assertThat(XoffBands.of(s, "driver_xoff", new TimeWindow(0, 1000), 10)).isEmpty();
    }
}
