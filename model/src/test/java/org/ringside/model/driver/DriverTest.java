package org.ringside.model.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.BqlBytes;
import org.ringside.model.scenario.Nic;
import org.ringside.model.scenario.NicDriver;

class DriverTest {
    private final Packets packets = new Packets();

    private int full() {
        return packets.allocate(0, 1514, 54, 0);
    }

    @Test
    void stopsWhenFewerThanOnePacketsWorthIsFreeAndWakesAtTwiceThat() {
        // TSO off, MTU 1500: at most 3 descriptors a packet; a 32-slot ring.
        Driver d = new Driver(packets, Nic.defaults().withTso(false).withRingSize(32), Bql.off());
        assertThat(d.stopLevel()).isEqualTo(3);
        assertThat(d.wakeLevel()).isEqualTo(6);
        int sent = 0;
        while (!d.stopped()) {
            d.xmit(full(), false, false);
            sent++;
        }
        // 10 packets leave 2 free (< 3): the driver stops after the tenth.
        assertThat(sent).isEqualTo(10);
        assertThat(d.driverXoff()).isTrue();

        TxRing ring = d.ring();
        ring.makeVisible(ring.writePosition(), 0);
        ring.markHeadDone();
        List<Integer> freed = new ArrayList<>();
        d.cleanUp(64, 0, freed::add);
        assertThat(freed).hasSize(1);
        assertThat(d.lastDriverWoken()).as("5 free is under 6").isFalse();
        ring.markHeadDone();
        d.cleanUp(64, 0, freed::add);
        assertThat(d.lastDriverWoken()).as("8 free is at least 6").isTrue();
        assertThat(d.stopped()).isFalse();
    }

    @Test
    void reportsEachPacketToBqlAndStopsTheStackWhenOverTheLimit() {
        Driver d = new Driver(packets, Nic.defaults(), Bql.defaults());
        d.xmit(full(), false, false);
        assertThat(d.bql().inflight()).isEqualTo(1514);
        assertThat(d.bql().stackXoff()).isTrue();
        assertThat(d.stopped()).isTrue();
        assertThat(d.doorbells()).isEqualTo(1);
    }

    @Test
    void refusesAUnitThatDoesNotFit() {
        Driver d = new Driver(packets, Nic.defaults().withRingSize(36), Bql.off());
        assertThat(d.fitsOrStop(37)).isFalse();
        assertThat(d.driverXoff()).isTrue();
    }

    @Test
    void e1000StopsBelowItsDescNeededAndWakesAtItsThreshold() {
        // e1000_xmit_frame: desc_needed = MAX_SKB_FRAGS + 7 = 24; e1000_clean_tx_irq wakes at 32 free.
        Nic nic = Nic.defaults().withDriver(NicDriver.E1000).withStopDescs(24).withWakeDescs(32)
                .withTso(false).withRingSize(64);
        Driver d = new Driver(packets, nic, Bql.off());
        int sent = 0;
        while (!d.stopped()) {
            d.xmit(full(), false, false);
            sent++;
        }
        // 3 descriptors each: after 14 packets 22 are free, under 24.
        assertThat(sent).isEqualTo(14);
        TxRing ring = d.ring();
        ring.makeVisible(ring.writePosition(), 0);
        ring.markHeadDone();
        ring.markHeadDone();
        ring.markHeadDone();
        d.cleanUp(2, 0, p -> { });
        assertThat(d.lastDriverWoken()).as("28 free is under 32").isFalse();
        d.cleanUp(1, 0, p -> { });
        assertThat(d.lastDriverWoken()).as("31 free").isFalse();
        ring.markHeadDone();
        d.cleanUp(1, 0, p -> { });
        assertThat(d.lastDriverWoken()).as("34 free").isTrue();
    }

    @Test
    void aPktgenPacketTakesOneDescriptor() {
        Driver d = new Driver(packets, Nic.defaults(), Bql.off());
        d.setLayouts(new PacketLayout[] {PacketLayout.LINEAR_NO_CHECKSUM});
        d.xmit(packets.allocate(0, 60, 60, 0), false, false);
        assertThat(d.ring().inUse()).isEqualTo(1);
    }

    @Test
    void igbAndIxgbeCountEverySegmentsHeadersForBql() {
        // first->bytecount = skb->len + (gso_segs - 1) * hdr_len: 45 segments of 1448 behind 66 bytes.
        int payload = 45 * 1448;
        Nic nic = Nic.defaults().withBqlBytes(BqlBytes.SEGMENTS);
        Driver d = new Driver(packets, nic, Bql.defaults());
        int tso = packets.allocate(0, payload + 66, 66, 1448);
        packets.setTso(tso, true);
        assertThat(d.bqlBytes(tso)).isEqualTo(payload + 45 * 66);
        d.xmit(tso, true, false);
        assertThat(d.bql().inflight()).isEqualTo(payload + 45 * 66);

        Driver e1000 = new Driver(packets, Nic.defaults(), Bql.defaults());
        assertThat(e1000.bqlBytes(tso)).as("skb->len").isEqualTo(payload + 66);
    }
}
