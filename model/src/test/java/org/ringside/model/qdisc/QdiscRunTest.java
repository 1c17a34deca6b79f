package org.ringside.model.qdisc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.engine.Packets;

class QdiscRunTest {
    private final Packets packets = new Packets();
    private final FifoQdisc qdisc = new FifoQdisc(packets, QdiscKind.PFIFO_FAST, 1000, Kernel.CURRENT);

    private void fill(int n, int len, int gso) {
        for (int i = 0; i < n; i++) {
            qdisc.enqueue(packets.allocate(0, len, 54, gso), 1);
        }
    }

    @Test
    void aRunHandsOverAtMostDevTxWeightPackets() {
        fill(100, 1514, 0);
        QdiscRun run = new QdiscRun(qdisc, packets, 0, true);
        run.begin(false);
        int handed = 0;
        while (run.hasWork()) {
            run.take(false, 0);
            handed++;
        }
        assertThat(handed).isEqualTo(64);
        assertThat(qdisc.packets()).isEqualTo(36);
    }

    @Test
    void aByteBudgetReplacesThePacketQuota() {
        fill(100, 1514, 0);
        QdiscRun run = new QdiscRun(qdisc, packets, 10_000, true);
        run.begin(false);
        int handed = 0;
        while (run.hasWork()) {
            run.take(false, 0);
            handed++;
        }
        // 6 packets are 9084 bytes, under the budget; the 7th overshoots it and ends the run.
        assertThat(handed).isEqualTo(7);
    }

    @Test
    void withTsoOffASuperPacketIsSplitAndCountsOnceAgainstTheQuota() {
        fill(70, 10 * 1460 + 54, 1460);
        QdiscRun run = new QdiscRun(qdisc, packets, 0, true);
        run.begin(false);
        assertThat(run.nextIsFirstSegment(false)).isTrue();
        int segments = 0;
        while (run.hasWork()) {
            int unit = run.take(false, 0);
            assertThat(packets.len(unit)).isEqualTo(1514);
            segments++;
        }
        assertThat(segments).isEqualTo(64 * 10);
        assertThat(qdisc.packets()).isEqualTo(6);
    }

    @Test
    void theRestOfASplitWaitsAtTheHeadAndGoesFirstInTheNextRun() {
        fill(1, 3 * 1460 + 54, 1460);
        int interactive = packets.allocate(0, 100, 54, 0);
        QdiscRun run = new QdiscRun(qdisc, packets, 0, true);
        run.begin(false);
        run.take(false, 0); // first segment; then the queue "stops"
        assertThat(run.finishedPacket()).isEqualTo(Packets.NONE);
        run.end();
        qdisc.enqueue(interactive, 0);
        run.begin(false);
        assertThat(run.nextIsSegment(false)).isTrue();
        assertThat(run.nextIsFirstSegment(false)).isFalse();
        run.take(false, 0);
        int last = run.take(false, 0);
        assertThat(packets.segmentsMade(last)).isEqualTo(3);
        assertThat(run.finishedPacket()).isNotEqualTo(Packets.NONE);
        assertThat(run.take(false, 0)).isEqualTo(interactive);
    }

    @Test
    void withTsoOnASuperPacketGoesWholeAndIsMarkedForTheNic() {
        fill(1, 44 * 1460 + 54, 1460);
        QdiscRun run = new QdiscRun(qdisc, packets, 0, true);
        run.begin(false);
        assertThat(run.nextIsTso(true)).isTrue();
        int unit = run.take(true, 0);
        assertThat(packets.tso(unit)).isTrue();
        assertThat(packets.len(unit)).isEqualTo(64_294);
    }
}
