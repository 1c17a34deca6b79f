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
    void zerocopyOrAFreeCopySendsAtOnce() {
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
}
