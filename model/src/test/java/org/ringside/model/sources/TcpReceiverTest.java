package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Receiver;

/**
 * Hand-worked traces of a Linux receiver's ACK decisions ({@code __tcp_ack_snd_check}): MSS 1448,
 * each line an skb of the sender arriving, what the receiver answers.
 */
class TcpReceiverTest {
    private static final int MSS = 1448;
    private static final long DELACK = TcpReceiver.DELACK_NS;

    private record Ack(long atNs, long bytes, int skbs, long offeredNs) {
    }

    /** Each ACK's advertised window, in the order sent. */
    private final List<Long> windows = new ArrayList<>();

    private final List<Ack> acks = new ArrayList<>();

    private TcpReceiver receiver(boolean gro, boolean delayedAck, boolean quickack) {
        return receiver(new Receiver(gro, delayedAck, quickack, 0, 32L << 20), Kernel.CURRENT);
    }

    private TcpReceiver receiver(Receiver settings, Kernel kernel) {
        return new TcpReceiver(settings, kernel, MSS, (now, bytes, skbs, offered, window) -> {
            acks.add(new Ack(now, bytes, skbs, offered));
            windows.add(window);
        });
    }

    /** Spends the 16 quick ACKs of a connection's start on 16 one-segment skbs. */
    private void leaveQuickack(TcpReceiver r) {
        for (int i = 0; i < TcpReceiver.MAX_QUICKACKS; i++) {
            assertThat(r.arrived(i, MSS, i)).isEqualTo(-1);
        }
        assertThat(acks).hasSize(16).allMatch(a -> a.bytes() == MSS && a.skbs() == 1);
        acks.clear();
    }

    @Test
    void quickackModeAcksEachOfTheFirstSixteenSegmentsThenEverySecond() {
        TcpReceiver r = receiver(true, true, false);
        leaveQuickack(r);
        // 17th segment: one MSS is not more than rcv_mss, so the delayed-ACK timer is set.
        assertThat(r.arrived(100, MSS, 90)).isEqualTo(100 + DELACK);
        assertThat(acks).isEmpty();
        // 18th: 2,896 bytes are more than one MSS: an ACK at once covers both skbs, its RTT
        // sample from the older one.
        assertThat(r.arrived(200, MSS, 190)).isEqualTo(-1);
        assertThat(acks).containsExactly(new Ack(200, 2 * MSS, 2, 90));
        assertThat(r.segmentsAcked()).isEqualTo(2);
    }

    @Test
    void groMergesOneSuperPacketIntoOneStretchAck() {
        TcpReceiver r = receiver(true, true, false);
        leaveQuickack(r);
        r.arrived(1_000, 10 * MSS, 500);
        assertThat(acks).containsExactly(new Ack(1_000, 10 * MSS, 1, 500));
        assertThat(r.segmentsAcked()).isEqualTo(10);
    }

    @Test
    void withoutGroEverySecondSegmentOfASuperPacketIsAcked() {
        TcpReceiver r = receiver(false, true, false);
        leaveQuickack(r);
        // Five segments: ACKs after the 2nd and 4th; the 5th waits for the timer.
        assertThat(r.arrived(1_000, 5 * MSS, 500)).isEqualTo(1_000 + DELACK);
        assertThat(acks).containsExactly(new Ack(1_000, 2 * MSS, 0, 500), new Ack(1_000, 2 * MSS, 0, 500));
        // The timer ACKs the last segment, and with it the skb, whole now.
        assertThat(r.timerFired(1_000 + DELACK)).isEqualTo(-1);
        assertThat(acks).hasSize(3).last().isEqualTo(new Ack(1_000 + DELACK, MSS, 1, 500));
    }

    @Test
    void theDelayedAckTimerFiresFortyMillisecondsLaterUnlessAnAckTookItsSegment() {
        TcpReceiver r = receiver(true, true, false);
        leaveQuickack(r);
        long due = r.arrived(1_000, MSS, 900);
        assertThat(due).isEqualTo(1_000 + 40_000_000L);
        // A second segment before the timer: ACKed at once; the timer then finds nothing.
        r.arrived(2_000, MSS, 1_900);
        assertThat(acks).containsExactly(new Ack(2_000, 2 * MSS, 2, 900));
        assertThat(r.timerFired(due)).isEqualTo(-1);
        assertThat(acks).hasSize(1);
        // A lone segment later sets the timer again; an older timer firing first is moved to it.
        long later = r.arrived(3_000, MSS, 2_900);
        assertThat(r.timerFired(due)).isEqualTo(later);
        assertThat(r.timerFired(later)).isEqualTo(-1);
        assertThat(acks).hasSize(2).last().isEqualTo(new Ack(later, MSS, 1, 2_900));
    }

    @Test
    void withoutDelayedAcksOrWithQuickackEverySegmentIsAckedAtOnce() {
        for (TcpReceiver r : List.of(receiver(false, false, false), receiver(false, true, true))) {
            acks.clear();
            for (int i = 0; i < 40; i++) {
                assertThat(r.arrived(i, MSS, i)).isEqualTo(-1);
            }
            assertThat(acks).hasSize(40);
        }
    }

    /** An application reading a byte a nanosecond, a buffer whose payload share is 20 segments. */
    private TcpReceiver slowReader(Kernel kernel) {
        return receiver(new Receiver(true, true, false, 1_000, 40 * MSS), kernel);
    }

    @Test
    void theWindowIsTheBuffersShareLessWhatTheApplicationHasNotRead() {
        TcpReceiver r = slowReader(Kernel.CURRENT);
        // 10 segments at 0 ns: none read yet, so 20 - 10 segments of window.
        r.arrived(0, 10 * MSS, 0);
        // 10 more at 7,240 ns: the application has read 7,240 of the first 14,480 bytes and reads
        // the new ones after the rest, so 21,720 wait: 7,240 bytes, five segments, of window.
        r.arrived(7_240, 10 * MSS, 7_000);
        assertThat(acks).extracting(Ack::bytes).containsExactly(10L * MSS, 10L * MSS);
        assertThat(windows).containsExactly(10L * MSS, 5L * MSS);
        // tcp_cleanup_rbuf: a window update once the window could be twice the 7,240 bytes left,
        // 14,480: once no more than 14,480 bytes wait, at 28,960 - 14,480 ns.
        assertThat(r.windowUpdateNs()).isEqualTo(14_480);
        assertThat(r.windowUpdate(14_479)).isFalse();
        assertThat(r.windowUpdate(14_480)).isTrue();
        assertThat(acks).last().isEqualTo(new Ack(14_480, 0, 0, 7_000));
        assertThat(windows).last().isEqualTo(10L * MSS);
        // Its 10 segments are half the buffer's share: the next update comes with all 20 free,
        // once everything is read at 28,960 ns.
        assertThat(r.windowUpdateNs()).isEqualTo(28_960);
    }

    @Test
    void before34TheWindowIsThreeQuartersOfTheBuffer() {
        TcpReceiver r = slowReader(new Kernel(3, 3)); // tcp_adv_win_scale 2: 30 segments of 40
        r.arrived(0, 10 * MSS, 0);
        assertThat(windows).containsExactly(20L * MSS);
    }

    @Test
    void anApplicationThatReadsAtOnceLeavesTheWholeShareAndNeedsNoUpdate() {
        TcpReceiver r = receiver(new Receiver(true, true, false, 0, 40 * MSS), Kernel.CURRENT);
        r.arrived(0, 10 * MSS, 0);
        assertThat(windows).containsExactly(20L * MSS);
        assertThat(r.windowUpdateNs()).isEqualTo(-1);
    }
}
