package org.ringside.model.nic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;

/**
 * The NIC's FIFO by hand, at 1 Gbit/s: a 1514-byte packet takes 1538 bytes of wire time,
 * 12.304 µs; the NIC reads it in 1 µs (dma_latency).
 */
class NicFifoTest {
    private static final long DMA = 1_000;
    private static final long FRAME = 12_304;

    private final Packets packets = new Packets();
    private final TxRing ring = new TxRing(packets, 256);

    private NicTransmitter nic(int fifoBytes, boolean fetched) {
        return new NicTransmitter(packets, ring, new Wire(1_000_000_000L), new NicFifo(packets, fifoBytes, DMA, fetched));
    }

    private int write(int len) {
        int p = packets.allocate(0, len, 54, 0);
        ring.write(p, 3);
        return p;
    }

    @Test
    void aPacketReachesTheWireOneReadLatencyAfterTheDoorbell() {
        NicTransmitter nic = nic(16_384, true);
        int p = write(1514);
        ring.makeVisible(ring.writePosition(), 400);

        assertThat(nic.kick(400)).as("nothing in the FIFO yet").isEqualTo(NicTransmitter.IDLE);
        assertThat(nic.startFetches(400)).isEqualTo(1);
        assertThat(nic.fifo().nextFetchDueNs()).isEqualTo(400 + DMA);
        assertThat(nic.fifo().reservedBytes()).as("room taken when the read starts").isEqualTo(1514);
        assertThat(nic.fifo().heldBytes()).isZero();

        assertThat(nic.fetchDone()).isEqualTo(p);
        assertThat(nic.fifo().heldBytes()).isEqualTo(1514);
        assertThat(nic.kick(1_400)).isEqualTo(1_400 + FRAME);
        assertThat(packets.wireNs(p)).isEqualTo(1_400);
    }

    @Test
    void readsOverlapSoBackToBackPacketsArriveOneAfterAnother() {
        NicTransmitter nic = nic(16_384, true);
        write(1514);
        write(1514);
        write(1514);
        ring.makeVisible(ring.writePosition(), 0);

        assertThat(nic.startFetches(0)).isEqualTo(3);
        // All three reads started at once: all three are in the FIFO at 1 µs, not at 1, 2, 3 µs.
        assertThat(nic.fifo().fetchingPackets()).isEqualTo(3);
        assertThat(nic.fifo().nextFetchDueNs()).isEqualTo(DMA);
        nic.fetchDone();
        assertThat(nic.fifo().nextFetchDueNs()).isEqualTo(DMA);
    }

    @Test
    void aFullFifoHoldsTheNextReadBackUntilAFrameHasLeft() {
        // Room for two full packets, not three.
        NicTransmitter nic = nic(2 * 1514 + 1000, true);
        write(1514);
        write(1514);
        int third = write(1514);
        ring.makeVisible(ring.writePosition(), 0);

        assertThat(nic.startFetches(0)).isEqualTo(2);
        assertThat(ring.hasUnfetched()).isTrue();
        nic.fetchDone();
        nic.fetchDone();
        long end = nic.kick(DMA);
        assertThat(end).isEqualTo(DMA + FRAME);
        assertThat(nic.startFetches(DMA)).as("the first packet is still in the FIFO, on the wire").isZero();

        assertThat(nic.frameDone()).isEqualTo(NicTransmitter.IDLE);
        assertThat(nic.fifo().heldBytes()).isEqualTo(1514);
        assertThat(nic.startFetches(end)).as("its bytes left with its frame").isEqualTo(1);
        assertThat(nic.fifo().nextFetchDueNs()).isEqualTo(end + DMA);
        // Meanwhile the second packet goes out at once: the wire never waits for the read.
        assertThat(nic.kick(end)).isEqualTo(end + FRAME);
        assertThat(nic.fetchDone()).isEqualTo(third);
    }

