package org.ringside.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The frame log's counting, on made-up pulse times. */
class FrameLogTest {
    private static final long MS = 1_000_000L;

    @Test
    void countsFramesTheWorstGapAndStallsPerPeriod() {
        FrameLog.Stats stats = new FrameLog.Stats(1000 * MS);
        long t = 0;
        assertThat(stats.pulse(t, false)).isFalse();
        for (int i = 0; i < 30; i++) {
            t += 16 * MS;
            assertThat(stats.pulse(t, false)).isFalse();
        }
        t += 70 * MS; // one stall
        stats.pulse(t, false);
        t += 51 * MS; // and another, just over the line
        stats.pulse(t, false);
        while (!stats.pulse(t += 16 * MS, false)) {
            // 25 more frames reach the end of the first second: 1 + 30 + 2 + 25 = 58
        }
        assertThat(stats.line(12.34, 2, 5_000, OptionalLong.empty())).isEqualTo("1,58,70.0,2,12.3,2,5000,,0");

        stats.nextMinute();
        assertThat(stats.pulse(t + 50 * MS, false)).isFalse();
        assertThat(stats.line(1, 0, 0, OptionalLong.empty())).as("exactly 50 ms is no stall")
                .isEqualTo("2,1,50.0,0,1.0,0,0,,0");
    }

    @Test
    void eachLanesTimeAndTheFramesThatShowedThemApartAreLogged() {
        FrameLog.Stats stats = new FrameLog.Stats(1000 * MS);
        stats.pulse(0, false);
        stats.pulse(16 * MS, true);
        stats.pulse(32 * MS, true);
        assertThat(stats.pulse(1000 * MS, false)).isTrue();
        assertThat(stats.line(1, 3, 721 * MS, OptionalLong.of(696 * MS)))
                .isEqualTo("1,4,968.0,1,1.0,3,721000000,696000000,2");
        stats.nextMinute();
        stats.pulse(1016 * MS, false);
        assertThat(stats.line(1, 3, 5, OptionalLong.of(5))).as("a new minute counts anew").endsWith(",5,5,0");
    }

    @Test
    void theHeapFigureIsReadWithoutForcingACollection() {
        assertThat(FrameLog.heapAfterGcMb()).isGreaterThanOrEqualTo(0);
    }
}
