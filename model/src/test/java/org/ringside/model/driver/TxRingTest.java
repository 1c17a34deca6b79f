package org.ringside.model.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import org.junit.jupiter.api.Test;
import org.ringside.model.engine.Packets;

class TxRingTest {
    private final Packets packets = new Packets();

    @Test
    void packetsMoveFromWrittenToNicOwnedToDoneToFree() {
        TxRing ring = new TxRing(packets, 16);
        int a = packets.allocate(0, 1514, 54, 0);
        int b = packets.allocate(0, 1514, 54, 0);
        ring.write(a, 3);
        ring.write(b, 3);
        assertThat(ring.writtenDescriptors()).isEqualTo(6);
        assertThat(ring.hasVisibleUnsent()).as("no doorbell yet").isFalse();
        assertThat(packets.firstSlot(b)).isEqualTo(3);

        long tail = ring.writePosition();
        ring.makeVisible(tail, 1000);
        assertThat(ring.nicOwnedDescriptors()).isEqualTo(6);
        assertThat(packets.visibleNs(a)).isEqualTo(1000);
        assertThat(ring.nicHead()).isEqualTo(a);

        ring.markHeadDone();
        assertThat(ring.doneDescriptors()).isEqualTo(3);
        assertThat(ring.donePackets()).isEqualTo(1);
        assertThat(ring.unsentAcctBytes()).as("a left the wire").isEqualTo(1514);
        assertThat(ring.bytes()).as("BQL still counts a until the clean-up").isEqualTo(3028);

        assertThat(ring.freeHead()).isEqualTo(a);
        assertThat(ring.free()).isEqualTo(13);
        assertThat(ring.bytes()).isEqualTo(1514);
    }

    @Test
    void slotsWrapAroundTheRing() {
        TxRing ring = new TxRing(packets, 8);
        for (int i = 0; i < 5; i++) {
            int p = packets.allocate(0, 1514, 54, 0);
            ring.write(p, 3);
            ring.makeVisible(ring.writePosition(), 0);
            ring.markHeadDone();
            ring.freeHead();
        }
        assertThat(ring.nextSlot()).isEqualTo(15 % 8);
        assertThat(ring.free()).isEqualTo(8);
    }

    @Test
    void aDoorbellFromBeforeAResizeNamesNothing() {
        TxRing ring = new TxRing(packets, 16);
        ring.write(packets.allocate(0, 1514, 54, 0), 3);
        long stale = ring.writePosition();
        ring.resize(32, ring.writePosition());
        ring.write(packets.allocate(0, 1514, 54, 0), 3);
        ring.makeVisible(stale, 5);
        assertThat(ring.nicOwnedDescriptors()).isZero();
        assertThat(ring.size()).isEqualTo(32);
        assertThat(ring.stateAt(ring.cleanPosition())).isEqualTo(SlotState.WRITTEN);
    }

    @Test
    void packetsLeaveInOrderWhileTheirPlacesGoRoundTheRingManyTimes() {
        // Four one-descriptor packets fill the ring; after a resize that continues the positions
        // at 1000, forty packets go through it in overlapping waves, oldest first at every stage.
        TxRing ring = new TxRing(packets, 16);
        ring.resize(4, 1000);
        ArrayDeque<Integer> inRing = new ArrayDeque<>();
        ArrayDeque<Integer> owned = new ArrayDeque<>();
        ArrayDeque<Integer> done = new ArrayDeque<>();
        for (int i = 0; i < 40; i++) {
            while (ring.free() > 0 && inRing.size() < 3) {
                int p = packets.allocate(0, 100 + i, 54, 0);
                ring.write(p, 1);
                inRing.add(p);
            }
            ring.makeVisible(ring.writePosition(), i);
            owned.addAll(inRing);
            inRing.clear();
            assertThat(ring.nicHead()).isEqualTo(owned.peek());
            ring.markHeadDone();
            done.add(owned.poll());
            assertThat(ring.cleanHead()).isEqualTo(done.peek());
            assertThat(ring.freeHead()).isEqualTo(done.poll());
            assertThat(ring.packetAt(ring.cleanPosition())).isEqualTo(owned.peek());
        }
        assertThat(ring.writePosition()).isGreaterThan(1000 + 4 * 5);
    }

    @Test
    void theTailAndCleanPointersFollowTheDoorbellAndTheCleanUp() {
        TxRing ring = new TxRing(packets, 16);
        assertThat(ring.tailSlot()).isEqualTo(0);
        assertThat(ring.cleanSlot()).isEqualTo(0);
        assertThat(ring.lastDoorbellNs()).as("no doorbell yet").isEqualTo(-1);
        int a = packets.allocate(0, 1514, 54, 0);
        int b = packets.allocate(0, 1514, 54, 0);
        ring.write(a, 2);
        ring.makeVisible(ring.writePosition(), 500);
        ring.write(b, 3);
        assertThat(ring.nextSlot()).isEqualTo(5);
        assertThat(ring.tailSlot()).as("b is written but its doorbell has not rung").isEqualTo(2);
        assertThat(ring.cleanSlot()).isEqualTo(0);
        assertThat(ring.lastDoorbellNs()).isEqualTo(500);

        ring.makeVisible(ring.writePosition(), 900);
        assertThat(ring.tailSlot()).isEqualTo(5);
        assertThat(ring.lastDoorbellNs()).isEqualTo(900);
        ring.markHeadDone();
        ring.freeHead();
        assertThat(ring.cleanSlot()).as("a freed: b's first slot is next").isEqualTo(2);
        ring.markHeadDone();
        ring.freeHead();
        assertThat(ring.cleanSlot()).as("empty: all three meet").isEqualTo(5);
        assertThat(ring.tailSlot()).isEqualTo(5);
    }
}
