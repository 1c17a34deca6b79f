package org.ringside.model.nic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.nic.InterruptModeration.Action;

class InterruptModerationTest {
    @Test
    void theTimerStartsAtTheFirstPendingCompletionOnly() {
        InterruptModeration irq = new InterruptModeration(100_000, 64);
        assertThat(irq.onCompletion()).isEqualTo(Action.START_TIMER);
        assertThat(irq.onCompletion()).isEqualTo(Action.NOTHING);
        irq.fire();
        assertThat(irq.pending()).isZero();
        assertThat(irq.onCompletion()).isEqualTo(Action.START_TIMER);
    }

    @Test
    void txFramesPendingCompletionsFireAtOnce() {
        InterruptModeration irq = new InterruptModeration(100_000, 3);
        irq.onCompletion();
        irq.onCompletion();
        assertThat(irq.onCompletion()).isEqualTo(Action.FIRE_NOW);
    }

    @Test
    void zeroTxUsecsInterruptsPerCompletion() {
        InterruptModeration irq = new InterruptModeration(0, 64);
        assertThat(irq.onCompletion()).isEqualTo(Action.FIRE_NOW);
    }
}
