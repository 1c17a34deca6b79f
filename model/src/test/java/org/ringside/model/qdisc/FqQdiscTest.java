package org.ringside.model.qdisc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Fq;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.Units;

/**
 * fq worked by hand: the round robin of credits (initial_quantum for a flow first seen, a
 * quantum each turn after), new flows before old ones, the flow refill delay, pacing before and
 * after the earliest-departure-time model (4.20), the watchdog, and the drops at flow_limit,
 * limit and (from 5.8) the horizon. Every packet here is 1500 bytes.
 */
class FqQdiscTest {
    private static final int A = 0;
    private static final int B = 1;
    private static final int C = 2;
    private static final Kernel BEFORE_EDT = new Kernel(4, 19);
    private static final Kernel BEFORE_HORIZON = new Kernel(5, 4);

    private final Packets packets = new Packets();
    private final List<Long> watchdog = new ArrayList<>();
    /** Each socket's pacing rate in bytes per second; unlimited unless a test sets one. */
    private final long[] rates = {Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE};

    private FqQdisc fq(Fq settings, Kernel kernel) {
        return new FqQdisc(packets, settings, 1500, 3, kernel, s -> rates[s], watchdog::add);
    }

    private static Fq quanta(int quantum, int initialQuantum) {
        return Qdisc.FQ_DEFAULTS.withQuantum(quantum).withInitialQuantum(initialQuantum);
    }

    /** Queues one 1500-byte packet of {@code source}, named by its source and number, e.g. 102. */
    private boolean send(FqQdisc q, int source, int number, long tstamp) {
        int p = packets.allocate(source, 1500, 54, 0);
        packets.setSeq(p, source * 100L + number);
        packets.setTstamp(p, tstamp);
        boolean queued = q.enqueue(p, 0);
        if (!queued) {
            packets.free(p);
        }
        return queued;
    }

    private void send(FqQdisc q, int source, int count) {
        for (int i = 1; i <= count; i++) {
            send(q, source, i, 0);
        }
    }

    /** Dequeues what may leave now, naming each packet. */
    private List<Long> drain(FqQdisc q) {
        List<Long> order = new ArrayList<>();
        while (!q.isEmpty()) {
            int p = q.dequeue();
            order.add(packets.seq(p));
            packets.free(p);
        }
        return order;
    }

    @Test
    void aNewFlowSpendsItsInitialQuantumThenTakesTurnsOfOneQuantum() {
        // initial_quantum 4500 is three packets, a quantum of 3000 two. A and B start together on
        // new_flows: A sends three, moves to old_flows with 3000 more, B sends three and follows;
        // then two each, until A's last packet leaves its queue empty and it leaves the lists.
        FqQdisc q = fq(quanta(3000, 4500), Kernel.CURRENT);
        send(q, A, 6);
        send(q, B, 6);
        assertThat(q.newFlows()).containsExactly(A, B);
        assertThat(drain(q)).containsExactly(1L, 2L, 3L, 101L, 102L, 103L, 4L, 5L, 104L, 105L, 6L, 106L);
        assertThat(q.packets()).isZero();
        assertThat(q.bytes()).isZero();
        assertThat(q.newFlows()).isEmpty();
        assertThat(watchdog).as("nothing was held back").isEmpty();
    }

    @Test
    void aFlowThatBecomesBusyGoesAheadOfTheOldFlows() {
        FqQdisc q = fq(quanta(3000, 3000), Kernel.CURRENT);
        send(q, A, 6);
        // A spends its initial 3000 on two packets, then moves to old_flows with 3000 more.
        assertThat(List.of(packets.seq(q.dequeue()), packets.seq(q.dequeue()), packets.seq(q.dequeue())))
                .containsExactly(1L, 2L, 3L);
        assertThat(q.oldFlows()).containsExactly(A);
        send(q, C, 1, 0);
        assertThat(q.newFlows()).containsExactly(C);
        // C's packet goes next; C, empty, passes through old_flows behind A, and leaves from there.
        assertThat(drain(q)).containsExactly(201L, 4L, 5L, 6L);
        // A, empty now, leaves the lists only when a dequeue passes over it: none does while the
        // qdisc holds nothing.
        assertThat(q.oldFlows()).containsExactly(A);
    }

    /**
     * A with two packets, B with three, at 0 with a quantum of 3000 and an initial quantum of
     * 1500: A1 (A's credit 0), A to old_flows with 3000, B1, B to old_flows, A2 (1500 left),
     * A found empty on old_flows and detached with 1500 of credit, B2, B3.
     */
    private FqQdisc aDetachedWithHalfAQuantum() {
        FqQdisc q = fq(quanta(3000, 1500), Kernel.CURRENT);
        send(q, A, 2);
        send(q, B, 3);
        assertThat(drain(q)).containsExactly(1L, 101L, 2L, 102L, 103L);
        assertThat(q.newFlows()).isEmpty();
        assertThat(q.oldFlows()).containsExactly(B);
        assertThat(q.credit(A)).isEqualTo(1500);
        return q;
    }

