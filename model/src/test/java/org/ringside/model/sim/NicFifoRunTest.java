package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.metrics.Channel;
import org.ringside.model.scenario.RepoFiles;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;
import org.ringside.model.scenario.TxCompletion;

/** Whole runs with the NIC's own FIFO between the ring and the wire. */
class NicFifoRunTest {
    private static final long RUN_NS = 200_000_000L;

    private static Scenario shipped() throws ScenarioException {
        return ScenarioLoader.fromFile(RepoFiles.scenarios().resolve("nic-fifo-10gbe.yaml"));
    }

    private static RunSummary run(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(RUN_NS);
        return sim.summary();
    }

    @Test
    void withCompletionFetchedBqlNoLongerCoversEveryByteBetweenDriverAndWire() throws ScenarioException {
        RunSummary fetched = run(shipped());

        assertThat(fetched.nicFifoBytes().mean()).as("the FIFO fills").isGreaterThan(100_000);
        assertThat(fetched.driverToWireBytes().mean()).as("driver to wire beyond BQL's inflight")
                .isGreaterThan(fetched.ringBytes().mean() + 20_000);
    }

    @Test
    void withCompletionSentBqlCountsTheFifoToo() throws ScenarioException {
        Scenario s = shipped();
        RunSummary sent = run(s.withNic(s.nic().withCompletion(TxCompletion.SENT)));

        assertThat(sent.nicFifoBytes().mean()).as("the FIFO still fills").isGreaterThan(100_000);
        // BQL's inflight also holds what is done and awaits the clean-up, so it exceeds driver to wire.
        assertThat(sent.driverToWireBytes().mean()).isLessThan(sent.ringBytes().mean());
    }

    @Test
    void aPacketsLatencyIncludesItsReadIntoTheFifo() {
        // The first request on an idle NIC: with a FIFO its packet reaches the wire exactly the
        // read latency later, and leaves it that much later (the FIFO is empty: no other wait).
        Scenario plain = Scenarios.loneRequestResponse(100_000);
        Scenario fifo = plain.withNic(plain.nic().withFifoBytes(65_536).withDmaLatencyNs(5_000)
                .withCompletion(TxCompletion.FETCHED));

        assertThat(firstSent(fifo) - firstSent(plain)).isEqualTo(5_000);
    }

    /** When the first packet's last bit left the wire. */
    private static long firstSent(Scenario s) {
        Simulation sim = new Simulation(s);
        StepResult step;
        do {
            step = sim.step();
        } while (step.kind() != StepKind.PACKET_SENT);
        return step.timeNs();
    }

    @Test
    void onlyARunWithAFifoHasItsChannelsAndSummaryKeys() throws ScenarioException {
        Simulation plain = new Simulation(Scenario.defaults());
        plain.runUntil(1_000_000);
        Simulation fifo = new Simulation(shipped());
        fifo.runUntil(1_000_000);

        assertThat(plain.series().channels()).extracting(Channel::key)
                .doesNotContain("nic_fifo_bytes", "driver_to_wire_bytes");
        assertThat(SummaryJson.toJson(plain.summary())).doesNotContain("nic_fifo_bytes", "driver_to_wire_bytes");
        assertThat(plain.snapshot().queue(0).fifo()).isNull();

        assertThat(fifo.series().channels()).extracting(Channel::key)
                .contains("nic_fifo_bytes", "driver_to_wire_bytes");
        assertThat(SummaryJson.toJson(fifo.summary())).contains("\"nic_fifo_bytes\"", "\"driver_to_wire_bytes\"");
        SimSnapshot.FifoView view = fifo.snapshot().queue(0).fifo();
        assertThat(view.capacityBytes()).isEqualTo(163_840);
        assertThat(view.completesAtFetch()).isTrue();
        assertThat(view.packets().stream().mapToLong(SimSnapshot.PacketView::lenBytes).sum())
                .as("the bytes in it, the frame on the wire part sent").isGreaterThanOrEqualTo(view.bytes());
        assertThat(view.driverToWireBytes()).isGreaterThanOrEqualTo(view.bytes());
    }

    @Test
    void theStepsSayWhenAPacketIsReadIntoTheFifo() throws ScenarioException {
        Simulation sim = new Simulation(shipped());
        List<StepResult> steps = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            steps.add(sim.step());
        }
        StepResult fetched = steps.stream().filter(s -> s.kind() == StepKind.FETCHED).findFirst().orElseThrow();

        assertThat(fetched.stage()).isEqualTo(Stage.WIRE);
        assertThat(fetched.flow()).isEqualTo("streams");
        assertThat(fetched.sentence()).contains("packet #" + fetched.packetId(), "read into the NIC's FIFO",
                "of 163,840 bytes held", "its descriptors are done before it is on the wire");
        // The read ends 1 us after the doorbell that showed the NIC the packet.
        StepResult doorbell = steps.get(steps.indexOf(fetched) - 1);
        assertThat(doorbell.kind()).isEqualTo(StepKind.DOORBELL);
        assertThat(fetched.timeNs() - doorbell.timeNs()).isEqualTo(1_000);
    }

    @Test
    void aRingResetDropsThePacketsInTheFifoEvenThoseTheCleanUpHasFreed() throws ScenarioException {
        Simulation sim = new Simulation(shipped());
        TxPath path = sim.path();
        boolean freedButHeld = false;
        for (int i = 0; i < 200_000 && !freedButHeld; i++) {
            sim.step();
            for (int id : path.queues[0].fifo.heldIds()) {
                freedButHeld |= path.packets.released(id);
            }
        }
        assertThat(freedButHeld).as("the clean-up freed a packet still in the FIFO").isTrue();
        long droppedBefore = path.counters.droppedBytes;
        long inSystem = path.bytesInSystem() - path.queues[0].qdisc.bytes();

        sim.knobs().set("nic.ring_size", 1024);

        Invariants.check(sim, "after the reset");
        assertThat(path.counters.droppedBytes - droppedBefore).as("everything past the qdisc not yet sent")
                .isEqualTo(inSystem);
        assertThat(path.queues[0].fifo.heldPackets()).isZero();
        assertThat(path.queues[0].fifo.reservedBytes()).isZero();
        for (int i = 0; i < 2_000; i++) {
            sim.step();
            Invariants.check(sim, "step " + i + " after the reset");
        }
    }

    @Test
    void theRandomScenariosOfTheConservationTestIncludeFifosOfBothKinds() {
        int fetched = 0;
        int sent = 0;
        for (long seed : ConservationTest.seeds().toArray()) {
            Scenario s = RandomScenarios.make(seed);
            if (s.nic().hasFifo()) {
                if (s.nic().completion() == TxCompletion.FETCHED) {
                    fetched++;
                } else {
                    sent++;
                }
            }
        }
        assertThat(fetched).isGreaterThan(20);
        assertThat(sent).isGreaterThan(20);
    }
}
