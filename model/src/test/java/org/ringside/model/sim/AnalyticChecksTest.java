package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayDeque;
import org.junit.jupiter.api.Test;
import org.ringside.model.driver.SlotState;
import org.ringside.model.nic.Wire;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.sim.SimSnapshot.Totals;

/** Figures the model must reproduce, each derived by hand from the design's rules. */
class AnalyticChecksTest {

    /** Runs to {@code end}, one event at a time, and returns the most descriptors ever in use. */
    private static int[] maxRingUse(Simulation sim, long end) {
        int maxDescs = 0;
        int maxPackets = 0;
        while (sim.nextEventNs() <= end) {
            sim.runUntil(sim.nextEventNs());
            SimSnapshot.RingView ring = sim.snapshot().queue(0).ring();
            maxDescs = Math.max(maxDescs, ring.size() - ring.count(SlotState.FREE));
            maxPackets = Math.max(maxPackets, ring.packets().size());
        }
        return new int[] {maxDescs, maxPackets};
    }

    @Test
    void aFullRingWithoutBqlHoldsWhatDescriptorArithmeticSays() {
        // A UDP datagram is one linear buffer: 2 descriptors (context, data); stop below 3 free.
        // 127 packets use 254 of 256 descriptors; after the 126th, 4 were still free.
        Scenario tsoOff = Scenarios.udpFlood(100_000_000L, false);
        assertThat(tsoOff.nic().stopLevel()).isEqualTo(3);
        Simulation sim = new Simulation(tsoOff);
        int[] max = maxRingUse(sim, 5_000_000L);
        assertThat(max[1]).isEqualTo(127);
        assertThat(max[0]).isEqualTo(254);
        assertThat(sim.series().column(sim.series().indexOf("ring_bytes"))).contains(127.0 * 1514);
        assertThat(sim.series().column(sim.series().indexOf("driver_xoff"))).contains(1.0);

        // TSO on: one packet may take 2 + 65536/4096 = 18, so the generic driver stops below 18
        // free, though these datagrams still take 2 each: 120 packets use 240 and leave 16.
        Simulation tsoOn = new Simulation(Scenarios.udpFlood(100_000_000L, true));
        max = maxRingUse(tsoOn, 5_000_000L);
        assertThat(max[1]).isEqualTo(120);
        assertThat(max[0]).isEqualTo(240);
    }

    @Test
    void aSaturatedGigabitLinkCarries1514ByteFramesAtLineRateWithBqlAuto() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        sim.runUntil(100_000_000L);
        Totals from = sim.snapshot().totals();
        sim.runUntil(1_000_000_000L);
        Totals to = sim.snapshot().totals();
        double seconds = 0.9;
        // 1514 bytes of every 1538 on the wire: 984.395 Mbit/s.
        double lineRate = 1e9 * 1514 / Wire.wireBytes(1514);
        assertThat(lineRate).isCloseTo(984.4e6, within(0.01e6));
        double throughput = (to.frameBytes() - from.frameBytes()) * 8 / seconds;
        assertThat(throughput).isCloseTo(lineRate, within(lineRate * 2e-5));
        double busy = (to.wireBusyPs() - from.wireBusyPs()) / (seconds * 1e12);
        assertThat(busy).as("BQL never starves the wire").isGreaterThan(0.99999);
        assertThat(sim.snapshot().queue(0).bql().limit()).isPositive();
        assertThat(sim.summary().bqlLimit().p50()).isPositive();
    }

    @Test
    void aLoneRequestResponseFlowRunsAtOneOverRemoteRttPlusItsFewMicroseconds() {
        Simulation sim = new Simulation(Scenarios.loneRequestResponse(100_000));
        sim.runUntil(1_000_000_000L);
        RunSummary.FlowSummary rr = sim.summary().flows().get(0);
        // The request: 1 + 66 bytes (timestamps on), 71 with FCS, plus preamble and gap: 91 bytes,
        // 728 ns on 1 GbE; before it, per_packet (300 ns) and the doorbell (10 ns).
        long transaction = 100_000 + 300 + 10 + 728;
        assertThat(rr.latencyNs().mean()).isCloseTo(1038.0, within(10.0));
        assertThat(rr.transactionNs().mean()).isCloseTo(transaction, within(10.0));
        // Transactions run from the flow's start (under 1 ms) to 1 s.
        assertThat(rr.tps()).isCloseTo(1e9 / transaction, within(1e9 / transaction * 0.002));
    }

    @Test
    void littlesLawHoldsOnTheRing() {
        // Packets enter the ring when the driver writes them and leave when the clean-up frees them,
        // first in first out: mean packets in the ring = departure rate x mean time spent there.
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads().withFlows(
                Scenarios.bulkTcpNoOffloads().flows().stream().map(f -> f.withCount(4)).toList()));
        ArrayDeque<Long> entered = new ArrayDeque<>();
        double area = 0;
        double sojourn = 0;
        long departures = 0;
        long last = 0;
        int inRing = 0;
        long end = 200_000_000L;
        while (sim.nextEventNs() <= end) {
            StepResult step = sim.step();
            area += (double) inRing * (step.timeNs() - last);
            last = step.timeNs();
            int now = sim.snapshot().queue(0).ring().packets().size();
            if (step.kind() == StepKind.QDISC_XMIT) {
                entered.addLast(step.timeNs());
            } else if (step.kind() == StepKind.CLEANUP) {
                for (int freed = inRing - now; freed > 0; freed--) {
                    sojourn += step.timeNs() - entered.removeFirst();
                    departures++;
                }
            }
            inRing = now;
        }
        area += (double) inRing * (end - last);
        double meanInRing = area / end;
        double rate = departures / (end / 1e9);
        double meanSojourn = sojourn / departures;
        assertThat(departures).isGreaterThan(10_000);
        // Packets still in the ring at the end have spent less time there: the error is below one ring.
        assertThat(meanInRing).isCloseTo(rate * meanSojourn / 1e9, within(meanInRing * 0.01));
    }

    @Test
    void pktgenReproducesTheMmioBatchingFigures() {
        // With interrupts free, 80 ns a packet (pktgen 60 + doorbell 10 + clean-up 10) is 12.5 Mpps;
        // with dispatch_limit 16 the doorbell is shared by 17 packets: about 70.6 ns, 14.2 Mpps.
        // (SeedFiguresTest adds the interrupts' cost, as the shipped scenarios have it.)
        assertThat(ppsOf(freeInterrupts(Scenarios.pktgen10G(DoorbellMode.IMMEDIATE, 0))))
                .isCloseTo(12.5e6, within(0.05e6));
        assertThat(ppsOf(freeInterrupts(Scenarios.pktgen10G(DoorbellMode.DISPATCH_LIMIT, 16))))
                .isCloseTo(14.1e6, within(0.15e6));
    }

    private static Scenario freeInterrupts(Scenario s) {
        return s.withCpu(s.cpu().withPerInterruptNs(0));
    }

    private static double ppsOf(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(2_000_000L);
        long from = sim.snapshot().totals().frames();
        sim.runUntil(12_000_000L);
        return (sim.snapshot().totals().frames() - from) / 0.010;
    }
}
