package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.Priority;
import org.ringside.model.scenario.Qdisc;
import org.ringside.model.scenario.Scenario;

/** Behaviour of the whole path that the design spells out, seen from outside. */
class PathBehaviourTest {
    private static Scenario streams(int count) {
        Scenario s = Scenarios.bulkTcpNoOffloads();
        return s.withFlows(List.of(Flow.defaults(FlowKind.BULK_TCP).withCount(count)));
    }

    @ParameterizedTest
    @EnumSource(DoorbellMode.class)
    void bqlHoldsTheRingToItsLimitPlusOnePacketInEveryDoorbellMode(DoorbellMode mode) {
        Scenario s = streams(8).withBql(Bql.fixed(6000));
        if (mode == DoorbellMode.XMIT_MORE) {
            s = s.withKernel(new Kernel(3, 18)); // xmit_more arrived then; the rest as on 3.3
        }
        s = s.withNic(s.nic().withDoorbell(mode, mode == DoorbellMode.DISPATCH_LIMIT ? 4 : 0));
        Simulation sim = new Simulation(s);
        long most = 0;
        while (sim.nextEventNs() <= 20_000_000L) {
            sim.runUntil(sim.nextEventNs());
            most = Math.max(most, sim.snapshot().queue(0).bql().inflight());
        }
        assertThat(most).isGreaterThan(6000).isLessThanOrEqualTo(6000 + 1514);
    }

    @Test
    void withGsoTheQdiscHoldsSuperPacketsAndTheRingMtuSizedSegments() {
        Scenario s = Scenarios.bulkTcpNoOffloads();
        s = s.withNic(s.nic().withGso(true));
        Simulation sim = new Simulation(s);
        boolean bigInQdisc = false;
        boolean segmentStep = false;
        while (sim.nextEventNs() <= 20_000_000L) {
            StepResult step = sim.step();
            segmentStep |= step.sentence().contains("GSO segment 1 of ");
            SimSnapshot snap = sim.snapshot();
            for (SimSnapshot.PacketView p : snap.queue(0).ring().packets()) {
                assertThat(p.lenBytes()).isLessThanOrEqualTo(1514);
            }
            bigInQdisc |= snap.queue(0).qdiscBands().get(1).stream().anyMatch(p -> p.lenBytes() > 1514);
        }
        assertThat(bigInQdisc).isTrue();
        assertThat(segmentStep).isTrue();
    }

    @Test
    void dispatchLimitSharesADoorbellAmongNPlusOnePackets() {
        Simulation sim = new Simulation(Scenarios.pktgen10G(DoorbellMode.DISPATCH_LIMIT, 16));
        sim.runUntil(5_000_000L);
        SimSnapshot.Totals t = sim.snapshot().totals();
        // One doorbell per 17 packets, plus one flush per clean-up at most.
        assertThat(t.doorbells()).isLessThanOrEqualTo(t.offeredPackets() / 17 + 1 + t.cleanups());
        assertThat(t.doorbells()).isGreaterThanOrEqualTo(t.offeredPackets() / 17);
    }

    @Test
    void pfifoFastLetsTheInteractiveBandPassTheBulkBacklog() {
        Scenario s = streams(20).withBql(Bql.off());
        Flow rr = Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr").withPriority(Priority.INTERACTIVE);
        Simulation withPriority = new Simulation(s.withFlows(List.of(s.flows().get(0), rr)));
        Simulation sameBand = new Simulation(s.withFlows(List.of(s.flows().get(0), rr.withPriority(Priority.BESTEFFORT))));
        withPriority.runUntil(200_000_000L);
        sameBand.runUntil(200_000_000L);
        double fast = withPriority.summary().flows().get(1).latencyNs().mean();
        double slow = sameBand.summary().flows().get(1).latencyNs().mean();
        // Both wait for the ring; only the best-effort one also waits behind the qdisc's backlog.
        assertThat(fast * 5).isLessThan(slow);
    }

    @Test
    void turningBqlOffReleasesAQueueItStopped() {
        Simulation sim = new Simulation(streams(4).withBql(Bql.fixed(3000)));
        sim.runUntil(10_000_000L);
        while (!sim.snapshot().queue(0).bql().stackXoff()) {
            sim.step();
        }
        KnobsTogether.bql(sim, Bql.off());
        assertThat(sim.snapshot().queue(0).bql().stackXoff()).isFalse();
        long ringBefore = sim.snapshot().totals().ringBytes();
        sim.runUntil(sim.now() + 2_000_000L);
        assertThat(sim.snapshot().totals().ringBytes()).isGreaterThan(ringBefore);
    }

    @Test
    void aTcpFlowRecoversFromQdiscDropsAndKeepsTheLinkFull() {
        Scenario s = streams(1);
        s = s.withQdisc(s.qdisc().withTxqueuelen(50));
        Simulation sim = new Simulation(s);
        sim.runUntil(500_000_000L);
        RunSummary summary = sim.summary();
        assertThat(summary.qdiscDrops()).isPositive();
        assertThat(summary.linkUtilization()).isGreaterThan(0.98);
    }
}
