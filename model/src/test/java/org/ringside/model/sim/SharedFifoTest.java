package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.ScenarioException;
import org.ringside.model.scenario.ScenarioLoader;

/**
 * The transmit queues' one NIC FIFO by hand: the 82599's 160 KiB packet buffer
 * ({@code IXGBE_TXPBSIZE_MAX}) at 10 Gbit/s, read in 1 µs. Bulk queues have TSO packets of 45
 * segments visible from time 0 (65,160 payload + 66 header bytes = 65,226, 45 frames of 1,514
 * bytes, 1.2304 µs each on the wire with FCS, preamble and gap, 55.368 µs a packet); the voice
 * queue gets one packet of 242 bytes (200 payload), 0.2128 µs on the wire.
 *
 * <p>At 0 the reads of P1 and P2 start (P3 would make 195,678 > 163,840); both are in the FIFO at
 * 1 µs and P1 goes on the wire. At 28.069 µs P1's 22nd frame has left (its share 1,514 + 21 ×
 * 1,448 = 31,922 bytes gone): 98,530 + 65,226 fits, P3's read starts (163,756 taken). The voice
 * packet, visible at 28.5 µs, needs 242 bytes of room: at 29.299 µs P1's 23rd frame leaves 1,448
 * more and its read starts, behind the rest of P1, P2 and P3. They leave at 56.368, 111.736 and
 * 167.104 µs; the voice packet is on the wire from 167.104 to 167.317 µs, 138.6 µs after it was
 * visible. Without the shared buffer it waited for at most the one packet on the wire.
 */
class SharedFifoTest {
    private static final int BULK_LEN = 65_226;
    private static final int TCP_HEADERS = 66;
    private static final int MSS = 1448;
    private static final int VOICE_LEN = 242;
    private static final int UDP_HEADERS = 42;

    /** One flow per queue (flow i on CPU i, so on tx-i by ixgbe's XPS), each starting after the trace. */
    private static Scenario scenario(int queues) throws ScenarioException {
        StringBuilder yaml = new StringBuilder("duration: 1ms\nseed: 3\nlink: { rate: 10Gbit }\ncpus: " + queues + "\n"
                + "nic: { driver: ixgbe, ring_size: 512, tso: true, fifo_bytes: 163840, dma_latency: 1us }\n"
                + "bql: { mode: off }\nqdisc: { kind: mq }\n"
                + "cpu: { per_packet: 0ns, per_segment: 0ns, doorbell: 0ns, per_completion: 0ns, per_interrupt: 0ns }\n"
                + "flows:\n");
        for (int q = 0; q < queues; q++) {
            yaml.append("  - { kind: udp_cbr, name: q").append(q).append(", cpu: ").append(q)
                    .append(", size: 200, interval: 1s }\n");
        }
        return ScenarioLoader.fromString(yaml.toString(), "shared-fifo.yaml");
    }

    /** A packet handed to queue {@code q}'s driver and made visible to the NIC at once. */
    private static int handOver(Simulation sim, int q, int len, int headers, int gso, long now) {
        TxPath p = sim.path();
        TxQueue queue = p.queues[q];
        int packet = p.packets.allocate(q, len, headers, gso);
        p.packets.setTso(packet, gso > 0);
        p.packets.setOfferedNs(packet, now);
        p.counters.offeredBytes += len;
        p.counters.offeredPackets++;
        queue.driver.xmit(packet, gso > 0, false);
        queue.xmit.doorbellLanded(queue.ring().writePosition(), now);
        return packet;
    }

    private static int bulk(Simulation sim, int q) {
        return handOver(sim, q, BULK_LEN, TCP_HEADERS, MSS, 0);
    }

    /** Steps until {@code packet} has left the wire; returns when it did. */
    private static long leaves(Simulation sim, int packet, long before) {
        while (sim.nextEventNs() <= before) {
            StepResult step = sim.step();
            Invariants.check(sim, step.sentence());
            if (step.kind() == StepKind.PACKET_SENT && step.packetId() == packet) {
                return step.timeNs();
            }
        }
        throw new AssertionError("packet " + packet + " still not sent at " + before + " ns");
    }

