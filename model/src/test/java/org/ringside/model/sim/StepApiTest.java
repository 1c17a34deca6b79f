package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.TimeSeries;
import org.ringside.model.driver.SlotState;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.DoorbellMode;
import org.ringside.model.format.Durations;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

class StepApiTest {
    @Test
    void eachStepSaysWhatHappenedInWords() {
        // Copying free, so the start hands its first window to the qdisc at once; the next test copies.
        Scenario noCopy = Scenarios.bulkTcpNoOffloads();
        Simulation sim = new Simulation(noCopy.withCpu(noCopy.cpu().withPerBytePs(0)));
        List<StepResult> steps = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            steps.add(sim.step());
        }
        StepResult start = steps.get(0);
        assertThat(start.kind()).isEqualTo(StepKind.FLOW_START);
        assertThat(start.stage()).isEqualTo(Stage.SOCKET);
        assertThat(start.sentence()).matches("t=\\d+\\.\\d{3} µs bulk_tcp starts; 10 packets \\(15,140 bytes\\) handed to the qdisc");

        StepResult xmit = steps.get(1);
        assertThat(xmit.kind()).isEqualTo(StepKind.QDISC_XMIT);
        assertThat(xmit.timeNs()).as("per_packet 300 ns after the start").isEqualTo(start.timeNs() + 300);
        assertThat(xmit.packetId()).isNotNegative();
        assertThat(xmit.sentence()).contains("qdisc hands packet #" + xmit.packetId() + " (bulk_tcp, 1,514 bytes)",
                "3 descriptors", "BQL inflight 1,514 of limit 0", "stack XOFF (BQL limit reached)");

        StepResult doorbell = steps.get(2);
        assertThat(doorbell.kind()).isEqualTo(StepKind.DOORBELL);
        assertThat(doorbell.sentence()).endsWith("doorbell: the NIC now sees 3 more descriptors (1 packet), tail at slot 3");

