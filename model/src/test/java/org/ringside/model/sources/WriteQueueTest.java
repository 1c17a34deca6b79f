package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;

/**
 * A bulk TCP sender sends only what its application copied into the socket, worked by hand: the
 * fake stack's MSS is 1460 (MTU 1500, no timestamps), its window ten segments.
 */
class WriteQueueTest {
    private final FakeStack stack = new FakeStack();

    private BulkTcpSource source(boolean zerocopy) {
        return new BulkTcpSource(stack, Flow.defaults(FlowKind.BULK_TCP).withZerocopy(zerocopy), 0, 0, 0);
    }

    @Test
    void nothingIsSentBeforeTheCopyAndEachCopyLetsOutWhatItCopied() {
        stack.perBytePs = 100;
        BulkTcpSource tcp = source(false);
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).isEmpty();
        assertThat(tcp.limit()).isEqualTo(TcpLimit.COPY);
        assertThat(stack.copiesWanted).containsExactly(0);
        // One page per copy job.
        assertThat(tcp.copyChunk()).isEqualTo(4096);
        tcp.onCopied(410, 4096);
        assertThat(stack.payloadSent()).as("two whole MSS of the 4096 bytes").isEqualTo(2920);
        assertThat(stack.copiesWanted).as("room in the send buffer: it asks again").containsExactly(0, 0);
    }

    @Test
    void theSendBufferBoundsTheCopy() {
        stack.perBytePs = 100;
        stack.superPackets = true;
        stack.tcp = stack.tcp.withWmemMax(5000);
        BulkTcpSource tcp = source(false);
        tcp.onTimer(0, Source.TIMER_START);
        tcp.onCopied(410, tcp.copyChunk());
        assertThat(stack.copiesWanted).as("room for 904 more").containsExactly(0, 0);
        assertThat(tcp.copyChunk()).as("what the send buffer of 5000 still takes").isEqualTo(904);
        tcp.onCopied(500, 904);
        assertThat(stack.payloadSent()).as("three whole MSS of the 5000 bytes, as one super-packet").isEqualTo(4380);
        assertThat(stack.copiesWanted).as("the buffer is full: no copy until an ACK").containsExactly(0, 0);
        assertThat(tcp.copyChunk()).isZero();
    }

    @Test
    void theSendBufferGrowsWithTheWindowAsAutotuningGrowsIt() {
        stack.perBytePs = 100;
        stack.superPackets = true;
        BulkTcpSource tcp = source(false);
        tcp.onTimer(0, Source.TIMER_START);
        // tcp_sndbuf_expand: twice the initial window of ten 1460-byte segments, not tcp_wmem[2]:
        // 29,200 bytes, seven pages and 528 bytes.
        for (int page = 0; page < 7; page++) {
            tcp.onCopied(page, tcp.copyChunk());
        }
        assertThat(tcp.copyChunk()).isEqualTo(2 * 10 * 1460 - 7 * 4096);
    }

    @Test
    void zerocopyThatCostsNothingOrAFreeCopySendsAtOnce() {
        stack.perBytePs = 100;
        BulkTcpSource zerocopy = source(true);
        zerocopy.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).as("the initial window of ten segments").hasSize(10);
        assertThat(stack.copiesWanted).isEmpty();
        assertThat(zerocopy.copyChunk()).isZero();

        FakeStack free = new FakeStack();
        BulkTcpSource copying = new BulkTcpSource(free, Flow.defaults(FlowKind.BULK_TCP), 0, 0, 0);
        copying.onTimer(0, Source.TIMER_START);
        assertThat(free.sent).as("cpu.per_byte 0: nothing to copy").hasSize(10);
        assertThat(free.copiesWanted).isEmpty();
    }

    @Test
    void sendmsgHandsTcpWholeSkbsOfSizeGoal() {
        stack.perBytePs = 100;
        stack.superPackets = true;
        stack.gsoMaxSize = 8192; // size_goal: five 1460-byte segments
        stack.tcp = stack.tcp.withTsoAutosize(false);
        BulkTcpSource tcp = source(false);
        tcp.onTimer(0, Source.TIMER_START);
        tcp.onCopied(410, tcp.copyChunk());
        assertThat(stack.sent).as("a page does not fill the skb: sendmsg goes on filling it").isEmpty();
        assertThat(tcp.limit()).isEqualTo(TcpLimit.COPY);
        tcp.onCopied(820, tcp.copyChunk());
        assertThat(stack.payloadSent()).as("the full skb, five segments of the 8,192 bytes").isEqualTo(7300);
    }

    @Test
    void msgZerocopyPinsPageByPageAndPaysOneNotificationASendCall() {
        stack.perBytePs = 100;
        stack.zerocopyPageNs = 100;
        stack.zerocopyCompletionNs = 1_000;
        BulkTcpSource tcp = source(true);
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).as("nothing before sendmsg pinned the pages").isEmpty();
        assertThat(stack.copiesWanted).containsExactly(0);
        assertThat(tcp.copyCostPs(tcp.copyChunk())).as("one page pinned, not 4096 bytes copied").isEqualTo(100_000);

        WriteQueue queue = new WriteQueue();
        for (int page = 0; page < 15; page++) {
            assertThat(queue.costPs(stack, true, 4096)).isEqualTo(100_000);
            queue.copied(4096, 65_536);
        }
        assertThat(queue.costPs(stack, true, 4096)).as("the 64 KB call's last page and its notification")
                .isEqualTo(1_100_000);
        queue.copied(4096, 65_536);
        assertThat(queue.costPs(stack, true, 4096)).as("the next call").isEqualTo(100_000);
    }
}
