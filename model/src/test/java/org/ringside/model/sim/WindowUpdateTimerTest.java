package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The receiver's window-update timer is one event at a time: a timer set before an earlier one
 * replaced it does nothing when it comes, and does not set another (else they multiply).
 */
class WindowUpdateTimerTest {

    @Test
    void aReceiverBehindItsCopyFiresFewerWindowTimersThanTheSenderGetsAcks() {
        // The bench's saturated 100 GbE link on 3.3: the receiver's copy holds the stream back.
        Simulation sim = new Simulation(Bench.standardCases().stream()
                .filter(c -> c.name().startsWith("100 Gbit/s saturated"))
                .findFirst().orElseThrow().scenario());
        long windowTimers = 0;
        long acks = 0;
        while (sim.now() < 20_000_000L) {
            StepKind kind = sim.step().kind();
            if (kind == StepKind.TCP_WINDOW_UPDATE) {
                windowTimers++;
            } else if (kind == StepKind.TCP_ACK) {
                acks++;
            }
        }
        assertThat(acks).isGreaterThan(1000);
        assertThat(windowTimers).isLessThan(acks);
    }
}
