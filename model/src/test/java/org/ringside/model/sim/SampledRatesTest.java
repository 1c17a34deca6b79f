package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.scenario.Scenario;

/** A sampled rate is the interval's count scaled to a second, exactly when the interval divides one. */
class SampledRatesTest {
    @Test
    void oneFrameInTenMicrosecondsIsAHundredThousandFramesASecond() {
        Simulation sim = new Simulation(Scenario.defaults().withSampleIntervalNs(10_000));
        sim.runUntil(5_000_000L);
        TimeSeries series = sim.series();
        int pps = series.indexOf("pps");
        int bps = series.indexOf("throughput_bps");
        int framesSeen = 0;
        for (int row = 0; row < series.size(); row++) {
            double frames = series.value(pps, row) / 100_000;
            // Whole frames per interval, with no rounding left over (1 / 1e-5 would give 99999.99999999999).
            assertThat(frames).isEqualTo(Math.rint(frames));
            assertThat(series.value(bps, row) % 80_000).as("bytes × 8 per 10 µs, in bit/s").isZero();
            framesSeen += (int) frames;
        }
        assertThat(framesSeen).isGreaterThan(100);
    }
}
