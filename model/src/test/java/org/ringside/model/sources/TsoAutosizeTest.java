package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Kernel;

class TsoAutosizeTest {
    private static final int MSS = 1_448;
    private static final int HEADERS = 66;
    private static final int GSO_MAX = 65_536;
    private static final long ROOM = 1L << 30;

    /**
     * A flow paced at 12,500,000 bytes/s (100 Mbit/s). 3.12's {@code tcp_xmit_size_goal}:
     * 12,500,000 / 2000 = 6250 bytes, 4 whole MSS, 5792. 3.19's {@code tcp_tso_autosize}:
     * 12,500,000 >> 10 = 12,207 bytes, 8 MSS, 11,584: twice as many segments.
     */
    @Test
    void the312SizeGoalIsHalfAMillisecondOfThePacingRateAnd319sAboutOne() {
        long rate = 12_500_000;
        assertThat(payload(new Kernel(3, 12), rate)).isEqualTo(4 * MSS);
        assertThat(payload(new Kernel(3, 18), rate)).isEqualTo(4 * MSS);
        assertThat(payload(new Kernel(3, 19), rate)).isEqualTo(8 * MSS);
    }

    /** Below {@code tcp_min_tso_segs} (2) segments' worth the goal is two segments on every release. */
    @Test
    void aSlowFlowStillSendsTwoSegments() {
        assertThat(payload(new Kernel(3, 12), 1_000_000)).isEqualTo(2 * MSS);
        assertThat(payload(new Kernel(3, 19), 1_000_000)).isEqualTo(2 * MSS);
    }

    private static int payload(Kernel k, long rate) {
        return new TsoAutosize(k).payload(ROOM, MSS, HEADERS, GSO_MAX, true, rate, Long.MAX_VALUE);
    }
}
