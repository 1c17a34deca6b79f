package org.ringside.model.driver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.DoorbellMode;

class DoorbellPolicyTest {
    private static String ringPattern(DoorbellPolicy p, int packets) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < packets; i++) {
            s.append(p.afterPacket(true, false) ? 'R' : '.');
        }
        return s.toString();
    }

    @Test
    void immediateRingsForEveryPacket() {
        assertThat(ringPattern(new DoorbellPolicy(DoorbellMode.IMMEDIATE, 0), 5)).isEqualTo("RRRRR");
    }

    @Test
    void dispatchLimitRingsFirstThenEveryNPlusOneth() {
        DoorbellPolicy p = new DoorbellPolicy(DoorbellMode.DISPATCH_LIMIT, 3);
        assertThat(ringPattern(p, 10)).isEqualTo("R...R...R.");
        assertThat(p.onCleanup(true)).as("clean-up flushes the pending tail").isTrue();
        assertThat(ringPattern(p, 5)).as("a new sequence starts after the flush").isEqualTo("R...R");
        assertThat(p.onCleanup(false)).as("nothing pending: no doorbell").isFalse();
    }

    @Test
    void dispatchLimitZeroIsImmediate() {
        assertThat(ringPattern(new DoorbellPolicy(DoorbellMode.DISPATCH_LIMIT, 0), 4)).isEqualTo("RRRR");
    }

    @Test
    void xmitMoreRingsAtTheEndOfABatchOrWhenTheQueueStops() {
        DoorbellPolicy p = new DoorbellPolicy(DoorbellMode.XMIT_MORE, 0);
        assertThat(p.afterPacket(true, false)).isFalse();
        assertThat(p.afterPacket(true, true)).isTrue();
        assertThat(p.afterPacket(false, false)).isTrue();
    }
}
