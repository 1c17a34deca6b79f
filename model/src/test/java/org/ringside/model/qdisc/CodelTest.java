package org.ringside.model.qdisc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.Units;

/**
 * CoDel's drop schedule over a standing queue, worked by hand. One flow holds 20 packets, one
 * queued per millisecond; from t = 101 ms one packet arrives and one leaves every millisecond, so
 * each packet waits 20 ms (less 1 ms per drop) against a target of 5 ms.
 *
 * <ul>
 *   <li>t = 101 ms: above target for the first time; first_above_time = 201 ms.</li>
 *   <li>t = 202 ms: the first millisecond after it, so the first drop; count = 1, drop_next =
 *       202 + 100 ms.</li>
 *   <li>Then drop_next grows by interval * rec_inv_sqrt, the kernel's Newton estimate of
 *       1/sqrt(count): 0.5 at count 2 (one step from 1.0 undershoots 0.707), 0.5625 at 3,
 *       0.4878 at 4, 0.4415 at 5, 0.4041 at 6. So drop_next = 302, 352, 408.25, 457.03, 501.18,
 *       541.59 ms, and each drop falls at the first whole millisecond at or after it.</li>
 * </ul>
 */
class CodelTest {
    private final Packets packets = new Packets();
    private final List<Long> dropTimesMs = new ArrayList<>();
    private long now;

    @Test
    void aStandingQueueIsDroppedAfterOneIntervalThenAtIntervalOverSqrtCount() {
        FqCodelQdisc q = new FqCodelQdisc(packets, Qdisc.FQ_CODEL_DEFAULTS, 1514, (packet, cause) -> {
            assertThat(cause).isEqualTo(QdiscDrops.Cause.CODEL);
            dropTimesMs.add(now / Units.MS);
            packets.free(packet);
        });
        for (long t = 81; t <= 100; t++) {
            send(q, t);
        }
        long sojournBeforeFirstDrop = 0;
        for (long t = 101; t <= 560; t++) {
            send(q, t);
            now = t * Units.MS;
            q.setNow(now);
            int p = q.dequeue();
            if (t == 201) {
                sojournBeforeFirstDrop = now - packets.offeredNs(p);
            }
            packets.free(p);
        }
        assertThat(sojournBeforeFirstDrop).isEqualTo(20 * Units.MS);
        assertThat(dropTimesMs).containsExactly(202L, 302L, 352L, 409L, 458L, 502L, 542L);
        CodelVars vars = q.codelVars(q.flowOf(0));
        assertThat(vars.count()).isEqualTo(7);
        assertThat(vars.dropping()).isTrue();
        assertThat(vars.ldelay()).isEqualTo(13 * Units.MS); // one packet fewer waiting per drop
    }

    @Test
    void theNewtonStepKeepsAGoodEstimateOfOneOverSqrtCount() {
        CodelVars vars = new CodelVars();
        vars.count = 9;
        vars.recInvSqrt = 0x5555; // about 1/3
        Codel.newtonStep(vars);
        // 1/sqrt(9) = 0.3333: a step from a good estimate stays there.
        assertThat(vars.recInvSqrt / 65536.0).isBetween(0.333, 0.334);
        assertThat(Codel.controlLaw(0, 90 * Units.MS, vars.recInvSqrt)).isBetween(29_990_000L, 30_010_000L);
    }

    /**
     * The carry-over rule: after the schedule above (count 7, begun at lastcount 1), the queue
     * drains below target and CoDel leaves the dropping state. If the sojourn time climbs again
     * within 16 intervals of drop_next, CoDel starts at count - lastcount = 6, near its old rate;
     * after a longer quiet spell, at 1.
     */
    @Test
    void aQueueThatComesBackSoonStartsNearItsOldDropRate() {
        assertThat(countAtReentryAfterAPauseOf(0)).isEqualTo(6);
        assertThat(countAtReentryAfterAPauseOf(2_000)).isEqualTo(1);
    }

    private int countAtReentryAfterAPauseOf(long pauseMs) {
        dropTimesMs.clear();
        FqCodelQdisc q = new FqCodelQdisc(packets, Qdisc.FQ_CODEL_DEFAULTS, 1514, (packet, cause) -> {
            dropTimesMs.add(now / Units.MS);
            packets.free(packet);
        });
        for (long t = 81; t <= 100; t++) {
            send(q, t);
        }
        for (long t = 101; t <= 560; t++) {
            send(q, t);
            oneOut(q, t);
        }
        CodelVars vars = q.codelVars(q.flowOf(0));
        assertThat(vars.count()).isEqualTo(7);
        // Drain at t = 561 until a packet has waited less than target: CoDel stops dropping.
        while (vars.dropping()) {
            oneOut(q, 561);
        }
        assertThat(vars.ldelay()).isLessThan(5 * Units.MS);
        assertThat(dropTimesMs).hasSize(7);
        long start = 562 + pauseMs;
        for (long t = start; t < start + 20; t++) {
            send(q, t); // 20 ms of backlog builds up again
        }
        for (long t = start + 20; dropTimesMs.size() == 7; t++) {
            send(q, t);
            oneOut(q, t);
        }
        return vars.count();
    }

    private void oneOut(FqCodelQdisc q, long atMs) {
        now = atMs * Units.MS;
        q.setNow(now);
        packets.free(q.dequeue());
    }

    private void send(FqCodelQdisc q, long atMs) {
        int p = packets.allocate(0, 1500, 54, 0);
        packets.setOfferedNs(p, atMs * Units.MS);
        q.enqueue(p, 0);
    }
}