    @Test
    void aFlowIdleLongerThanTheRefillDelayGetsAQuantumBack() {
        FqQdisc soon = aDetachedWithHalfAQuantum();
        soon.setNow(40 * Units.MS);
        send(soon, A, 3, 0);
        assertThat(soon.newFlows()).containsExactly(A);
        assertThat(soon.credit(A)).as("back within 40 ms: no refill").isEqualTo(1500);
        FqQdisc late = aDetachedWithHalfAQuantum();
        late.setNow(40 * Units.MS + 1);
        send(late, A, 3, 0);
        assertThat(late.credit(A)).as("idle longer: at least a quantum").isEqualTo(3000);
    }

    @Test
    void before420FqPacesAFlowAQuantumAtATimeFromItsSocketsRate() {
        // 3,000,000 bytes/s: a quantum of 3000 bytes takes 1 ms. A's credit lets two packets go at
        // once; the second spends it, so A's next packet may leave max(1500, quantum) / rate later.
        rates[A] = 3_000_000;
        FqQdisc q = fq(quanta(3000, 3000), BEFORE_EDT);
        send(q, A, 4);
        assertThat(drain(q)).containsExactly(1L, 2L);
        assertThat(q.timeNextPacket(A)).isEqualTo(Units.MS);
        assertThat(q.throttledFlows()).containsExactly(A);
        assertThat(q.packets()).isEqualTo(2);
        assertThat(watchdog).containsExactly(Units.MS);
        q.setNow(Units.MS - 1);
        assertThat(q.isEmpty()).isTrue();
        q.setNow(Units.MS);
        assertThat(drain(q)).containsExactly(3L, 4L);
        assertThat(q.timeNextPacket(A)).isEqualTo(2 * Units.MS);
        assertThat(q.throttledCount()).isEqualTo(1);
    }

    @Test
    void from420FqHoldsAPacketUntilTheDepartureTimeTcpStamped() {
        rates[A] = 3_000_000; // read no more: the stamps carry TCP's pacing
        FqQdisc q = fq(quanta(3000, 3000), Kernel.CURRENT);
        send(q, A, 1, 1000);
        send(q, A, 2, 2 * Units.MS);
        send(q, A, 3, 2 * Units.MS);
        assertThat(drain(q)).isEmpty();
        assertThat(watchdog).containsExactly(1000L);
        q.setNow(1000);
        assertThat(drain(q)).containsExactly(1L);
        assertThat(watchdog).containsExactly(1000L, 2 * Units.MS);
        q.setNow(2 * Units.MS);
        assertThat(drain(q)).containsExactly(2L, 3L);
    }

    @Test
    void from420MaxrateStillSpacesStampedPacketsByTheirLength() {
        // maxrate 12 Mbit/s is 1,500,000 bytes/s: each 1500-byte packet holds its flow 1 ms,
        // credit or not (no quantum-sized burst for stamped packets).
        FqQdisc q = fq(quanta(3000, 3000).withMaxrateBps(12 * Units.MBIT), Kernel.CURRENT);
        send(q, A, 1, 1);
        send(q, A, 2, 1);
        q.setNow(1);
        assertThat(drain(q)).containsExactly(1L);
        assertThat(q.timeNextPacket(A)).isEqualTo(1 + Units.MS);
        q.setNow(1 + Units.MS);
        assertThat(drain(q)).containsExactly(2L);
    }

    @Test
    void aFullFlowDropsItsOwnPacketsAndLeavesTheOthersAlone() {
        FqQdisc q = fq(Qdisc.FQ_DEFAULTS.withFlowLimit(3), Kernel.CURRENT);
        send(q, A, 3);
        assertThat(send(q, A, 4, 0)).isFalse();
        assertThat(send(q, B, 1, 0)).isTrue();
        assertThat(q.flowLimitDrops()).isEqualTo(1);
        assertThat(q.packets()).isEqualTo(4);
    }

    @Test
    void aFullQdiscDropsEveryArrival() {
        FqQdisc q = fq(Qdisc.FQ_DEFAULTS.withLimit(5), Kernel.CURRENT);
        send(q, A, 3);
        send(q, B, 2);
        assertThat(send(q, C, 1, 0)).isFalse();
        assertThat(q.limitDrops()).isEqualTo(1);
        assertThat(q.packets()).isEqualTo(5);
        assertThat(q.bytes()).isEqualTo(5 * 1500);
    }

    @Test
    void from58APacketStampedBeyondTheHorizonIsDropped() {
        Fq settings = Qdisc.FQ_DEFAULTS.withHorizonNs(Units.S);
        FqQdisc now = fq(settings, Kernel.CURRENT);
        assertThat(send(now, A, 1, Units.S)).as("at the horizon").isTrue();
        assertThat(send(now, A, 2, Units.S + 1)).as("beyond it").isFalse();
        assertThat(now.horizonDrops()).isEqualTo(1);
        FqQdisc before = fq(settings, BEFORE_HORIZON);
        assertThat(send(before, A, 1, 5 * Units.S)).isTrue();
    }

    @Test
    void theQuantaFollowTheMtuUnlessGiven() {
        assertThat(Qdisc.FQ_DEFAULTS.quantumBytes(1500)).isEqualTo(3028);
        assertThat(Qdisc.FQ_DEFAULTS.initialQuantumBytes(1500)).isEqualTo(15140);
        assertThat(Qdisc.FQ_DEFAULTS.quantumBytes(9000)).isEqualTo(18028);
        assertThat(quanta(1000, 2000).quantumBytes(1500)).isEqualTo(1000);
    }
}
