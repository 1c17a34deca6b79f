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
    void theStopThresholdIsTheMostOnePacketCanTake() {
        assertThat(Descriptors.stopThreshold(true, 65_536, 1500, 4096)).isEqualTo(18);
        assertThat(Descriptors.stopThreshold(false, 65_536, 1500, 4096)).isEqualTo(3);
        assertThat(Descriptors.stopThreshold(false, 65_536, 9000, 4096)).isEqualTo(5);
        assertThat(Descriptors.smallestRing(true, 65_536, 1500, 4096)).isEqualTo(36);
    }
}
