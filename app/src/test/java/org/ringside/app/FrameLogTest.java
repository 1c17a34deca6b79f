package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The frame log's counting, on made-up pulse times. */
class FrameLogTest {
    private static final long MS = 1_000_000L;

    @Test
    void countsFramesTheWorstGapAndStallsPerPeriod() {
        FrameLog.Stats stats = new FrameLog.Stats(1000 * MS);
        long t = 0;
        assertThat(stats.pulse(t)).isFalse();
        for (int i = 0; i < 30; i++) {
            t += 16 * MS;
            assertThat(stats.pulse(t)).isFalse();
        }
        t += 70 * MS; // one stall
        stats.pulse(t);
        t += 51 * MS; // and another, just over the line
        stats.pulse(t);
        while (!stats.pulse(t += 16 * MS)) {
            // 25 more frames reach the end of the first second: 1 + 30 + 2 + 25 = 58
        }
        assertThat(stats.line(12.34, 2, 5_000)).isEqualTo("1,58,70.0,2,12.3,2,5000");

        stats.nextMinute();
        assertThat(stats.pulse(t + 50 * MS)).isFalse();
        assertThat(stats.line(1, 0, 0)).as("exactly 50 ms is no stall").isEqualTo("2,1,50.0,0,1.0,0,0");
    }

    @Test
    void theHeapFigureIsReadWithoutForcingACollection() {
        assertThat(FrameLog.heapAfterGcMb()).isGreaterThanOrEqualTo(0);
    }
}
