package org.ringside.model.qdisc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.engine.Packets;

class GsoSegmenterTest {
    @Test
    void cutsMssSizedSegmentsWhoseSharesAddUpToThePacket() {
        Packets p = new Packets();
        int payload = 3 * 1460 + 500;
        int parent = p.allocate(0, payload + 54, 54, 1460);
        int len = p.len(parent);
        assertThat(GsoSegmenter.segmentCount(payload, 1460)).isEqualTo(4);

        int shares = 0;
        int[] lengths = new int[4];
        for (int i = 0; i < 4; i++) {
            int seg = GsoSegmenter.cut(p, parent);
            lengths[i] = p.len(seg);
            shares += p.acct(seg);
            assertThat(p.parent(seg)).isEqualTo(parent);
            assertThat(p.segmentsMade(seg)).isEqualTo(i + 1);
        }
        assertThat(lengths).containsExactly(1514, 1514, 1514, 554);
        // Four segments carry 4 x 54 header bytes, but their shares add up to the packet once.
        assertThat(shares).isEqualTo(len);
        assertThat(p.payload(parent)).isZero();
        assertThat(p.acct(parent)).isZero();
        assertThat(p.segmentsOut(parent)).isEqualTo(4);
    }
}
