package org.ringside.model.qdisc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.engine.Packets;

class FifoQdiscTest {
    private final Packets packets = new Packets();

    private int packet(int len) {
        return packets.allocate(0, len, 54, 0);
    }

    @Test
    void pfifoFastServesBandZeroFirstAndEachBandInOrder() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 10, Kernel.CURRENT);
        int bulk = packet(1514);
        int best1 = packet(1000);
        int best2 = packet(900);
        int interactive = packet(100);
        q.enqueue(bulk, 2);
        q.enqueue(best1, 1);
        q.enqueue(best2, 1);
        q.enqueue(interactive, 0);
        assertThat(q.packets()).isEqualTo(4);
        assertThat(q.bytes()).isEqualTo(1514 + 1000 + 900 + 100);
        assertThat(q.bandBytes(1)).isEqualTo(1900);
        assertThat(q.dequeue()).isEqualTo(interactive);
        assertThat(q.dequeue()).isEqualTo(best1);
        assertThat(q.dequeue()).isEqualTo(best2);
        assertThat(q.dequeue()).isEqualTo(bulk);
        assertThat(q.isEmpty()).isTrue();
        assertThat(q.bytes()).isZero();
    }

    /** 4.16's lockless pfifo_fast: one skb_array of txqueuelen (2) packets a band. */
    @Test
    void from416EachBandDropsAtItsTailWhenTxqueuelenIsReached() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 2, new Kernel(4, 16));
        assertThat(q.enqueue(packet(100), 1)).isTrue();
        assertThat(q.enqueue(packet(100), 1)).isTrue();
        assertThat(q.enqueue(packet(100), 1)).as("band 1 full").isFalse();
        assertThat(q.enqueue(packet(100), 0)).as("band 0 has its own room").isTrue();
        assertThat(q.enqueue(packet(100), 2)).as("band 2 has its own room").isTrue();
        assertThat(q.packets()).isEqualTo(4);
    }

    /**
     * 3.3's pfifo_fast_enqueue: {@code skb_queue_len(&qdisc->q) < tx_queue_len}, where
     * {@code q.qlen} counts every band and the requeued packet. With txqueuelen 3: two bulk
     * packets in band 1 and one requeued fill it; the interactive packet (band 0) is dropped.
     * After one dequeue there is room for it, and only for it.
     */
    @Test
    void before416TheThreeBandsAndARequeuedPacketShareTxqueuelen() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 3, new Kernel(3, 3));
        assertThat(q.enqueue(packet(1514), 1)).isTrue();
        assertThat(q.enqueue(packet(1514), 1)).isTrue();
        q.requeue(packet(30_000));
        assertThat(q.packets()).isEqualTo(3);
        int interactive = packet(100);
        assertThat(q.enqueue(interactive, 0)).as("band 0 empty, but the qdisc holds 3").isFalse();
        packets.free(interactive);
        q.dequeue();
        assertThat(q.enqueue(packet(100), 0)).as("2 held").isTrue();
        assertThat(q.enqueue(packet(100), 2)).as("3 held again").isFalse();
        assertThat(q.bandPackets(0)).isEqualTo(1);
        assertThat(q.packets()).isEqualTo(3);
    }

    @Test
    void pfifoPutsEveryPriorityInItsOneBand() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO, 5, Kernel.CURRENT);
        assertThat(q.bandCount()).isEqualTo(1);
        assertThat(q.bandFor(0)).isZero();
        assertThat(q.bandFor(2)).isZero();
    }

    @Test
    void aRequeuedPacketGoesBeforeEveryBandAndCountsInTheBacklog() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 5, Kernel.CURRENT);
        int interactive = packet(100);
        int rest = packet(30_000);
        q.enqueue(interactive, 0);
        q.requeue(rest);
        assertThat(q.headIsRequeued()).isTrue();
        assertThat(q.bytes()).isEqualTo(30_100);
        assertThat(q.packets()).isEqualTo(2);
        assertThat(q.dequeue()).isEqualTo(rest);
        assertThat(q.dequeue()).isEqualTo(interactive);
    }
}