    @Test
    void aPacketLargerThanTheFifoStillEntersAnEmptyOne() {
        NicTransmitter nic = nic(4096, true);
        int big = packets.allocate(0, 3 * 1448 + 66, 66, 1448);
        packets.setTso(big, true);
        ring.write(big, 4);
        write(1514);
        ring.makeVisible(ring.writePosition(), 0);

        assertThat(nic.startFetches(0)).as("the big one alone").isEqualTo(1);
        nic.fetchDone();
        nic.kick(DMA);
        // Its first frame carries its headers and a segment: 1514 of its 4410 bytes.
        nic.frameDone();
        assertThat(nic.fifo().heldBytes()).isEqualTo(4410 - 1514);
        assertThat(nic.startFetches(DMA + FRAME)).as("4410 - 1514 + 1514 = 4410 > 4096").isZero();
        nic.frameDone();
        assertThat(nic.fifo().heldBytes()).isEqualTo(1448);
        assertThat(nic.startFetches(DMA + 2 * FRAME)).as("1448 + 1514 fits").isEqualTo(1);
    }

    @Test
    void withCompletionFetchedTheDescriptorsAreDoneWhenTheDataIsIn() {
        NicTransmitter nic = nic(16_384, true);
        int p = write(1514);
        ring.makeVisible(ring.writePosition(), 0);
        nic.startFetches(0);

        assertThat(ring.donePackets()).isZero();
        nic.fetchDone(); // at 1 µs
        assertThat(ring.donePackets()).as("done at 1 µs, 12.3 µs before its last bit leaves").isEqualTo(1);
        assertThat(nic.fifo().doneUnsentAcctBytes()).isEqualTo(1514);
        assertThat(ring.unsentAcctBytes()).isZero();

        nic.kick(DMA);
        nic.frameDone(); // at 13.304 µs
        assertThat(nic.packetDone()).isEqualTo(p);
        assertThat(ring.donePackets()).isEqualTo(1);
        assertThat(nic.fifo().doneUnsentAcctBytes()).isZero();
    }

    @Test
    void withCompletionSentTheDescriptorsAreDoneWhenTheLastFrameHasLeft() {
        NicTransmitter nic = nic(16_384, false);
        write(1514);
        ring.makeVisible(ring.writePosition(), 0);
        nic.startFetches(0);
        nic.fetchDone(); // at 1 µs

        assertThat(ring.donePackets()).as("in the FIFO, not done").isZero();
        assertThat(ring.unsentAcctBytes()).isEqualTo(1514);
        assertThat(nic.fifo().doneUnsentAcctBytes()).isZero();
        nic.kick(DMA);
        nic.frameDone(); // at 13.304 µs
        assertThat(ring.donePackets()).isEqualTo(1);
    }

    @Test
    void theCleanUpCanFreeAPacketStillInTheFifoOnlyWithCompletionFetched() {
        NicTransmitter fetched = nic(16_384, true);
        write(1514);
        write(1514);
        ring.makeVisible(ring.writePosition(), 0);
        fetched.startFetches(0);
        fetched.fetchDone();
        fetched.fetchDone();
        fetched.kick(DMA);
        fetched.frameDone();

        assertThat(fetched.fifo().cleanedWhileHeld()).as("the first has left the wire").isFalse();
        assertThat(fetched.fifo().cleanedWhileHeld()).as("the second waits in the FIFO").isTrue();
    }

    @Test
    void aResetEmptiesTheFifo() {
        NicTransmitter nic = nic(16_384, true);
        write(1514);
        ring.makeVisible(ring.writePosition(), 0);
        nic.startFetches(0);
        nic.fetchDone();
        nic.kick(DMA);

        nic.abort(DMA + 100);
        assertThat(nic.fifo().hasPacket()).isFalse();
        assertThat(nic.fifo().reservedBytes()).isZero();
        assertThat(nic.fifo().doneUnsentAcctBytes()).isZero();
        assertThat(nic.onWire()).isEqualTo(Packets.NONE);
    }

    @Test
    void refusesNoRoom() {
        assertThatThrownBy(() -> new NicFifo(packets, 0, DMA, true)).isInstanceOf(IllegalArgumentException.class);
    }
}
