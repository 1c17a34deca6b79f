package org.ringside.model.qdisc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.FqCodel;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.QdiscKind;

/** What a bulk list cut short leaves behind: dev_requeue_skb puts it ahead of every band. */
class QdiscRunRequeueTest {
    private static final long DQL_MAX_AVAIL = 1_879_048_192L;
    private final Packets packets = new Packets();
    private final FifoQdisc q = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 1000, Kernel.CURRENT);

    private int[] fillBand1(QueueDiscipline qdisc, int n) {
        int[] ids = new int[n];
        for (int i = 0; i < n; i++) {
            ids[i] = packets.allocate(0, 1514, 54, 0);
            qdisc.enqueue(ids[i], 1);
        }
        return ids;
    }

    /** A run of a qdisc whose lists, with bulk dequeue (3.18), BQL does not cut short (4.20). */
    private QdiscRun begun(QueueDiscipline qdisc, boolean bulk) {
        QdiscRun run = new QdiscRun(qdisc, packets, 0, !bulk);
        run.begin(bulk);
        return run;
    }

    @Test
    void withBqlUnlimitedTheRestOfTheBacklogWaitsAheadOfALaterBand0Packet() {
        int[] bulk = fillBand1(q, 10);
        QdiscRun run = begun(q, true);
        assertThat(run.take(true, DQL_MAX_AVAIL)).isEqualTo(bulk[0]);
        assertThat(run.listOpen()).isTrue();
        run.end(); // the ring refused the second packet

        int voice = packets.allocate(1, 254, 54, 0);
        q.enqueue(voice, 0);
        assertThat(q.holdsList()).isTrue();
        assertThat(q.heldList()).containsExactly(Arrays.copyOfRange(bulk, 1, 10));
        assertThat(q.packets()).isEqualTo(10);
        run.begin(true);
        for (int i = 1; i < 10; i++) {
            assertThat(run.take(true, DQL_MAX_AVAIL)).isEqualTo(bulk[i]);
        }
        assertThat(run.take(true, DQL_MAX_AVAIL)).isEqualTo(voice);
    }

    @Test
    void withoutBqlADequeueTakesOnePacketAndABand0PacketGoesFirst() {
        int[] bulk = fillBand1(q, 10);
        QdiscRun run = begun(q, true);
        assertThat(run.take(true, 0)).isEqualTo(bulk[0]); // qdisc_avail_bulklimit: 0 for a driver without BQL
        assertThat(run.listOpen()).isFalse();
        run.end();

        int voice = packets.allocate(1, 254, 54, 0);
        q.enqueue(voice, 0);
        assertThat(q.holdsList()).isFalse();
        assertThat(q.head()).isEqualTo(voice);
    }

    @Test
    void aListCutShortHoldsOnlyWhatBqlsAvailableBytesLetItTake() {
        int[] bulk = fillBand1(q, 10);
        QdiscRun run = begun(q, true);
        run.take(true, 4 * 1514); // bytelimit 3 × 1514 after the first: three more join the list
        run.end();

        assertThat(q.heldList()).containsExactly(bulk[1], bulk[2], bulk[3]);
    }

    @Test
    void beforeBulkDequeueNothingIsHeld() {
        fillBand1(q, 10);
        QdiscRun run = begun(q, false); // before 3.18
        run.take(true, DQL_MAX_AVAIL);
        run.end();

        assertThat(q.holdsList()).isFalse();
    }

    @Test
    void fqCodelHoldsTheCutListAheadOfANewFlow() {
        FqCodelQdisc fq = new FqCodelQdisc(packets, FqCodel.defaults(), 1514, (packet, cause) -> { });
        int[] bulk = fillBand1(fq, 5);
        QdiscRun run = begun(fq, true);
        run.take(true, DQL_MAX_AVAIL);
        run.end();
        int voice = packets.allocate(1, 254, 54, 0);
        fq.enqueue(voice, 0);

        assertThat(fq.heldList()).containsExactly(bulk[1], bulk[2], bulk[3], bulk[4]);
        assertThat(fq.head()).isEqualTo(bulk[1]);
        assertThat(fq.packets()).isEqualTo(5);
    }
}
