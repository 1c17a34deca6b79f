package org.ringside.model.network;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Units;

/**
 * The port alone, by hand: its pace, tail drop in bytes and in packets, CoDel's first drops, a
 * change of its settings.
 */
class BottleneckPortTest {
    /** A full 1514-byte frame takes 1538 bytes of wire time: 123.04 us at 100 Mbit/s. */
    private static final long FRAME_NS = 123_040;
    private final List<String> told = new ArrayList<>();
    private final PortExit exit = new PortExit() {
        @Override
        public void frameLeft(long nowNs, PortFrame f) {
            told.add("left " + f.seq + " at " + nowNs);
        }

        @Override
        public void frameDropped(long nowNs, PortFrame f, boolean byAqm) {
            told.add((byAqm ? "codel " : "tail ") + f.seq + " at " + nowNs);
        }
    };

    private static long arrive(BottleneckPort port, long seq, long nowNs) {
        PortFrame f = port.arriving();
        f.source = 0;
        f.seq = seq;
        f.len = 1514;
        f.payload = 1448;
        return port.arrive(nowNs);
    }

    private BottleneckPort port(long bytes, long packets, Aqm aqm) {
        return new BottleneckPort(new Bottleneck(100 * Units.MBIT, bytes, packets, aqm), 1, 1514, exit);
    }

    @Test
    void aBufferInBytesTakesAFrameWhileBacklogPlusItsLengthFits() {
        BottleneckPort port = port(3028, 0, Aqm.DROPTAIL);
        assertThat(arrive(port, 0, 0)).as("an idle port sends at once").isEqualTo(FRAME_NS);
        assertThat(arrive(port, 1, 0)).isEqualTo(BottleneckPort.IDLE);
        arrive(port, 2, 0); // 1514 + 1514 <= 3028: the one being sent is not in the buffer
        arrive(port, 3, 0);
        assertThat(port.queuedBytes()).isEqualTo(3028);
        assertThat(told).containsExactly("tail 3 at 0");
        assertThat(port.sent(FRAME_NS)).isEqualTo(2 * FRAME_NS);
        assertThat(told).contains("left 0 at 123040");
    }

    @Test
    void aBufferInPacketsCountsFrames() {
        BottleneckPort port = port(0, 1, Aqm.DROPTAIL);
        arrive(port, 0, 0);
        arrive(port, 1, 0);
        arrive(port, 2, 0);
        assertThat(told).containsExactly("tail 2 at 0");
        assertThat(port.stats().drops()).isEqualTo(1);
    }

    @Test
    void coDelDropsAtTheHeadOnceTheQueueStoodAboveTargetForAnInterval() {
        // 100 frames at once, then one more at each departure: 99 wait, 12.18 ms of sojourn.
        BottleneckPort port = port(10_000_000, 0, Aqm.CODEL);
        long next = 0;
        for (int i = 0; i < 100; i++) {
            long end = arrive(port, i, 0);
            next = i == 0 ? end : next;
        }
        long seq = 100;
        while (told.stream().filter(t -> t.startsWith("codel")).count() < 2) {
            long now = next;
            next = port.sent(now);
            arrive(port, seq++, now);
        }
        List<String> drops = told.stream().filter(t -> t.startsWith("codel")).toList();
        // Frame 41 is the first dequeued with a sojourn of 5 ms or more (41 x 123.04 us): the
        // clock starts, first_above_time = 5.04464 ms + 100 ms. The first dequeue after it, at
        // 854 x 123.04 us, drops its frame; the next drop is due 100 ms x 0xffff / 0x10000 later
        // (codel_control_law with rec_inv_sqrt for count 1), at 205.074634 ms: the dequeue at
        // 1667 x 123.04 us, which takes frame 1668 (one fewer waits since the first drop).
        assertThat(drops).containsExactly("codel 854 at 105076160", "codel 1668 at 205107680");
    }

    @Test
    void theSameSettingsAgainKeepTheDisciplineAndAnotherBuildsItAfreshWithTheFrames() {
        // RED, whose average a rebuild would reset (red_change's red_set_vars), is built afresh
        // for any change of the port's settings, but not for the same settings set again.
        BottleneckPort port = port(1_000_000, 0, Aqm.RED);
        arrive(port, 0, 0);
        arrive(port, 1, 0);
        arrive(port, 2, 0);
        PortQueue before = port.discipline();
        port.configure(port.settings());
        assertThat(port.discipline()).as("a value set again").isSameAs(before);
        port.configure(port.settings().withAqm(Aqm.FQ_CODEL));
        assertThat(port.discipline()).isNotSameAs(before).isInstanceOf(FqCodelQueue.class);
        assertThat(port.queuedFrames()).as("the frames waiting kept").isEqualTo(2);
        assertThat(port.queuedBytes()).isEqualTo(2 * 1514);
    }
}
