package org.ringside.model.driver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DescriptorsTest {
    @Test
    void aFullPacketWithChecksumOffloadTakesThree() {
        assertThat(Descriptors.forPacket(1460, false, true, 4096)).isEqualTo(3);
        assertThat(Descriptors.forPacket(1460, false, false, 4096)).as("no context descriptor").isEqualTo(2);
    }

    @Test
    void aTsoPacketTakesOneDataDescriptorPerMaxDescBytes() {
        // 44 MSS of payload = 64240 bytes over 4096-byte descriptors: 16, plus context and header.
        assertThat(Descriptors.forPacket(64_240, true, false, 4096)).isEqualTo(18);
        assertThat(Descriptors.forPacket(64_240, true, true, 65_536)).isEqualTo(3);
    }

    @Test
    void aPktgenPacketIsLinearWithNoChecksumToOffload() {
        // pktgen builds one 60-byte buffer with CHECKSUM_NONE: one descriptor, not three.
        assertThat(Descriptors.forLinear(60, false, 4096)).isEqualTo(1);
    }

    @Test
    void aSmallUdpDatagramIsLinearWithAContextDescriptor() {
        // 200 bytes of payload behind 42 bytes of headers, in one buffer, checksum offloaded.
        assertThat(Descriptors.forLinear(242, true, 4096)).isEqualTo(2);
        assertThat(Descriptors.forLinear(9000, true, 4096)).as("a jumbo datagram").isEqualTo(4);
    }

    @Test
    void mlx5CountsSixteenByteSegmentsInSixtyFourByteBlocks() {
        // mlx5e_sq_calc_wqe_attr: ctrl + eth, then the data segments, DIV_ROUND_UP(ds_cnt, 4).
        assertThat(Descriptors.wqebbs(66, 1448, false, false, 32_768)).as("headers + one fragment: 4 segments")
                .isEqualTo(1);
        // TSO inlines the 66 header bytes: (66 - 2) / 16 = 4 segments; 65,160 bytes in 32 KB fragments: 2.
        assertThat(Descriptors.wqebbs(66, 65_160, true, false, 32_768)).isEqualTo(2);
        assertThat(Descriptors.wqebbs(66, 65_160, true, false, 4096)).as("in 4 KB pages: 2 + 4 + 16")
                .isEqualTo(6);
        assertThat(Descriptors.wqebbs(0, 60, false, true, 32_768)).as("a linear pktgen packet").isEqualTo(1);
    }
}
