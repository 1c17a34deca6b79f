package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Kernel;

class HyStartTest {
    private static final long US = 1_000;
    private static final long MS = 1_000_000;
    private static final long LATER = 1L << 40;

    private final TcpWindow w = new TcpWindow(20);

    @Test
    void delayIncreaseExitsWhenARoundsEightSamplesAllExceedMinRttPlus4ms() {
        Cubic cubic = new Cubic(Kernel.CURRENT, 0, 0);
        long now = firstRoundAt100us(cubic, w);
        // Round 2: the queue has grown. The threshold is 100 us + clamp(100 / 8, 4 ms, 16 ms) = 4.1 ms.
        for (int i = 9; i <= 17; i++) {
            now += 3 * MS;
            cubic.acked(w, now, 4_100 * US, i, LATER, () -> Long.MAX_VALUE, 0, false);
        }
        assertThat(cubic.hystartFound()).as("4.1 ms is not above the threshold").isFalse();
        Cubic later = new Cubic(Kernel.CURRENT, 0, 0);
        TcpWindow w2 = new TcpWindow(20);
        now = firstRoundAt100us(later, w2);
        for (int i = 9; i <= 16; i++) {
            now += 3 * MS;
            later.acked(w2, now, 4_101 * US, i, LATER, () -> Long.MAX_VALUE, 0, false);
            assertThat(later.hystartFound()).as("sample %d of the round", i - 8).isFalse();
        }
        // The ninth sample of the round finds the least of them above the threshold.
        later.acked(w2, now + 3 * MS, 4_101 * US, 17, LATER, () -> Long.MAX_VALUE, 0, false);
        assertThat(later.hystartFound()).isTrue();
        assertThat(w2.ssthresh).isEqualTo(20);
        assertThat(w2.inSlowStart()).isFalse();
    }

    /** Round 1: eight samples of 100 us, 3 ms apart (no ACK train); it ends at byte 8. */
    private static long firstRoundAt100us(Cubic cubic, TcpWindow w) {
        long now = 0;
        for (int i = 1; i <= 8; i++) {
            now += 3 * MS;
            cubic.acked(w, now, 100 * US, i, 8, () -> Long.MAX_VALUE, 0, false);
        }
        return now;
    }

    @Test
    void ackTrainExitsWhenAcksStayCloseForHalfTheMinRttPlusTheTsoAllowance() {
        Cubic cubic = new Cubic(Kernel.CURRENT, 0, 0);
        // 1 ms RTT; at 10^9 B/s four 64 KiB packets take 262 us: threshold (1000 + 262) / 2 = 631 us.
        long rate = 1_000_000_000L;
        assertThat(HyStart.ackDelayUs(rate, 65_536)).isEqualTo(262);
        long start = 10 * MS;
        for (int i = 0; i <= 6; i++) {
            cubic.acked(w, start + i * 100 * US, MS, i + 1, LATER, () -> rate, 65_536, false);
        }
        assertThat(cubic.hystartFound()).as("600 us into the round").isFalse();
        cubic.acked(w, start + 700 * US, MS, 8, LATER, () -> rate, 65_536, false);
        assertThat(cubic.hystartFound()).as("700 us into the round").isTrue();
        assertThat(w.ssthresh).isEqualTo(w.cwnd);
    }

    /**
     * The same ACKs from a paced socket (fq's {@code SK_PACING_FQ}, or TCP's own
     * {@code SK_PACING_NEEDED}): {@code hystart_update} halves the threshold only for
     * {@code SK_PACING_NONE}, so it is the whole 1000 + 262 = 1262 us.
     */
    @Test
    void aPacedSocketsAckTrainWaitsTheWholeMinRttPlusTheTsoAllowance() {
        Cubic cubic = new Cubic(Kernel.CURRENT, 0, 0);
        long rate = 1_000_000_000L;
        assertThat(HyStart.ackTrainThresholdUs(1_000, rate, 65_536, false)).isEqualTo(631);
        assertThat(HyStart.ackTrainThresholdUs(1_000, rate, 65_536, true)).isEqualTo(1_262);
        long start = 10 * MS;
        for (int i = 0; i <= 12; i++) {
            cubic.acked(w, start + i * 100 * US, MS, i + 1, LATER, () -> rate, 65_536, true);
        }
        assertThat(cubic.hystartFound()).as("1200 us into the round, paced").isFalse();
        cubic.acked(w, start + 1_300 * US, MS, 14, LATER, () -> rate, 65_536, true);
        assertThat(cubic.hystartFound()).as("1300 us into the round, paced").isTrue();
    }

    @Test
    void beforeLinux56TheAckTrainFiresAtTheFirstMillisecondTickOfARoundPacedOrNot() {
        Cubic cubic = new Cubic(new Kernel(3, 3), 0, 0);
        // 100 us of min RTT is one eighth of a ms; half of it in whole ms is 0.
        long start = 5 * MS + 50 * US;
        for (int i = 0; i < 10; i++) {
            cubic.acked(w, start + i * 100 * US, 100 * US, i + 1, LATER, () -> Long.MAX_VALUE, 0, true);
        }
        assertThat(cubic.hystartFound()).as("still at ms 5").isFalse();
        cubic.acked(w, start + 1_000 * US, 100 * US, 11, LATER, () -> Long.MAX_VALUE, 0, true);
        assertThat(cubic.hystartFound()).as("ms 6").isTrue();
    }

    @Test
    void belowSixteenPacketsItNeverExits() {
        Cubic cubic = new Cubic(Kernel.CURRENT, 0, 0);
        TcpWindow small = new TcpWindow(15);
        for (int i = 0; i < 100; i++) {
            cubic.acked(small, 10 * MS + i * 100 * US, 50 * MS, i + 1, LATER, () -> Long.MAX_VALUE, 0, false);
        }
        assertThat(cubic.hystartFound()).isFalse();
        assertThat(small.inSlowStart()).isTrue();
    }
}
