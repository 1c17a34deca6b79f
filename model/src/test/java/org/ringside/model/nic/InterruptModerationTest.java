package org.ringside.model.nic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringside.model.nic.InterruptModeration.NOT_DUE;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.TxModeration;

class InterruptModerationTest {
    private static final long US = 1_000;

    @Test
    void theTimerStartsAtTheFirstPendingCompletionOnly() {
        InterruptModeration irq = new InterruptModeration(TxModeration.TIMER, 100 * US, 64);
        assertThat(irq.onCompletion(0)).as("the first starts a 100 us timer").isEqualTo(100 * US);
        assertThat(irq.onCompletion(30 * US)).as("later ones do not restart it").isEqualTo(NOT_DUE);
        irq.fire(100 * US);
        assertThat(irq.pending()).isZero();
        assertThat(irq.unmask(101 * US)).isEqualTo(NOT_DUE);
        assertThat(irq.onCompletion(150 * US)).isEqualTo(250 * US);
    }

    @Test
    void txFramesPendingCompletionsFireAtOnce() {
        InterruptModeration irq = new InterruptModeration(TxModeration.TIMER, 100 * US, 3);
        irq.onCompletion(0);
        irq.onCompletion(US);
        assertThat(irq.onCompletion(2 * US)).isEqualTo(2 * US);
    }

    @Test
    void zeroTxUsecsInterruptsPerCompletion() {
        assertThat(new InterruptModeration(TxModeration.TIMER, 0, 64).onCompletion(5)).isEqualTo(5);
        assertThat(new InterruptModeration(TxModeration.ITR, 0, 64).onCompletion(5)).isEqualTo(5);
    }

    @Test
    void theThrottleLetsACompletionAfterAQuietSpellInterruptAtOnce() {
        // Intel's ITR caps the rate: 250 us apart at most, but no wait after a quiet spell.
        InterruptModeration irq = new InterruptModeration(TxModeration.ITR, 250 * US, 64);
        assertThat(irq.onCompletion(1_000 * US)).as("the first ever").isEqualTo(1_000 * US);
        irq.fire(1_000 * US);
        irq.unmask(1_002 * US);
        assertThat(irq.onCompletion(1_100 * US)).as("too soon: due 250 us after the last").isEqualTo(1_250 * US);
        assertThat(irq.onCompletion(1_200 * US)).isEqualTo(NOT_DUE);
        irq.fire(1_250 * US);
        irq.unmask(1_251 * US);
        assertThat(irq.onCompletion(2_000 * US)).as("after a quiet spell").isEqualTo(2_000 * US);
    }

    @Test
    void completionsDuringTheCleanUpWaitForItToUnmaskTheInterrupt() {
        // The driver masks the vector in its hard IRQ handler and unmasks it in napi_complete_done.
        InterruptModeration irq = new InterruptModeration(TxModeration.TIMER, 0, 64);
        irq.fire(0);
        assertThat(irq.masked()).isTrue();
        assertThat(irq.onCompletion(US)).as("masked: no interrupt, even with tx_usecs 0").isEqualTo(NOT_DUE);
        assertThat(irq.onCompletion(2 * US)).isEqualTo(NOT_DUE);
        assertThat(irq.pending()).isEqualTo(2);
        assertThat(irq.unmask(3 * US)).as("owed one at once").isEqualTo(3 * US);
    }

    @Test
    void aTimerOwedDuringTheCleanUpCountsFromItsFirstCompletion() {
        InterruptModeration irq = new InterruptModeration(TxModeration.TIMER, 100 * US, 64);
        irq.fire(0);
        irq.onCompletion(10 * US);
        assertThat(irq.unmask(20 * US)).isEqualTo(110 * US);
        assertThat(irq.unmask(200 * US)).as("already overdue").isEqualTo(200 * US);
    }

    @Test
    void mlx5sTimerRestartsAtTheEventAndItsCountFiresAtOnce() {
        // MLX5_CQ_PERIOD_MODE_START_FROM_EQE: the period counts from the last interrupt, so a
        // completion after a quiet spell interrupts at once and one soon after waits the rest.
        InterruptModeration irq = new InterruptModeration(TxModeration.EQE, 16 * US, 32);
        assertThat(irq.onCompletion(1_000 * US)).as("the first ever").isEqualTo(1_000 * US);
        irq.fire(1_000 * US);
        irq.unmask(1_002 * US);
        assertThat(irq.onCompletion(1_005 * US)).as("16 us after the last event").isEqualTo(1_016 * US);
        for (int i = 2; i < 32; i++) {
            assertThat(irq.onCompletion(1_005 * US + i)).isEqualTo(NOT_DUE);
        }
        assertThat(irq.onCompletion(1_006 * US)).as("the 32nd completion").isEqualTo(1_006 * US);
        irq.fire(1_006 * US);
        irq.unmask(1_007 * US);
        assertThat(irq.onCompletion(1_100 * US)).as("after a quiet spell").isEqualTo(1_100 * US);
    }
}
