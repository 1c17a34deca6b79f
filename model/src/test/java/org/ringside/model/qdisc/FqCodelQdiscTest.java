package org.ringside.model.qdisc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.FqCodel;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.Units;

/**
 * fq_codel's scheduling worked by hand: deficit round robin with a quantum, new flows before old
 * ones, and drops from the fattest flow over the limit. Every packet here is 1500 bytes and CoDel
 * stays quiet (the clock stands at 0, so no packet has waited).
 */
class FqCodelQdiscTest {
    private static final int A = 0;
    private static final int B = 1;
    private static final int C = 2;

    private final Packets packets = new Packets();
    private final List<Integer> dropped = new ArrayList<>();
    private final List<QdiscDrops.Cause> causes = new ArrayList<>();

    private FqCodelQdisc fqCodel(int limit, int quantum) {
        FqCodel settings = Qdisc.FQ_CODEL_DEFAULTS.withLimit(limit).withQuantum(quantum);
        return new FqCodelQdisc(packets, settings, 1514, (packet, cause) -> {
            dropped.add(packet);
            causes.add(cause);
            packets.free(packet);
        });
    }

    /** Queues one 1500-byte packet of {@code source}, named by its source and number, e.g. 102. */
    private int send(FqCodelQdisc q, int source, int number) {
        int p = packets.allocate(source, 1500, 54, 0);
        packets.setSeq(p, source * 100L + number);
        packets.setOfferedNs(p, 0);
        q.enqueue(p, 0);
        return p;
    }

