package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Channels;
import org.ringside.model.metrics.TimeSeries;

/** The sampled TCP payload rate: what iperf reports, beside the wire's rate. */
class TcpPayloadChannelTest {
    private static double meanAfterFirst(TimeSeries series, String key) {
        double[] column = series.column(series.indexOf(key));
        double sum = 0;
        for (int r = 1; r < column.length; r++) {
            sum += column[r];
        }
        return sum / (column.length - 1);
    }

    @Test
    void theSampledPayloadRateAddsUpToTheSummarysAndSitsBelowTheWiresByTheHeaders() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        sim.runUntil(50_000_000L);
        RunResult result = sim.result();
        TimeSeries series = result.series();

        double payload = meanAfterFirst(series, Channels.TCP_PAYLOAD.key());
        double wire = meanAfterFirst(series, Channels.THROUGHPUT.key());
        // Samples cover the whole run, so their mean is the run's rate (to the last sample).
        assertThat(payload).isCloseTo(sim.summary().tcpPayloadBps(), within(0.01 * payload));
        // A full-sized segment carries 1448 payload bytes in a 1538-byte slot on the wire
        // (66 bytes of headers, 24 of preamble, FCS and gap); mostly full segments here.
        assertThat(payload / wire).isBetween(0.93, 1448.0 / 1514);
    }

    @Test
    void withoutTcpFlowsTheChannelStaysAtZero() {
        Simulation sim = new Simulation(Scenarios.udpFlood(2_000_000_000L, false));
        sim.runUntil(10_000_000L);
        TimeSeries series = sim.result().series();

        assertThat(meanAfterFirst(series, Channels.THROUGHPUT.key())).isPositive();
        assertThat(series.column(series.indexOf(Channels.TCP_PAYLOAD.key()))).containsOnly(0.0);
        assertThat(sim.summary().tcpPayloadBps()).isZero();
    }

    @Test
    void theChannelComesAfterTheOlderStandardOnesSoTheyKeepTheirPlaces() {
        assertThat(Channels.STANDARD.get(Channels.STANDARD.size() - 1)).isEqualTo(Channels.TCP_PAYLOAD);
        assertThat(Channels.STANDARD.get(Channels.STANDARD.size() - 2)).isEqualTo(Channels.DROPS);
    }
}
