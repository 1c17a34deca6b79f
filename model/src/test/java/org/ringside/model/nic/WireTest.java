package org.ringside.model.nic;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class WireTest {
    @Test
    void aFullFrameOccupiesOneGigabitEthernetFor12304ns() {
        Wire w = new Wire(1_000_000_000L);
        // 1514 + 4 FCS + 8 preamble + 12 gap = 1538 bytes = 12304 bits.
        assertThat(w.startFrame(1514, 1000)).isEqualTo(1000 + 12_304);
        w.finishFrame();
        assertThat(w.busyPs(20_000)).isEqualTo(12_304_000L);
    }

    @Test
    void shortFramesArePaddedToTheEthernetMinimum() {
        assertThat(Wire.wireBytes(60)).isEqualTo(84);
        assertThat(Wire.wireBytes(55)).isEqualTo(84);
        assertThat(Wire.wireBytes(1514)).isEqualTo(1538);
        // 84 bytes at 10 Gbit/s: 67.2 ns, so the event is at the next whole ns.
        Wire w = new Wire(10_000_000_000L);
        assertThat(w.startFrame(60, 0)).isEqualTo(68);
    }

    @Test
    void backToBackFramesKeepTheExactClock() {
        // 84 bytes at 10 Gbit/s is 67.2 ns: five frames end at exactly 336 ns, not 5 x 68.
        Wire w = new Wire(10_000_000_000L);
        long end = 0;
        for (int i = 0; i < 5; i++) {
            end = w.startFrame(60, 0);
            w.finishFrame();
        }
        assertThat(end).isEqualTo(336);
        // At 3 Mbit/s a byte lasts 2666.67 ns: 1538 bytes take 4101333.33 ns; three take exactly 12304000.
        Wire slow = new Wire(3_000_000L);
        for (int i = 0; i < 3; i++) {
            end = slow.startFrame(1514, 0);
            slow.finishFrame();
        }
        assertThat(end).isEqualTo(12_304_000L);
    }

    @Test
    void anIdleWireStartsTheNextFrameWhenItIsOffered() {
        Wire w = new Wire(1_000_000_000L);
        w.startFrame(1514, 0);
        w.finishFrame();
        assertThat(w.startFrame(1514, 50_000)).isEqualTo(62_304);
        assertThat(w.progress(56_152)).isEqualTo(0.5);
    }

    @Test
    void mixedFrameLengthsAndARateChangeKeepTheExactClock() {
        // Frames of 60, 1514 and 9014 bytes, back to back at 7 Gbit/s and then at 3 Gbit/s: each
        // end is the exact sum of the frames' times, rounded up to the next whole ns.
        Wire w = new Wire(7_000_000_000L);
        BigInteger psTimesRate = BigInteger.ZERO; // at 7 Gbit/s: ps * rate
        int[] lengths = {60, 1514, 1514, 9014, 60, 60, 1514, 9014, 9014, 60};
        for (int len : lengths) {
            long end = w.startFrame(len, 0);
            w.finishFrame();
            psTimesRate = psTimesRate.add(BigInteger.valueOf(8L * Wire.wireBytes(len) * 1_000_000_000_000L));
            assertThat(end).isEqualTo(ceilNs(psTimesRate, 7_000_000_000L));
        }
        // A new rate rounds the running remainder up to a whole picosecond, then counts anew.
        BigInteger[] qr = psTimesRate.divideAndRemainder(BigInteger.valueOf(7_000_000_000L));
        long ps = qr[0].longValueExact() + (qr[1].signum() > 0 ? 1 : 0);
        w.setRate(3_000_000_000L);
        psTimesRate = BigInteger.valueOf(ps).multiply(BigInteger.valueOf(3_000_000_000L));
        for (int len : lengths) {
            long end = w.startFrame(len, 0);
            w.finishFrame();
            psTimesRate = psTimesRate.add(BigInteger.valueOf(8L * Wire.wireBytes(len) * 1_000_000_000_000L));
            assertThat(end).isEqualTo(ceilNs(psTimesRate, 3_000_000_000L));
        }
    }

    /** The whole ns at or after {@code psTimesRate / rate} picoseconds. */
    private static long ceilNs(BigInteger psTimesRate, long rate) {
        BigInteger psTimes1000Rate = BigInteger.valueOf(rate).multiply(BigInteger.valueOf(1000));
        BigInteger[] qr = psTimesRate.divideAndRemainder(psTimes1000Rate);
        return qr[0].longValueExact() + (qr[1].signum() > 0 ? 1 : 0);
    }
}
