package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.network.BottleneckPort;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.sources.BulkTcpSource;

/** The host's frames cross a bottleneck port beyond the wire: its queue, its pace, its drops. */
class PortRunTest {
    /** A 1 GbE host, its one CUBIC stream behind a 100 Mbit/s port with a large buffer. */
    static Scenario behindPort(long bufferBytes) {
        return Scenario.defaults().withNetwork(new Network(new Bottleneck(100 * Units.MBIT, bufferBytes, 0, Aqm.DROPTAIL)));
    }

    private static List<StepResult> steps(Scenario s, StepKind kind, int n) {
        Simulation sim = new Simulation(s);
        List<StepResult> out = new ArrayList<>();
        while (out.size() < n) {
            StepResult r = sim.step();
            if (r.kind() == kind) {
                out.add(r);
            }
        }
        return out;
    }

    @Test
    void theFirstWindowsFramesLeaveThePortOneWireTimeAtItsRateApart() {
        Scenario s = behindPort(10_000_000);
        List<StepResult> wire = steps(s, StepKind.FRAME_SENT, 1);
        List<StepResult> port = steps(s, StepKind.PORT_SENT, 10);
        // A 1514-byte frame takes 1538 bytes of wire time: 123.04 us at 100 Mbit/s, 12.304 us at 1 Gbit/s.
        // The first enters an idle port as it leaves the wire and leaves the port one port wire time later.
        assertThat(port.get(0).timeNs()).isEqualTo(wire.get(0).timeNs() + 123_040);
        for (int k = 1; k < port.size(); k++) {
            assertThat(port.get(k).timeNs() - port.get(k - 1).timeNs()).as("frame %d", k).isEqualTo(123_040);
        }
        // Frame k arrived 12.304 us after frame k-1 but leaves 123.04 us after it: it waited
        // (k - 1) x 110.736 us. The window's other nine frames have all arrived by the first's
        // departure, 9 x 1514 bytes. Behind the second wait the window's last eight and one more:
        // the first frame's ACK came back 100 us after it left the port (649.785 us), and the
        // two segments it released leave the host's wire one 12.304 us apart from about 662 us.
        assertThat(port.get(0).sentence()).contains("a frame of bulk_tcp (1,514 bytes) left the bottleneck port after"
                + " waiting 0 ns in its buffer; 13,626 bytes wait behind it");
        assertThat(port.get(1).sentence()).contains("after waiting 111 µs in its buffer; 13,626 bytes wait behind it");
    }