        StepResult cleanUp = steps.stream().filter(s -> s.kind() == StepKind.CLEANUP).findFirst().orElseThrow();
        assertThat(cleanUp.sentence()).contains("clean-up: 1 packet, 1,514 bytes → DQL limit 0 → 1,514 (starvation growth)",
                "stack XOFF cleared");
    }

    @Test
    void aCopySaysWhatTheApplicationCopiedAndWhatWentToTheQdisc() {
        Scenario s = Scenarios.bulkTcpNoOffloads();
        Simulation sim = new Simulation(s.withCpu(s.cpu().withPerBytePs(100)));
        StepResult start = sim.step();
        assertThat(start.sentence()).as("nothing copied yet").endsWith("bulk_tcp starts");
        StepResult copy = sim.step();
        assertThat(copy.kind()).isEqualTo(StepKind.SENDMSG_COPY);
        assertThat(copy.stage()).isEqualTo(Stage.SOCKET);
        assertThat(copy.flow()).isEqualTo("bulk_tcp");
        // One page at 100 ps a byte: 409.6 ns, rounded to 410; more than one MSS (1448 bytes), so
        // tcp_sendmsg pushes: two whole MSS go.
        assertThat(copy.timeNs()).isEqualTo(start.timeNs() + 410);
        assertThat(copy.sentence()).endsWith("bulk_tcp's application copied 4,096 bytes into its socket (sendmsg);"
                + " 2 packets (3,028 bytes) handed to the qdisc");
    }

    @Test
    void aReplySaysHowLongItsTransactionTook() throws ScenarioException {
        Simulation sim = new Simulation(ScenarioLoader.fromFile(RepoFiles.scenarios().resolve("router-100mbit.yaml")));
        StepResult reply = sim.step();
        for (int i = 0; i < 100_000 && reply.kind() != StepKind.RR_REPLY; i++) {
            reply = sim.step();
        }
        assertThat(reply.kind()).isEqualTo(StepKind.RR_REPLY);
        RunSummary.FlowSummary rr = sim.summary().flows().stream().filter(f -> f.name().equals("rr")).findFirst()
                .orElseThrow();
        long took = rr.transactionNs().max();
        assertThat(took).as("one transaction so far").isPositive();
        assertThat(reply.sentence()).contains("transaction took " + Durations.human(took) + "; next request");
    }

    @Test
    void aStepNamesTheFlowOfItsPacketAndNoneForTheSharedStages() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        List<StepResult> steps = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            steps.add(sim.step());
        }
        for (StepResult step : steps) {
            switch (step.kind()) {
                case FLOW_START, SENDMSG_COPY, TCP_ACK, QDISC_XMIT, PACKET_SENT -> assertThat(step.flow()).as(step.sentence()).isEqualTo("bulk_tcp");
                case DOORBELL, CLEANUP, INTERRUPT -> assertThat(step.flow()).as(step.sentence()).isEmpty();
                default -> { }
            }
        }
        assertThat(steps).extracting(StepResult::kind).contains(StepKind.PACKET_SENT, StepKind.CLEANUP);
    }

    @Test
    void eachQueuesLimitIsReadOnItsOwnAndTheSumIsWhatTheSeriesShows() throws Exception {
        Simulation sim = new Simulation(ScenarioLoader.fromString("cpus: 4\n"
                + "nic: { driver: ixgbe }\nqdisc: { kind: mq }\nflows:\n  - { kind: bulk_tcp, count: 4 }\n", "mq.yaml"));
        sim.runUntil(20_000_000L); // a multiple of the sample interval: the last sample is now
        SimSnapshot snap = sim.snapshot();
        assertThat(sim.txQueues()).isEqualTo(4).isEqualTo(snap.queues().size());
        long sum = 0;
        for (int q = 0; q < 4; q++) {
            assertThat(sim.bqlLimit(q)).as("tx-%d", q).isEqualTo(snap.queue(q).bqlLimit());
            sum += sim.bqlLimit(q);
        }
        assertThat(sum).isEqualTo(sim.bqlLimitSum()).isGreaterThan(sim.bqlLimit(0));
        TimeSeries series = sim.series();
        assertThat(series.value(series.indexOf("bql_limit"), series.size() - 1)).isEqualTo((double) sum);
    }

    @Test
    void theBqlLimitIsReadWithoutASnapshotAndMatchesIt() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        assertThat(sim.bqlLimit(0)).isZero();
        sim.runUntil(2_000_000);
        assertThat(sim.bqlLimit(0)).isPositive().isEqualTo(sim.snapshot().queue(0).bql().limit())
                .isEqualTo(sim.snapshot().queue(0).bql().dql().limit());
    }

    @Test
    void runUntilRunsEveryEventUpToAndIncludingItsTime() {
        Simulation sim = new Simulation(Scenarios.loneRequestResponse(100_000));
        long firstEvent = sim.nextEventNs();
        sim.runUntil(firstEvent);
        assertThat(sim.now()).isEqualTo(firstEvent);
        assertThat(sim.nextEventNs()).isGreaterThan(firstEvent);
        sim.runUntil(5_000_000);
        assertThat(sim.now()).isEqualTo(5_000_000);
        assertThat(sim.step().timeNs()).isGreaterThan(5_000_000);
        assertThatThrownBy(() -> sim.runUntil(1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void samplesAreTakenAtEveryMultipleOfTheInterval() {
        Scenario s = Scenarios.bulkTcpNoOffloads().withSampleIntervalNs(100_000);
        Simulation sim = new Simulation(s);
        sim.runUntil(10_000_000);
        long[] times = sim.series().times();
        assertThat(times).hasSize(101);
        for (int i = 0; i < times.length; i++) {
            assertThat(times[i]).isEqualTo(i * 100_000L);
        }
        double[] throughput = sim.series().column(sim.series().indexOf("throughput_bps"));
        assertThat(throughput[100]).as("saturated by 10 ms").isGreaterThan(900e6);
        assertThat(sim.series().channels().get(sim.series().channels().size() - 1).key()).isEqualTo("latency_ns.bulk_tcp");
    }

    @Test
    void aSnapshotShowsWherePacketsAre() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads().withBql(Bql.off()));
        sim.runUntil(3_000_000);
        SimSnapshot snap = sim.snapshot();
        assertThat(snap.timeNs()).isEqualTo(3_000_000);
        assertThat(snap.sockets()).hasSize(1);
        assertThat(snap.sockets().get(0).cwndBytes()).isPositive();
        assertThat(snap.queue(0).qdiscBands()).hasSize(3);
        SimSnapshot.RingView ring = snap.queue(0).ring();
        int used = ring.size() - ring.count(SlotState.FREE);
        int byPackets = ring.packets().stream().mapToInt(SimSnapshot.PacketView::descriptors).sum();
        assertThat(used).isEqualTo(byPackets).isPositive();
        assertThat(snap.wire().busy()).isTrue();
        assertThat(ring.state(ring.packets().get(0).firstSlot())).isIn(SlotState.NIC_OWNED, SlotState.DONE);
        assertThat(snap.queue(0).bql().on()).isFalse();
        assertThat(snap.totals().offeredBytes()).isEqualTo(snap.totals().sentBytes() + snap.totals().droppedBytes()
                + snap.totals().inSystemBytes());
    }

    @Test
    void changingTheRingSizeDropsItsPacketsAndResetsDql() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads());
        sim.runUntil(50_000_000);
        SimSnapshot before = sim.snapshot();
        int unsent = (int) before.queue(0).ring().packets().stream()
                .filter(p -> before.queue(0).ring().state(p.firstSlot()) != SlotState.DONE).count();
        assertThat(unsent).isPositive();
        sim.knobs().set("nic.ring_size", 512);
        SimSnapshot after = sim.snapshot();
        assertThat(after.queue(0).ring().size()).isEqualTo(512);
        assertThat(after.totals().ringDrops()).isEqualTo(unsent);
        assertThat(after.queue(0).bql().inflight()).isZero();
        assertThat(after.queue(0).bql().limit()).as("dql_reset sets the limit to limit_min").isZero();
        assertThat(after.wire().busy()).isFalse();
        assertThat(sim.settings().nic().ringSize()).isEqualTo(512);
        sim.runUntil(60_000_000);
        assertThat(sim.snapshot().queue(0).ring().packets()).isNotEmpty();
    }

    @Test
    void knobsOutOfRangeAreRejectedAndChangeNothing() {
        Simulation sim = new Simulation(Scenario.defaults());
        assertThatThrownBy(() -> sim.knobs().set("nic.ring_size", 4)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nic.ring_size");
        assertThatThrownBy(() -> KnobsTogether.doorbell(sim, DoorbellMode.DISPATCH_LIMIT, 1000))
                .hasMessageContaining("nic.dispatch_limit");
        assertThat(sim.settings()).isEqualTo(Scenario.defaults());
    }

    @Test
    void anInvalidScenarioIsRejectedWithTheKnobsName() {
        Scenario bad = Scenario.defaults().withNic(Scenario.defaults().nic().withRingSize(20));
        assertThatThrownBy(() -> new Simulation(bad)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("nic.ring_size: 20");
    }

    @Test
    void aSnapshotNamesTheRingsPointersAndWhenEachPacketMoved() {
        Simulation sim = new Simulation(Scenarios.bulkTcpNoOffloads().withBql(Bql.off()));
        sim.runUntil(3_000_000);
        SimSnapshot snap = sim.snapshot();
        SimSnapshot.RingView ring = snap.queue(0).ring();
        List<SimSnapshot.PacketView> inRing = ring.packets();
        assertThat(ring.cleanSlot()).as("the oldest packet's first slot").isEqualTo(inRing.get(0).firstSlot());
        SimSnapshot.PacketView firstWritten = inRing.stream()
                .filter(p -> ring.state(p.firstSlot()) == SlotState.WRITTEN).findFirst().orElse(null);
        assertThat(ring.tailSlot()).isEqualTo(firstWritten == null ? ring.nextSlot() : firstWritten.firstSlot());
        assertThat(ring.lastDoorbellNs()).isBetween(0L, snap.timeNs());
        assertThat(snap.wire().lastInterruptNs()).isBetween(0L, snap.timeNs());
        assertThat(snap.wire().frameNs()).as("a full frame at 1 Gbit/s").isCloseTo(12_304, within(1.0));
        for (SimSnapshot.PacketView p : inRing) {
            assertThat(p.ringNs()).isBetween(p.offeredNs(), snap.timeNs());
            if (ring.state(p.firstSlot()) != SlotState.WRITTEN) {
                assertThat(p.visibleNs()).isBetween(p.ringNs(), snap.timeNs());
            }
        }
        SimSnapshot.PacketView onWire = inRing.stream().filter(p -> p.id() == snap.wire().packetId()).findFirst()
                .orElseThrow();
        assertThat(onWire.wireNs()).isBetween(onWire.visibleNs(), snap.timeNs());
        for (List<SimSnapshot.PacketView> band : snap.queue(0).qdiscBands()) {
            for (SimSnapshot.PacketView p : band) {
                assertThat(p.ringNs()).as("not in the ring yet").isEqualTo(-1);
            }
        }
    }
}
