package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Kernel;

class CubicTest {
    private static final long MS = 1_000_000;

    @Test
    void aLossLeavesBetaOfTheWindowAndALowerLossLowersWmaxFurther() {
        Cubic cubic = new Cubic(Kernel.CURRENT, 0, 0);
        TcpWindow w = new TcpWindow(100);
        // 100 x 717 / 1024 = 70.02: ssthresh 70, W_max the window at the loss.
        assertThat(cubic.ssthresh(w)).isEqualTo(70);
        assertThat(cubic.lastMaxCwnd()).isEqualTo(100);
        // A loss below W_max: fast convergence takes W_max to 80 x (1024 + 717) / 2048 = 68.
        w.cwnd = 80;
        assertThat(cubic.ssthresh(w)).isEqualTo(56);
        assertThat(cubic.lastMaxCwnd()).isEqualTo(68);
        // Never below two packets.
        w.cwnd = 2;
        assertThat(cubic.ssthresh(w)).isEqualTo(2);
    }

    @Test
    void afterALossTheWindowFollowsTheCubicFunction() {
        Cubic cubic = new Cubic(Kernel.CURRENT, 0, 0);
        TcpWindow w = new TcpWindow(1000);
        long rttNs = 100 * MS;
        cubic.acked(w, 0, rttNs, 1, 0, () -> Long.MAX_VALUE, 0, false);
        w.ssthresh = cubic.ssthresh(w);
        w.cwnd = w.ssthresh;
        assertThat(w.cwnd).isEqualTo(700);
        // K = cbrt(W_max (1 - beta) / C) = cbrt(300 / 0.4) = 9.08 s, in 1/1024 s.
        double wMax = 1000;
        double c = 410.0 / 1024;
        double beta = 717.0 / 1024;
        double kSeconds = Math.cbrt(wMax * (1 - (double) w.cwnd / wMax) / c);
        assertThat(kSeconds).isCloseTo(Math.cbrt(wMax * (1 - beta) / c), within(0.01));
        // One ACK per packet, spread evenly over each 100 ms round trip, for 12 s.
        long now = 0;
        for (int round = 1; round <= 120; round++) {
            int acks = w.cwnd;
            for (int i = 0; i < acks; i++) {
                now += rttNs / acks;
                cubic.congAvoid(w, now, 1);
            }
            // The first ACK after the loss starts the epoch and fixes K.
            assertThat(cubic.k() / 1024.0).isCloseTo(kSeconds, within(0.001));
            if (round % 10 == 0) {
                double t = now / 1e9;
                double cubicW = c * Math.pow(t - kSeconds, 3) + wMax;
                // The window reaches the curve's value for t + min RTT one round trip later.
                assertThat((double) w.cwnd).as("cwnd at %.1f s", t).isCloseTo(cubicW, within(cubicW * 0.01 + 2));
            }
        }
        assertThat(w.cwnd).isGreaterThan(1000);
    }

    @Test
    void withoutALossYetCongestionAvoidanceGrowsAtLeastFivePercentARoundTrip() {
        Cubic cubic = new Cubic(Kernel.CURRENT, 0, 0);
        TcpWindow w = new TcpWindow(100);
        w.ssthresh = 100;
        // W_max is 0: the curve starts flat at the window, and cnt is capped at 20.
        for (int i = 0; i < 100; i++) {
            cubic.congAvoid(w, (i + 1) * 100_000L, 1);
        }
        assertThat(w.cwnd).isEqualTo(105);
    }
}
