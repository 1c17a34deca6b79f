package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.TcpCongestion;
import org.ringside.model.engine.EventKind;

class BulkTcpSourceTest {
    private final FakeStack stack = new FakeStack();
    private final BulkTcpSource tcp = new BulkTcpSource(stack, Flow.defaults(FlowKind.BULK_TCP), 0, 0, 0);

    @Test
    void startsWithTenSegmentsOneMssEachWithoutOffloads() {
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).hasSize(10);
        assertThat(stack.packets.len(stack.sent.get(0))).isEqualTo(1514);
        assertThat(tcp.cwnd()).isEqualTo(14_600);
        assertThat(tcp.inflight()).isEqualTo(14_600);
    }

    @Test
    void withOffloadsSendsOneSuperPacketOfWholeMss() {
        stack.superPackets = true;
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).hasSize(1);
        int p = stack.sent.get(0);
        assertThat(stack.packets.payload(p)).isEqualTo(14_600);
        assertThat(stack.packets.gsoSize(p)).isEqualTo(1460);
        // Grow the window: packets are capped at gso_max_size, in whole MSS (44 x 1460 + 54 <= 65536).
        tcp.onAck(1, 14_600, 0);
        tcp.onAck(2, 200_000 - 14_600 - 29_200, 0);
        for (int id : stack.sent) {
            assertThat(stack.packets.len(id)).isLessThanOrEqualTo(65_536);
            assertThat(stack.packets.payload(id) % 1460).isZero();
        }
        assertThat(stack.sent.stream().mapToInt(stack.packets::payload).max().getAsInt()).isEqualTo(44 * 1460);
    }

    @Test
    void renoSlowStartDoublesPerWindowThenAvoidanceAddsAboutOneMssPerWindow() {
        tcp.onTimer(0, Source.TIMER_START);
        tcp.onAck(10, 14_600, 0);
        assertThat(tcp.cwnd()).isEqualTo(29_200);
        stack.dropNext = 1;
        tcp.onAck(20, 1460, 0);
        long halved = tcp.cwnd();
        // tcp_reno_ssthresh: 21 segments >> 1.
        assertThat(halved).isEqualTo(10 * 1460);
        assertThat(tcp.ssthresh()).isEqualTo(halved);
        // Congestion avoidance: a whole window acknowledged adds one MSS.
        tcp.onAck(30, halved, 0);
        assertThat(tcp.cwnd()).isEqualTo(halved + 1460);
    }

    @Test
    void cubicBacksOffToBetaOfTheWindowAndPacesAt120PercentAfter() {
        stack.tcp = stack.tcp.withCongestion(TcpCongestion.CUBIC);
        tcp.onTimer(0, Source.TIMER_START);
        tcp.onAck(100_000, 14_600, 0);
        assertThat(tcp.inSlowStart()).isTrue();
        // Slow start: 200 % of max(cwnd, in flight) / srtt = 2 x 29,200 B / 100 us.
        assertThat(tcp.pacingRate()).isEqualTo(584_000_000L);
        stack.dropNext = 1;
        tcp.onAck(200_000, 1460, 100_000);
        // 21 segments x 717 / 1024 = 14.7: 14 segments, and ssthresh with them.
        assertThat(tcp.cwnd()).isEqualTo(14 * 1460);
        assertThat(tcp.ssthresh()).isEqualTo(14 * 1460);
        assertThat(tcp.inSlowStart()).isFalse();
        // Congestion avoidance: 120 % of the 19 segments still in flight (20 sent, one acked, the
        // one sent for it dropped) over the same 100 us srtt.
        assertThat(tcp.inflight()).isEqualTo(19 * 1460);
        assertThat(tcp.pacingRate()).isEqualTo(332_880_000L);
    }

    @Test
    void halvesAtMostOncePerWindowOfData() {
        tcp.onTimer(0, Source.TIMER_START);
        stack.dropNext = 1;
        tcp.onAck(10, 14_600, 0);
        assertThat(tcp.reductions()).isEqualTo(1);
        long after = tcp.cwnd();
        // Another drop of data sent before the first drop's window is acked: no second halving.
        tcp.onLost(11, 1460, 0);
        assertThat(tcp.reductions()).isEqualTo(1);
        assertThat(tcp.cwnd()).isEqualTo(after);
    }

    @Test
    void withNothingInFlightAfterADropItRetriesAfter200ms() {
        stack.dropNext = 1;
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).isEmpty();
        assertThat(tcp.inflight()).isZero();
        assertThat(stack.events.poll()).isTrue();
        assertThat(stack.events.currentKind()).isEqualTo(EventKind.SOURCE_TIMER);
        assertThat(stack.events.currentTime()).isEqualTo(Source.RETRY_NS);
        tcp.onTimer(Source.RETRY_NS, stack.events.currentB());
        assertThat(stack.sent).isNotEmpty();
        assertThat(tcp.inflight()).isEqualTo(stack.payloadSent());
    }

    @Test
    void acksArriveRemoteRttAfterThePacketLeftTheWire() {
        tcp.onTimer(0, Source.TIMER_START);
        tcp.onSent(5_000, 1460, 4_000);
        assertThat(stack.events.poll()).isTrue();
        assertThat(stack.events.currentKind()).isEqualTo(EventKind.TCP_ACK);
        assertThat(stack.events.currentTime()).isEqualTo(5_000 + 100_000);
        assertThat(AckArg.bytes(stack.events.currentB())).isEqualTo(1460);
        assertThat(AckArg.offeredNs(stack.events.currentB())).isEqualTo(4_000);
    }

    /**
     * TCP small queues with a 1000-byte limit and 1514-byte packets: the first packet always goes
     * (nothing below TCP); the second finds 1514 bytes below, over the limit, with one packet out.
     * It goes only where one skb out is exempt: 4.10 to 4.14 (the skb is the write queue's second,
     * 75eefc6c59fd) and from 6.6 ({@code tcp_rtx_queue_empty_or_single_skb}); 3.6 to 4.9 exempt
     * nobody, 4.15 to 6.5 only an empty retransmit queue. A third packet, two out, never goes.
     */
    @Test
    void smallQueuesLetsASecondPacketPastTheLimitOnlyWhereOneSkbOutIsExempt() {
        assertThat(packetsSentPastASmallLimit(new Kernel(4, 9))).isEqualTo(1);
        assertThat(packetsSentPastASmallLimit(new Kernel(4, 10))).isEqualTo(2);
        assertThat(packetsSentPastASmallLimit(new Kernel(4, 14))).isEqualTo(2);
        assertThat(packetsSentPastASmallLimit(new Kernel(4, 15))).isEqualTo(1);
        assertThat(packetsSentPastASmallLimit(new Kernel(6, 5))).isEqualTo(1);
        assertThat(packetsSentPastASmallLimit(new Kernel(6, 6))).isEqualTo(2);
        assertThat(packetsSentPastASmallLimit(Kernel.CURRENT)).isEqualTo(2);
    }

    private static int packetsSentPastASmallLimit(Kernel kernel) {
        FakeStack s = new FakeStack();
        s.kernel = kernel;
        s.tcp = s.tcp.withSmallQueues(true).withLimitOutputBytes(1_000);
        BulkTcpSource source = new BulkTcpSource(s, Flow.defaults(FlowKind.BULK_TCP), 0, 0, 0);
        source.onTimer(0, Source.TIMER_START);
        assertThat(source.throttled()).isTrue();
        return s.sent.size();
    }
}
