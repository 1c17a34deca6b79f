package org.ringside.model.network;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Red;
import org.ringside.model.scenario.Units;

/**
 * RED at the port, traced by hand: tc's parameters (tc_red_eval_ewma, tc_red_eval_idle_damping,
 * max_P) and red.h's average in its integer arithmetic.
 */
class RedQueueTest {
    /** min 10000, max 30000, avpkt 1000: burst (2 x 10000 + 30000) / 3000 = 16. */
    private static final Red RED = new Red(10_000, 30_000, 1000, 0, 2);
    private static final long LIMIT = 100_000;
    private final List<String> told = new ArrayList<>();
    private final PortSignals signals = new PortSignals() {
        @Override
        public void dropped(PortFrame f, long nowNs, boolean atHead, boolean byAqm) {
            told.add("drop " + f.seq);
        }

        @Override
        public boolean marked(PortFrame f, long nowNs, boolean atHead) {
            if (!f.ect) {
                return false;
            }
            told.add("mark " + f.seq);
            return true;
        }
    };

    private static PortFrame frame(long seq, boolean ect) {
        PortFrame f = new PortFrame();
        f.seq = seq;
        f.len = 1000;
        f.ect = ect;
        return f;
    }

    private RedQueue red(long seed) {
        return new RedQueue(LIMIT, RedParms.of(RED, LIMIT, 100 * Units.MBIT), false, seed, signals);
    }

    @Test
    void tcsParametersByHand() {
        // tc_red_eval_ewma: a = 16 + 1 - 10000/1000 = 7; (1 - (1-W)^16)/W is 2.0 for W = 1/2,
        // 3.96 for 1/4, 7.05 for 1/8: the first at least 7 is W = 1/8, Wlog 3.
        assertThat(RED.wlog(LIMIT)).isEqualTo(3);
        RedParms p = RedParms.of(RED, LIMIT, 100 * Units.MBIT);
        assertThat(p.qthMin()).isEqualTo(10_000L << 3);
        assertThat(p.qthMax()).isEqualTo(30_000L << 3);
        // max_P = 0.02 x 2^32 = 85899345 (truncated); / (30000 - 10000) = 4294.
        assertThat(p.maxPDelta()).isEqualTo(4294);
        // 1000 bytes at 100 Mbit/s: 80 us, 1250 ticks of 64 ns; lW = -ln(7/8) / 1250 = 1.0682e-4;
        // 31 / lW = 290195, under 512 x 2^Scell_log first for Scell_log 10. Stab[i] = i x 1024 x lW
        // truncated: 0 up to i = 9, 1 from 10 (1.094) to 18 (1.969), 2 at 19.
        assertThat(p.scellLog()).isEqualTo(10);
        assertThat(p.stab()[9]).isEqualTo((byte) 0);
        assertThat(p.stab()[10]).isEqualTo((byte) 1);
        assertThat(p.stab()[18]).isEqualTo((byte) 1);
        assertThat(p.stab()[19]).isEqualTo((byte) 2);
        assertThat(p.stab()[255]).isEqualTo((byte) 31);
    }

    @Test
    void theAverageInFixedPointByHand() {
        RedQueue q = red(1);
        // qavg += backlog - (qavg >> 3), the backlog before each 1000-byte frame joins:
        long[] expected = {0, 1000, 2875, 5516, 8827};
        // 0 + (0 - 0); 0 + (1000 - 0); 1000 + (2000 - 125); 2875 + (3000 - 359); 5516 + (4000 - 689)
        for (int i = 0; i < expected.length; i++) {
            q.enqueue(frame(i, false), 0);
            assertThat(q.qavg()).as("qavg after frame %d", i).isEqualTo(expected[i]);
        }
        assertThat(q.averageBytes()).isEqualTo(8827 >> 3);
        assertThat(told).isEmpty(); // 1103 bytes on average, under min
    }

    @Test
    void anIdleGapDecaysTheAverageByTheTable() {
        RedQueue q = red(1);
        for (int i = 0; i < 5; i++) {
            q.enqueue(frame(i, false), 0);
        }
        PortFrame out = new PortFrame();
        while (q.dequeue(1000, out)) {
            // drain: the idle period starts when the dequeue finds nothing, at 1000 ns
        }
        // 100 us idle: Stab[100 >> 10] = 0, so linear: 8827 x 100 >> 10 = 862 < 8827 >> 1,
        // qavg = 8827 - 862 = 7965.
        q.enqueue(frame(5, false), 101_000);
        assertThat(q.qavg()).isEqualTo(7965);
        q.dequeue(101_000, out);
        q.dequeue(101_000, out); // idle again from 101 us
        // 12 ms idle: 12000 >> 10 = 11, Stab[11] = 1: the average halves, 7965 >> 1.
        q.enqueue(frame(6, false), 12_101_000);
        assertThat(q.qavg()).isEqualTo(7965 >> 1);
    }

    @Test
    void aboveMaxEveryArrivalIsDroppedOrMarked() {
        RedQueue q = new RedQueue(LIMIT, RedParms.of(RED, LIMIT, 100 * Units.MBIT), true, 1, signals);
        int seq = 0;
        while (q.averageBytes() < 30_000) {
            q.enqueue(frame(seq++, true), 0);
        }
        told.clear();
        long[] before = q.stats();
        q.enqueue(frame(1000, true), 0);
        q.enqueue(frame(1001, false), 0);
        assertThat(told).containsExactly("mark 1000", "drop 1001");
        long[] after = q.stats();
        assertThat(after[1] - before[1]).as("forced drops").isEqualTo(1);
        assertThat(after[3] - before[3]).as("forced marks").isEqualTo(1);
    }

    @Test
    void theSameSeedDropsTheSameFrames() {
        assertThat(earlyDrops(7)).isEqualTo(earlyDrops(7)).isNotEmpty();
    }

    /** A queue held between min and max, one frame in for one out: which frames RED drops. */
    private List<String> earlyDrops(long seed) {
        told.clear();
        RedQueue q = red(seed);
        PortFrame out = new PortFrame();
        for (int i = 0; i < 20; i++) {
            q.enqueue(frame(i, false), 0);
        }
        for (int i = 20; i < 2000; i++) {
            q.enqueue(frame(i, false), 0);
            q.dequeue(0, out);
        }
        return new ArrayList<>(told);
    }
}
