package org.ringside.model.qdisc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.engine.Packets;

class FifoQdiscTest {
    private final Packets packets = new Packets();

    private int packet(int len) {
        return packets.allocate(0, len, 54, 0);
    }

    @Test
    void pfifoFastServesBandZeroFirstAndEachBandInOrder() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 10);
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

    @Test
    void eachBandDropsAtItsTailWhenTxqueuelenIsReached() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 2);
        assertThat(q.enqueue(packet(100), 1)).isTrue();
        assertThat(q.enqueue(packet(100), 1)).isTrue();
        assertThat(q.enqueue(packet(100), 1)).as("band 1 full").isFalse();
        assertThat(q.enqueue(packet(100), 0)).as("band 0 has its own room").isTrue();
        assertThat(q.packets()).isEqualTo(3);
    }

    @Test
    void pfifoPutsEveryPriorityInItsOneBand() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO, 5);
        assertThat(q.bandCount()).isEqualTo(1);
        assertThat(q.bandFor(0)).isZero();
        assertThat(q.bandFor(2)).isZero();
    }

    @Test
    void aRequeuedPacketGoesBeforeEveryBandAndCountsInTheBacklog() {
        FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 5);
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
