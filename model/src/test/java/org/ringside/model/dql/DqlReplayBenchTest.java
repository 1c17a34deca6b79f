package org.ringside.model.dql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The benchmark's plumbing on a small run; its figures are for reading, not for asserting. */
class DqlReplayBenchTest {

    @Test
    void aSmallRunReportsItsEventsAndRates() {
        DqlReplayBench.Result result = DqlReplayBench.measure(5000, 1);

        assertThat(result.events()).isEqualTo(5000);
        assertThat(result.fileBytes()).isGreaterThan(5000 * "0 queued 66\n".length() / 2);
        assertThat(result.coldNanos()).isPositive();
        assertThat(result.warmNanos()).isPositive().isLessThanOrEqualTo(result.coldNanos());
        assertThat(result.toString()).startsWith("dql-replay: 5,000 events").contains("M events/s");
    }
}
