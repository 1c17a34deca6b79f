package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The scoreboard, fast retransmit and the retransmission timer, by hand. */
class TcpRecoveryTest {
    private static final int MSS = 1448;
    private final List<String> told = new ArrayList<>();
    private final TcpRecovery r = new TcpRecovery(new TcpRecovery.Sender() {
        @Override
        public void foundLost(long nowNs, long seq, int payload, boolean endsSkb) {
            told.add("lost " + seq + " " + payload + " " + endsSkb);
        }

        @Override
        public void ecnEcho(long nowNs, long markedSeq) {
            told.add("ece " + markedSeq);
        }

        @Override
        public void timedOut(long nowNs, long payload, int skbs, boolean recovering) {
            told.add("timeout " + payload + " " + skbs + " " + recovering);
        }
    });

    /** Segment k (0, 1, 2, ...) arrives and the far end ACKs it. */
    private boolean arrive(int k, long order) {
        boolean now = r.arrived((long) k * MSS, order, false);
        r.ackSent();
        return now;
    }

    @Test
    void threeLaterSegmentsShowAHoleAndItsRetransmissionFillsIt() {
        assertThat(arrive(0, 0)).as("in order: the delayed-ACK rules decide").isFalse();
        r.dropped(MSS, MSS, false, 1);
        assertThat(arrive(2, 2)).as("beyond a hole: ACK at once").isTrue();
        assertThat(arrive(3, 3)).isTrue();
        assertThat(arrive(4, 4)).isTrue();
        r.acked(0, MSS, 0); // the ACK of segment 0
        r.acked(0, MSS, 0); // segment 2 arrived: one later segment
        r.acked(0, MSS, 0); // two
        assertThat(told).isEmpty();
        assertThat(r.inRecovery()).isFalse();
        r.acked(0, MSS, 0); // three: segment 1 is lost
        assertThat(told).containsExactly("lost 1448 1448 false");
        assertThat(r.inRecovery()).isTrue();
        int entry = r.nextRetransmission();
        assertThat(r.seqOf(entry)).isEqualTo(MSS);
        r.resent(entry);
        assertThat(r.nextRetransmission()).isEqualTo(-1);
        assertThat(arrive(1, 5)).as("the retransmission fills the hole: ACK at once").isTrue();
        assertThat(r.inRecovery()).isFalse();
        assertThat(arrive(5, 6)).as("no hole left").isFalse();
        assertThat(r.retransmits()).isEqualTo(1);
    }

    @Test
    void aRetransmissionSplitByASmallerMtuAndDroppedAgainIsLostAsTheFramesItBecame() {
        // 8993 bytes sent at an MTU of 9045, dropped and found lost; the MTU is 9000 when it is
        // sent again, so it leaves as 8948 bytes under its own sequence number and 45 after them.
        r.dropped(0, 8993, true, 0);
        arrive(1, 1);
        arrive(2, 2);
        arrive(3, 3);
        for (int i = 0; i < 3; i++) {
            r.acked(0, MSS, 0);
        }
        assertThat(told).containsExactly("lost 0 8993 true");
        r.resent(r.nextRetransmission());
        r.dropped(0, 8948, false, 4);
        r.dropped(8948, 45, true, 5);
        arrive(6, 6);
        arrive(7, 7);
        arrive(8, 8);
        for (int i = 0; i < 3; i++) {
            r.acked(0, MSS, 0);
        }
        assertThat(told).as("the pipe loses the 8993 bytes it held once, no more")
                .containsExactly("lost 0 8993 true", "lost 0 8948 false", "lost 8948 45 true");
    }

    @Test
    void aRetransmissionDroppedAgainIsFoundByTheSegmentsSentAfterIt() {
        r.dropped(0, MSS, true, 0);
        arrive(1, 1);
        arrive(2, 2);
        arrive(3, 3);
        for (int i = 0; i < 3; i++) {
            r.acked(0, MSS, 0);
        }
        assertThat(told).containsExactly("lost 0 1448 true");
        r.resent(r.nextRetransmission());
        r.dropped(0, MSS, true, 4); // the retransmission is dropped too
        arrive(4, 5);
        arrive(5, 6);
        r.acked(0, MSS, 0);
        r.acked(0, MSS, 0);
        assertThat(told).hasSize(1).as("two later segments are not enough");
        arrive(6, 7);
        r.acked(0, MSS, 0);
        assertThat(told).containsExactly("lost 0 1448 true", "lost 0 1448 true");
    }

    @Test
    void aCeMarkIsAckedAtOnceAndEchoedOnce() {
        assertThat(arrive(0, 0)).isFalse();
        assertThat(r.arrived(MSS, 1, true)).as("CE: quickack").isTrue();
        r.ackSent();
        arrive(2, 2);
        r.acked(0, MSS, 0);
        assertThat(told).isEmpty();
        r.acked(0, MSS, 0);
        assertThat(told).containsExactly("ece 1448");
        r.acked(0, MSS, 0);
        assertThat(told).as("the next ACK echoes nothing").hasSize(1);
    }

    @Test
    void theTimerCountsEveryDropAsLostAfterSrttPlus200msAndBacksOff() {
        long srtt = 20_000_000;
        r.sent(0, 0);
        assertThat(r.rtoDueNs()).as("TCP_TIMEOUT_INIT before any RTT sample").isEqualTo(1_000_000_000L);
        r.dropped(0, MSS, false, 0);
        r.dropped(MSS, MSS, true, 1);
        arrive(2, 2);
        r.acked(10_000_000, MSS, srtt); // news: the timer restarts at srtt + TCP_RTO_MIN
        assertThat(r.rtoDueNs()).isEqualTo(10_000_000 + 220_000_000L);
        assertThat(r.timerFired(100_000_000, 2 * MSS, srtt)).as("not yet: fire again then").isEqualTo(230_000_000L);
        long again = r.timerFired(230_000_000, 2 * MSS, srtt);
        assertThat(told).containsExactly("timeout 2896 1 false");
        assertThat(again).as("backed off: twice the RTO").isEqualTo(230_000_000 + 440_000_000L);
        assertThat(r.timeouts()).isEqualTo(1);
        assertThat(r.inRecovery()).isTrue();
        assertThat(r.timerFired(again, MSS, srtt)).isEqualTo(again + 880_000_000L);
        assertThat(told).last().isEqualTo("timeout 0 0 true");
    }
}
