package org.ringside.model.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.Nic;
import org.ringside.model.engine.Packets;

class DriverTest {
    private final Packets packets = new Packets();

    private int full() {
        return packets.allocate(0, 1514, 54, 0);
    }

    @Test
    void stopsWhenFewerThanOnePacketsWorthIsFreeAndWakesAtTwiceThat() {
        // TSO off, MTU 1500: at most 3 descriptors a packet; a 32-slot ring.
        Driver d = new Driver(packets, Nic.defaults().withTso(false).withRingSize(32), Bql.off());
        assertThat(d.stopThreshold()).isEqualTo(3);
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
}