    private List<Long> drain(FqCodelQdisc q, int n) {
        List<Long> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int p = q.dequeue();
            order.add(packets.seq(p));
            packets.free(p);
        }
        return order;
    }

    @BeforeEach
    void theSourcesHaveTheirOwnQueues() {
        FqCodelQdisc q = fqCodel(100, 1514);
        assertThat(List.of(q.flowOf(A), q.flowOf(B), q.flowOf(C))).doesNotHaveDuplicates();
    }

    @Test
    void twoFlowsTakeTurnsOfOneQuantumEach() {
        // A quantum of 3000 bytes is two packets: A sends two, B two, then again.
        FqCodelQdisc q = fqCodel(100, 3000);
        for (int i = 1; i <= 4; i++) {
            send(q, A, i);
        }
        for (int i = 1; i <= 4; i++) {
            send(q, B, i);
        }
        assertThat(drain(q, 8)).containsExactly(1L, 2L, 101L, 102L, 3L, 4L, 103L, 104L);
        assertThat(q.isEmpty()).isTrue();
        assertThat(q.packets()).isZero();
        assertThat(q.bytes()).isZero();
    }

    @Test
    void aFlowThatSpentItsDeficitGoesToTheTailOfOldFlowsWithAnotherQuantum() {
        FqCodelQdisc q = fqCodel(100, 3000);
        send(q, A, 1);
        send(q, A, 2);
        send(q, A, 3);
        assertThat(q.newFlows()).containsExactly(q.flowOf(A));
        drain(q, 2);
        assertThat(q.deficit(q.flowOf(A))).isZero();
        drain(q, 1); // deficit 0: +3000 and off to old_flows, then A3
        assertThat(q.newFlows()).isEmpty();
        assertThat(q.oldFlows()).containsExactly(q.flowOf(A));
        assertThat(q.deficit(q.flowOf(A))).isEqualTo(1500);
    }

    @Test
    void aNewFlowIsServedBeforeAnOldOne() {
        // A quantum of one packet: A's backlog makes it an old flow after its first packet.
        FqCodelQdisc q = fqCodel(100, 1500);
        for (int i = 1; i <= 4; i++) {
            send(q, A, i);
        }
        assertThat(drain(q, 2)).containsExactly(1L, 2L);
        assertThat(q.oldFlows()).containsExactly(q.flowOf(A));
        send(q, C, 1); // C arrives while A is backlogged: it goes to new_flows and jumps ahead
        assertThat(q.newFlows()).containsExactly(q.flowOf(C));
        assertThat(drain(q, 3)).containsExactly(201L, 3L, 4L);
        assertThat(q.newFlowCount()).isEqualTo(2);
    }

    @Test
    void aNewFlowLeftEmptyMovesToOldFlowsWhenOldFlowsAreBusy() {
        // C has deficit left after its one packet; finding its queue empty, fq_codel_dequeue moves
        // it to old_flows (so that new flows cannot starve old ones), rather than off the lists.
        FqCodelQdisc q = fqCodel(100, 3000);
        for (int i = 1; i <= 3; i++) {
            send(q, A, i);
        }
        drain(q, 2);
        send(q, C, 1);
        assertThat(drain(q, 2)).containsExactly(201L, 3L);
        assertThat(q.newFlows()).isEmpty();
        assertThat(q.oldFlows()).containsExactly(q.flowOf(A), q.flowOf(C));
        assertThat(q.isEmpty()).isTrue();
    }

    @Test
    void overTheLimitHalfOfTheFattestFlowIsDroppedFromItsHead() {
        FqCodelQdisc q = fqCodel(10, 1514);
        for (int i = 1; i <= 8; i++) {
            send(q, A, i);
        }
        send(q, B, 1);
        send(q, B, 2);
        assertThat(dropped).isEmpty();
        send(q, B, 3); // the 11th packet: A holds 12000 bytes, so A1.. go until 6000 bytes are gone
        assertThat(causes).containsOnly(QdiscDrops.Cause.OVERLIMIT).hasSize(4);
        assertThat(q.overlimitDrops()).isEqualTo(4);
        assertThat(q.packets()).isEqualTo(7);
        assertThat(q.codelVars(q.flowOf(A)).count()).isEqualTo(4); // CoDel hears of the drops too
        // A's deficit of 1514 lets it send two 1500-byte packets in its first turn (14 bytes left).
        assertThat(drain(q, 7)).containsExactly(5L, 6L, 101L, 102L, 7L, 103L, 8L);
    }

    @Test
    void before47OneOverlimitDropsOnePacketAndCodelIsNotTold() {
        FqCodel settings = Qdisc.FQ_CODEL_DEFAULTS.withLimit(10).withQuantum(1514);
        FqCodelQdisc q = new FqCodelQdisc(packets, settings, 1514, (packet, cause) -> {
            dropped.add(packet);
            packets.free(packet);
        }, 1); // fq_codel_drop before 9d18562a2278
        for (int i = 1; i <= 8; i++) {
            send(q, A, i);
        }
        send(q, B, 1);
        send(q, B, 2);
        send(q, B, 3);
        assertThat(q.overlimitDrops()).isEqualTo(1);
        assertThat(q.packets()).isEqualTo(10);
        assertThat(q.codelVars(q.flowOf(A)).count()).isZero();
    }

    @Test
    void theNextPacketIsShownAsBandZeroThenTheFlowsNewFirst() {
        FqCodelQdisc q = fqCodel(100, 3000);
        send(q, A, 1);
        send(q, A, 2);
        send(q, B, 1);
        assertThat(q.bandCount()).isEqualTo(3); // band 0 (empty), A, B
        assertThat(q.bandContents(0)).isEmpty();
        int head = q.head();
        assertThat(packets.seq(head)).isEqualTo(1L);
        assertThat(q.bandContents(0)).containsExactly(head);
        assertThat(q.bandPackets(1)).isEqualTo(1);
        assertThat(q.bandIsNewFlow(1)).isTrue();
        assertThat(q.flowOfBand(2)).isEqualTo(q.flowOf(B));
        assertThat(q.packets()).isEqualTo(3);
        assertThat(q.bandBytes(0) + q.bandBytes(1) + q.bandBytes(2)).isEqualTo(q.bytes()).isEqualTo(4500);
    }

    @Test
    void theDefaultsAreLinuxs() {
        assertThat(FqCodel.defaults()).isEqualTo(Qdisc.FQ_CODEL_DEFAULTS)
                .isEqualTo(new FqCodel(10_240, 1024, 1514, 5 * Units.MS, 100 * Units.MS));
    }
}
