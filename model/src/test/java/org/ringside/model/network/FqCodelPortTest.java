package org.ringside.model.network;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.qdisc.FqCodelFlows;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Units;

/**
 * fq_codel at the port, traced by hand: deficit round robin with new and old flows
 * ({@code fq_codel_dequeue}) and the batch drop from the fattest flow ({@code fq_codel_drop}).
 */
class FqCodelPortTest {
    private static final int MTU_FRAME = 1514;
    private final List<String> told = new ArrayList<>();
    private final PortExit exit = new PortExit() {
        @Override
        public void frameLeft(long nowNs, PortFrame f) {
            told.add(name(f));
        }

        @Override
        public void frameDropped(long nowNs, PortFrame f, boolean byAqm) {
            told.add("drop " + name(f) + (byAqm ? " by codel" : " over the limit"));
        }
    };

    private static String name(PortFrame f) {
        return (f.source == 0 ? "A" : "B") + f.seq;
    }

    private static long arrive(BottleneckPort port, int source, long seq, int len, long nowNs) {
        PortFrame f = port.arriving();
        f.source = source;
        f.seq = seq;
        f.len = len;
        return port.arrive(nowNs);
    }

    private BottleneckPort port(long bytes, long packets) {
        return new BottleneckPort(new Bottleneck(100 * Units.MBIT, bytes, packets, Aqm.FQ_CODEL), 2, MTU_FRAME, exit);
    }

    /** Sends until the port is idle, each frame as the previous one ends. */
    private static void drain(BottleneckPort port, long firstEnd) {
        for (long end = firstEnd; end != BottleneckPort.IDLE; ) {
            end = port.sent(end);
        }
    }

    @Test
    void theTwoSourcesHashIntoTwoQueues() {
        FqCodelFlows flows = new FqCodelFlows(1024, MTU_FRAME, null, 64, null);
        assertThat(flows.bucket(0)).isNotEqualTo(flows.bucket(1));
    }

    @Test
    void roundRobinGivesEachFlowAQuantumOfBytesPerTurn() {
        BottleneckPort port = port(10_000_000, 0);
        // A: four 1514-byte frames; B: six 600-byte frames, all at t = 0, A's first.
        long end = arrive(port, 0, 1, 1514, 0);
        for (int i = 2; i <= 4; i++) {
            arrive(port, 0, i, 1514, 0);
        }
        for (int i = 1; i <= 6; i++) {
            arrive(port, 1, i, 600, 0);
        }
        drain(port, end);
        // By hand (quantum 1514, each flow joins new_flows with a full quantum):
        //  A1 leaves at once: A's deficit 1514 - 1514 = 0. new = [A, B].
        //  A's deficit spent: +1514, A to old_flows. new = [B]: B1 (914), B2 (314), B3 (-286).
        //  B's deficit spent: +1514 = 1228, B to old. old = [A, B]: A2 (0).
        //  A: +1514, to old's tail. old = [B, A]: B4 (628), B5 (28), B6 (-572).
        //  B: +1514 = 942, old = [A, B]: A3 (0).  A: +1514, old = [B, A]: B is empty and came
        //  from old_flows, so it leaves the lists; old = [A]: A4.
        assertThat(told).containsExactly("A1", "B1", "B2", "B3", "A2", "B4", "B5", "B6", "A3", "A4");
    }

    @Test
    void aFlowThatBecomesBusyIsServedBeforeTheOldOnes() {
        BottleneckPort port = port(10_000_000, 0);
        long end = arrive(port, 0, 1, 1514, 0);
        for (int i = 2; i <= 4; i++) {
            arrive(port, 0, i, 1514, 0);
        }
        end = port.sent(end); // A's quantum spent: A moves to old_flows and sends A2 from there
        arrive(port, 1, 1, 1514, end - 1); // B arrives while A2 is on the wire: new_flows
        drain(port, end);
        assertThat(told).containsExactly("A1", "A2", "B1", "A3", "A4");
    }

    @Test
    void overTheLimitHalfTheFattestFlowGoesFromItsHead() {
        BottleneckPort port = port(0, 4);
        long end = arrive(port, 0, 1, 1514, 0); // on the wire, out of the qdisc
        for (int i = 2; i <= 4; i++) {
            arrive(port, 0, i, 1514, 0);
        }
        arrive(port, 1, 1, 600, 0); // 4 packets: at the limit, kept
        arrive(port, 1, 2, 600, 0); // 5 > 4: fq_codel_drop
        // The fattest flow is A (3 x 1514 = 4542 bytes against 1200): threshold 4542 >> 1 = 2271;
        // A2 goes (1514 < 2271, go on), then A3 (3028: enough). Two drops, from A's head.
        assertThat(told).containsExactly("drop A2 over the limit", "drop A3 over the limit");
        assertThat(port.stats().lastDrop().atHead()).isTrue();
        assertThat(port.stats().lastDrop().byAqm()).as("the limit, not CoDel").isFalse();
        assertThat(port.queuedFrames()).isEqualTo(3);
        drain(port, end);
        assertThat(told).endsWith("A1", "B1", "B2", "A4");
    }

    @Test
    void theMemoryLimitIsTheBufferInBytes() {
        BottleneckPort port = port(3028, 0);
        long end = arrive(port, 0, 1, 1514, 0);
        arrive(port, 0, 2, 1514, 0);
        arrive(port, 0, 3, 1514, 0); // 3028 bytes: not above
        arrive(port, 0, 4, 1514, 0); // 4542 > 3028: A's head, A2 (1514 < 2271), then A3
        assertThat(told).containsExactly("drop A2 over the limit", "drop A3 over the limit");
        drain(port, end);
    }
}
