package org.ringside.model.nic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.driver.TxRing;
import org.ringside.model.engine.Packets;

class NicTransmitterTest {
    private final Packets packets = new Packets();
    private final TxRing ring = new TxRing(packets, 64);
    private final NicTransmitter nic = new NicTransmitter(packets, ring, new Wire(1_000_000_000L));

    @Test
    void sendsNothingUntilADoorbellMakesItVisible() {
        ring.write(packets.allocate(0, 1514, 54, 0), 3);
        assertThat(nic.kick()).isEqualTo(NicTransmitter.IDLE);
        ring.makeVisible(ring.writePosition(), 400);
        assertThat(nic.kick()).isEqualTo(400 + 12_304);
        assertThat(nic.kick()).as("the wire is busy").isEqualTo(NicTransmitter.IDLE);
    }

    @Test
    void aTsoPacketLeavesAsOneFramePerMss() {
        int tso = packets.allocate(0, 3 * 1460 + 700 + 54, 54, 1460);
        packets.setTso(tso, true);
        ring.write(tso, 4);
        ring.makeVisible(ring.writePosition(), 0);
        long end = nic.kick();
        int frames = 1;
        while ((end = nic.frameDone()) != NicTransmitter.IDLE) {
            frames++;
            assertThat(nic.frameIndex()).isEqualTo(frames - 1);
        }
        assertThat(frames).isEqualTo(4);
        assertThat(nic.packetDone()).isEqualTo(tso);
        assertThat(nic.frameBytesSent()).isEqualTo(3 * 1514 + 754);
        assertThat(ring.donePackets()).isEqualTo(1);
        // Four frames back to back: 3 x 1538 + (754 + 24) bytes at 1 Gbit/s.
        assertThat(nic.wire().busyPs(1_000_000)).isEqualTo((3 * 1538 + 778) * 8_000L);
    }
}
