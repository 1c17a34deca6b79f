package org.ringside.model.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PacketsTest {
    @Test
    void reusesFreedIdsAndResetsTheirFields() {
        Packets p = new Packets(16);
        int a = p.allocate(3, 1514, 54, 0);
        p.setSeq(a, 99);
        p.setAcct(a, 7);
        assertThat(p.payload(a)).isEqualTo(1460);
        assertThat(p.acct(a)).isEqualTo(7);
        p.free(a);
        assertThat(p.isLive(a)).isFalse();
        int b = p.allocate(1, 60, 42, 0);
        assertThat(b).isEqualTo(a);
        assertThat(p.seq(b)).isZero();
        assertThat(p.acct(b)).isEqualTo(60);
        assertThat(p.parent(b)).isEqualTo(Packets.NONE);
        assertThat(p.live()).isEqualTo(1);
    }

    @Test
    void growsBeyondItsInitialCapacity() {
        Packets p = new Packets(16);
        for (int i = 0; i < 1000; i++) {
            int id = p.allocate(i, 100 + i, 42, 0);
            assertThat(p.len(id)).isEqualTo(100 + i);
        }
        assertThat(p.live()).isEqualTo(1000);
    }

    @Test
    void aSuperPacketSpansMoreThanOnePiece() {
        Packets p = new Packets();
        int tso = p.allocate(0, 64_294, 54, 1460);
        int one = p.allocate(0, 1514, 54, 1460);
        assertThat(p.isSuperPacket(tso)).isTrue();
        assertThat(p.isSuperPacket(one)).isFalse();
    }
}
