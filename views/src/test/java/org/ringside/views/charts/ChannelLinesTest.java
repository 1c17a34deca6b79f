package org.ringside.views.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.Decimator;
import org.ringside.model.metrics.TimeSeries;

class ChannelLinesTest {
    /** Throughput sampled every 100 ns, the first at 100 ns: whole frames per interval, 8 or 9. */
    private static TimeSeries rates(double... values) {
        TimeSeries s = new TimeSeries(List.of(Channels.THROUGHPUT), Math.max(2, values.length));
        for (int i = 0; i < values.length; i++) {
            s.append((i + 1) * 100L, new double[] {values[i]});
        }
        return s;
    }

    @Test
    void aRateIsAveragedPerColumnAtTheMeanTimeOfItsSamples() {
        TimeSeries s = rates(8, 9, 8, 9, 9, 9, Double.NaN, 8);
        Decimator.Points p = ChannelLines.columnMeans(s, 0, new TimeWindow(0, 800), 2);
        // Column 0 (0..400) holds 100..300, column 1 (400..800) holds 400..800 less the NaN at 700.
        assertThat(p.timesNs()).containsExactly(200, 575);
        assertThat(p.values()).containsExactly(25.0 / 3, 35.0 / 4);
    }

    @Test
    void whereColumnsAreNarrowerThanSamplesEverySampleIsKept() {
        TimeSeries s = rates(8, 9, 8);
        Decimator.Points p = ChannelLines.columnMeans(s, 0, new TimeWindow(0, 300), 300);
        assertThat(p.timesNs()).containsExactly(100, 200, 300);
        assertThat(p.values()).containsExactly(8, 9, 8);
        assertThat(ChannelLines.meanSpanNs(s, new TimeWindow(0, 300), 300)).isEqualTo(100);
        assertThat(ChannelLines.meanSpanNs(s, new TimeWindow(0, 300), 1)).isEqualTo(300);
        assertThat(ChannelLines.meanSpanNs(s, new TimeWindow(250, 290), 1)).isZero();
    }
}
