package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;

/** Slow start under stretch ACKs, by release ({@code tcp_slow_start}, 9f9843a751d0 in 3.13). */
class TcpWindowTest {
    @Test
    void beforeThreeThirteenAStretchAckGrowsTheWindowByOnePacket() {
        TcpWindow w = new TcpWindow(10, true);
        assertThat(w.slowStart(10)).isZero();
        assertThat(w.cwnd).isEqualTo(11);
        assertThat(w.slowStart(1)).isZero();
        assertThat(w.cwnd).isEqualTo(12);
    }

    @Test
    void fromThreeThirteenItGrowsByThePacketsAcknowledged() {
        TcpWindow w = new TcpWindow(10, false);
        assertThat(w.slowStart(10)).isZero();
        assertThat(w.cwnd).isEqualTo(20);
        w.ssthresh = 25;
        assertThat(w.slowStart(10)).isEqualTo(5); // the rest goes to congestion avoidance
        assertThat(w.cwnd).isEqualTo(25);
    }

    /** A sender's first window of ten segments acknowledged by one stretch ACK: 11 on 3.3, 20 on 3.13. */
    @Test
    void aBulkFlowsSlowStartFollowsItsRelease() {
        assertThat(cwndAfterOneStretchAck(Kernel.FIRST)).isEqualTo(11);
        assertThat(cwndAfterOneStretchAck(new Kernel(3, 12))).isEqualTo(11);
        assertThat(cwndAfterOneStretchAck(LinuxHistory.SLOW_START_COUNTS_PACKETS)).isEqualTo(20);
        assertThat(cwndAfterOneStretchAck(Kernel.CURRENT)).isEqualTo(20);
    }

    private static long cwndAfterOneStretchAck(Kernel kernel) {
        FakeStack stack = new FakeStack();
        stack.kernel = kernel;
        stack.superPackets = true;
        BulkTcpSource tcp = new BulkTcpSource(stack, Flow.defaults(FlowKind.BULK_TCP), 0, 0, 0);
        tcp.onTimer(0, Source.TIMER_START);
        tcp.onAck(100_000, 10 * 1460, 1, 0);
        return tcp.cwnd() / 1460;
    }
}