    @Test
    void aFullBufferDropsTheWindowsTailAndThreeLaterSegmentsShowItLost() {
        // A 4-frame buffer and a 20 ms round trip: the first window's ten frames arrive 12.304 us
        // apart, the port sends one and queues four, and drops the last five (orders 5 to 9).
        Scenario s = Scenario.defaults().withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 0, 4, Aqm.DROPTAIL)));
        s = s.withFlows(List.of(s.flows().get(0).withRemoteRttNs(20 * Units.MS)));
        Simulation sim = new Simulation(s);
        BulkTcpSource stream = (BulkTcpSource) sim.path().sources.get(0);
        List<String> drops = new ArrayList<>();
        int acks = 0;
        while (acks < 6) {
            StepResult r = sim.step();
            if (r.sentence().contains("switch port drops")) {
                drops.add(r.sentence());
            }
            if (r.kind() == StepKind.TCP_ACK) {
                acks++;
                // The first five ACK frames 0 to 4, in order: slow start, cwnd 11 to 15, each
                // releasing a 2-segment packet (frames 10 to 19), which arrive beyond the hole.
                assertThat(stream.reductions()).as("ACK %d", acks).isEqualTo(acks < 6 ? 0 : 1);
            }
        }
        // Frames 6 to 10 of the first packet; then slow start's doubling overflows the buffer
        // again: the five ACKs release ten frames at 1 Gbit/s into a port that drains one per
        // 123.04 us, and one of them drops too.
        assertThat(drops).hasSize(6);
        for (int f = 6; f <= 9; f++) {
            assertThat(drops.get(f - 6)).contains("frame " + f + " of 10 of packet #0 left the wire (1,514 bytes); the"
                    + " switch port drops a frame of bulk_tcp: its 4-packet buffer is full");
        }
        assertThat(drops.get(4)).contains("packet #0 (bulk_tcp, 14,546 bytes) left the wire");
        // The sixth ACK is frame 10's: three later segments have arrived beyond frames 5, 6 and 7,
        // so they are lost; CUBIC cuts the window once, 15 x 717 / 1024 = 10 segments.
        assertThat(stream.cwnd()).isEqualTo(10 * 1448);
        assertThat(stream.ssthresh()).isEqualTo(10 * 1448);
        sim.runUntil(300 * Units.MS);
        assertThat(stream.retransmits()).as("every dropped segment sent again")
                .isEqualTo(sim.path().port.port().stats().drops()).isGreaterThanOrEqualTo(6);
        assertThat(stream.reductions()).as("once per window").isEqualTo(1);
        assertThat(stream.timeouts()).isZero();
        Invariants.check(sim, "after recovery");
    }

    @Test
    void manyStreamsThroughAShallowBufferRecoverByTimeoutsTooAndEveryStepStaysConsistent() {
        Scenario s = Scenario.defaults().withDurationNs(Units.S)
                .withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 0, 2, Aqm.DROPTAIL)));
        s = s.withFlows(List.of(s.flows().get(0).withRemoteRttNs(20 * Units.MS).withCount(4)));
        Simulation sim = new Simulation(s);
        for (int i = 0; i < 200_000 && sim.now() < s.durationNs(); i++) {
            sim.step();
            if (i % 50 == 0) {
                Invariants.check(sim, "step " + i);
            }
        }
        sim.runUntil(2 * Units.S);
        long timeouts = 0;
        for (var src : sim.path().sources.all()) {
            BulkTcpSource b = (BulkTcpSource) src;
            timeouts += b.timeouts();
            assertThat(b.acks()).as("stream %d keeps going", src.index()).isGreaterThan(100);
        }
        assertThat(timeouts).as("whole windows lost: the retransmission timer").isPositive();
        Invariants.check(sim, "at 2 s");
    }

    private static BottleneckPort run(Aqm aqm, long durationNs) {
        Scenario s = Scenario.defaults().withDurationNs(durationNs)
                .withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, aqm)));
        s = s.withFlows(List.of(s.flows().get(0).withRemoteRttNs(20 * Units.MS)));
        Simulation sim = new Simulation(s);
        sim.runUntil(durationNs);
        return sim.path().port.port();
    }

    @Test
    void coDelAtThePortKeepsItsQueueShortWhereTailDropLetsTheBufferFill() {
        BottleneckPort tail = run(Aqm.DROPTAIL, 3 * Units.S);
        BottleneckPort codel = run(Aqm.CODEL, 3 * Units.S);
        // 1 MB at 100 Mbit/s is 81 ms of frames: CUBIC fills it (51.8 ms on average, 42 drops);
        // CoDel holds the wait under its 5 ms target (2.78 ms, 3 drops).
        assertThat(tail.stats().sojourns().mean()).isGreaterThan(30 * Units.MS);
        assertThat(codel.stats().sojourns().mean()).isLessThan(10 * Units.MS);
        assertThat(codel.stats().drops()).isPositive();
        // Both keep the port busy: at least 85 % of the 3 s at 100 Mbit/s.
        long most = 3 * 100 * Units.MBIT / 8 * 1514 / 1538;
        assertThat(codel.stats().bytesSent()).isGreaterThan(most * 85 / 100);
        assertThat(tail.stats().bytesSent()).isGreaterThan(most * 85 / 100);
    }

    @Test
    void fqCodelAndRedAtThePortKeepTheQueueShorterThanTailDropAndThePortBusy() {
        BottleneckPort tail = run(Aqm.DROPTAIL, 3 * Units.S);
        BottleneckPort fq = run(Aqm.FQ_CODEL, 3 * Units.S);
        BottleneckPort red = run(Aqm.RED, 3 * Units.S);
        // fq_codel: one stream is one flow queue, CoDel in it as codel alone would be.
        assertThat(fq.stats().sojourns().mean()).isLessThan(10 * Units.MS);
        assertThat(fq.stats().drops()).isPositive();
        // RED (tc's defaults for a 1 MB buffer: min 83333, max 250000) keeps the average between
        // min and max, far below the full buffer tail drop waits on.
        assertThat(red.stats().sojourns().mean()).isLessThan(tail.stats().sojourns().mean() / 2);
        assertThat(red.stats().drops()).isPositive();
        long most = 3 * 100 * Units.MBIT / 8 * 1514 / 1538;
        assertThat(fq.stats().bytesSent()).isGreaterThan(most * 85 / 100);
        assertThat(red.stats().bytesSent()).isGreaterThan(most * 80 / 100);
    }

    @Test
    void withEcnCoDelMarksInsteadOfDroppingAndTheSenderCutsItsWindowAllTheSame() {
        Scenario s = Scenario.defaults().withDurationNs(3 * Units.S)
                .withNetwork(new Network(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.CODEL, true)));
        s = s.withTcp(s.tcp().withEcn(true));
        s = s.withFlows(List.of(s.flows().get(0).withRemoteRttNs(20 * Units.MS)));
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        BottleneckPort port = sim.path().port.port();
        BulkTcpSource stream = (BulkTcpSource) sim.path().sources.get(0);
        assertThat(port.stats().marks()).isPositive();
        assertThat(port.stats().drops()).as("nothing lost: the marks did the work").isZero();
        assertThat(stream.retransmits()).isZero();
        assertThat(stream.reductions()).as("each mark's echo cut the window").isPositive();
        assertThat(port.stats().sojourns().mean()).isLessThan(10 * Units.MS);
        // Without tcp.ecn the same port drops: its flow is not ECN-capable.
        Simulation plain = new Simulation(s.withTcp(s.tcp().withEcn(false)));
        plain.runUntil(s.durationNs());
        assertThat(plain.path().port.port().stats().marks()).isZero();
        assertThat(plain.path().port.port().stats().drops()).isPositive();
    }

    @Test
    void thePortsPaceSetsTheStreamsAndItsQueueAddsToTheRoundTrip() {
        Scenario s = behindPort(10_000_000).withDurationNs(500 * Units.MS);
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        PortPath port = sim.path().port;
        // The port sends at most 100 Mbit/s of wire time: 1514 of every 1538 bytes are frame bytes.
        long most = 100 * Units.MBIT / 8 / 2 * 1514 / 1538;
        assertThat(port.port().stats().bytesSent()).isBetween(most * 9 / 10, most);
        assertThat(port.port().stats().drops()).isZero();
        // The stream's round trip is its base remote_rtt (100 us) plus the port's queue: far more.
        assertThat(((BulkTcpSource) sim.path().sources.get(0)).srttNs())
                .isGreaterThan(Units.MS);
    }
}
