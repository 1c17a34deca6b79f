package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Link;
import org.ringside.model.scenario.TxModeration;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot.Totals;

/**
 * Interrupts cost CPU time (cpu.per_interrupt for every clean-up round), so the same traffic
 * with lazier interrupt moderation keeps the CPU busy for less time: by the rounds saved times
 * that cost.
 */
class InterruptCostTest {
    private static final long MS = 1_000_000L;

    /** Full-size datagrams every 2 us at 10 Gbit/s: about 60 % of the link, so every packet is sent. */
    private static Scenario steadyUdp(TxModeration moderation, long txUsecsNs) {
        Scenario s = Scenarios.udpFlood(10_000_000_000L, false);
        Flow udp = Flow.defaults(FlowKind.UDP_CBR).withName("udp").withSize(1472).withIntervalNs(2_000);
        return s.withLink(new Link(10_000_000_000L)).withFlows(List.of(udp))
                .withNic(s.nic().withRingSize(1024).withModeration(moderation).withTxUsecsNs(txUsecsNs));
    }

    @ParameterizedTest
    @EnumSource(TxModeration.class)
    void lazierInterruptsSaveTheirCountTimesTheirCost(TxModeration moderation) {
        Totals eager = run(steadyUdp(moderation, 10_000));
        Totals lazy = run(steadyUdp(moderation, 100_000));
        long perInterruptNs = steadyUdp(moderation, 10_000).cpu().perInterruptNs();
        long perCompletionNs = steadyUdp(moderation, 10_000).cpu().perCompletionNs();

        // The same packets and doorbells either way.
        assertThat(lazy.sentPackets()).isCloseTo(eager.sentPackets(), within(100L));
        assertThat(lazy.doorbells()).isCloseTo(eager.doorbells(), within(100L));
        // An interrupt every 10 us against one every 100 us: about ten times fewer clean-ups.
        assertThat(lazy.cleanups() * 5).isLessThan(eager.cleanups());
        // The CPU time saved is the clean-ups saved times their fixed cost, give or take the
        // completions still waiting in the ring at the end (at most a lazy period's worth, 50
        // packets) and the round each run may have under way.
        long saved = eager.cpuBusyNs() - lazy.cpuBusyNs();
        long expected = (eager.cleanups() - lazy.cleanups()) * perInterruptNs;
        assertThat(saved).isPositive().isCloseTo(expected, within(50 * perCompletionNs + 2 * perInterruptNs));
    }

    private static Totals run(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(20 * MS);
        return sim.snapshot().totals();
    }
}