    /** Steps every event before {@code ns}. */
    private static void stepBefore(Simulation sim, long ns) {
        while (sim.nextEventNs() < ns) {
            Invariants.check(sim, sim.step().sentence());
        }
    }

    @Test
    void aVoicePacketWaitsForWhatTheBufferHoldsOfTheOtherQueue() throws ScenarioException {
        Simulation sim = new Simulation(scenario(2));
        Packets packets = sim.path().packets;
        bulk(sim, 0);
        int p2 = bulk(sim, 0);
        int p3 = bulk(sim, 0);
        bulk(sim, 0);
        bulk(sim, 0);
        assertThat(sim.path().queues[0].fifo.reservedBytes()).as("P1 and P2 are being read").isEqualTo(2L * BULK_LEN);

        stepBefore(sim, 28_500);
        assertThat(packets.fetchedNs(p3) - 1_000).as("P3's read starts when P1's 22nd frame has left")
                .isEqualTo(28_069); // 1 + 22 × 1.2304 µs, to the ns after
        int voice = handOver(sim, 1, VOICE_LEN, UDP_HEADERS, 0, 28_500);
        assertThat(sim.path().queues[0].fifo.reservedBytes()).as("no room for the voice packet yet")
                .isEqualTo(163_756);

        long sent = leaves(sim, voice, 200_000);
        assertThat(packets.fetchedNs(voice) - 1_000).as("its read starts when P1's 23rd frame has left")
                .isEqualTo(29_300); // 1 + 23 × 1.2304 µs
        assertThat(packets.wireNs(voice)).as("on the wire when P3 has left").isEqualTo(167_104);
        assertThat(sent).as("and off it 0.2128 µs later").isEqualTo(167_317);
        assertThat(sim.path().counters.offeredPackets).as("only the packets of the trace").isEqualTo(6);
        assertThat(packets.wireNs(p2)).as("P2 behind P1").isEqualTo(56_368);
    }

    @Test
    void aVoicePacketThatFitsAtOnceLeavesAfterThePacketsAlreadyRead() throws ScenarioException {
        Simulation sim = new Simulation(scenario(2));
        for (int i = 0; i < 5; i++) {
            bulk(sim, 0);
        }
        stepBefore(sim, 500);
        int voice = handOver(sim, 1, VOICE_LEN, UDP_HEADERS, 0, 500);
        assertThat(sim.path().packets.fetchedNs(voice)).as("130,452 + 242 fits: read at once").isEqualTo(1_500);
        assertThat(leaves(sim, voice, 200_000)).as("after P1 and P2, not after the packet on the wire")
                .isEqualTo(111_949);
    }

    /**
     * Two bulk queues and a voice queue: after P3 (tx-1's second) the turn is the voice queue's,
     * which is empty, and then tx-0's, whose next packet does not fit. The NIC passes over it and
     * reads the voice packet as soon as 242 bytes are free; were the turn to wait for tx-0's
     * packet to fit, the call would wait for two more bulk reads, over 100 µs more.
     */
    @Test
    void theReadsPassOverAQueueWhosePacketDoesNotFit() throws ScenarioException {
        Simulation sim = new Simulation(scenario(3));
        for (int i = 0; i < 4; i++) {
            bulk(sim, 0);
            bulk(sim, 1);
        }
        stepBefore(sim, 28_500);
        int voice = handOver(sim, 2, VOICE_LEN, UDP_HEADERS, 0, 28_500);
        long sent = leaves(sim, voice, 400_000);
        assertThat(sim.path().packets.fetchedNs(voice) - 1_000).as("its read starts at P1's 23rd frame's end")
                .isEqualTo(29_300); // 1 + 23 × 1.2304 µs
        assertThat(sent).as("behind tx-0's first, tx-1's first and second").isEqualTo(167_317);
    }
}
