package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Channel;
import org.ringside.model.metrics.SampleSink;
import org.ringside.model.metrics.TimeSeries;

class SamplerSinkTest {
    /** Keeps what it is given, copying each row since the sampler reuses its array. */
    private static final class Recorder implements SampleSink {
        List<Channel> channels;
        final List<Long> times = new ArrayList<>();
        final List<double[]> rows = new ArrayList<>();

        @Override
        public void begin(List<Channel> channels) {
            assertThat(this.channels).as("begin is called once").isNull();
            this.channels = channels;
        }

        @Override
        public void sample(long timeNs, double[] row) {
            times.add(timeNs);
            rows.add(row.clone());
        }
    }

    @Test
    void theSinkGetsEveryRowTheSeriesGetsWhileTheSeriesIsWhole() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        Recorder sink = new Recorder();
        sim.feed(sink);
        sim.runUntil(20_000_000L);
        TimeSeries series = sim.result().series();

        assertThat(series.stride()).isEqualTo(1);
        assertThat(sink.channels).isEqualTo(series.channels());
        assertThat(sink.times).hasSize(series.size());
        for (int r = 0; r < series.size(); r++) {
            assertThat(sink.times.get(r)).isEqualTo(series.timeNs(r));
            for (int c = 0; c < series.channels().size(); c++) {
                // Bit for bit: NaN (nothing measured) must stay NaN, -0.0 stay -0.0.
                assertThat(Double.doubleToRawLongBits(sink.rows.get(r)[c])).as("row %d, %s", r, series.channels().get(c).key())
                        .isEqualTo(Double.doubleToRawLongBits(series.value(c, r)));
            }
        }
    }

    @Test
    void theSinkKeepsEverySampleWhenTheSeriesCoarsens() {
        long intervalNs = 10_000;
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads().withSampleIntervalNs(intervalNs));
        Recorder sink = new Recorder();
        sim.feed(sink);
        long endNs = (Sampler.MAX_ROWS + 1000) * intervalNs;
        sim.runUntil(endNs);

        assertThat(sim.result().series().stride()).isGreaterThan(1);
        assertThat(sink.times).hasSize(Sampler.MAX_ROWS + 1001);
        for (int r = 0; r < sink.times.size(); r++) {
            assertThat(sink.times.get(r)).isEqualTo(r * intervalNs);
        }
    }

    @Test
    void oneSinkPerSimulation() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        sim.feed(new Recorder());
        assertThatThrownBy(() -> sim.feed(new Recorder())).isInstanceOf(IllegalStateException.class);
    }
}
