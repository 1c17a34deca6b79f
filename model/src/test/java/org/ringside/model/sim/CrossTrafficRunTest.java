package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.CrossFlow;
import org.ringside.model.scenario.CrossKind;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.TcpCongestion;
import org.ringside.model.scenario.Units;
import org.ringside.model.sources.BulkTcpSource;

/** Other hosts' flows into the bottleneck port ({@code network.cross_traffic}). */
class CrossTrafficRunTest {
    private static final long RTT = 20 * Units.MS;

    /** The host's one stream and {@code others} cross flows through a 100 Mbit/s port of {@code buffer} bytes. */
    static Scenario sharing(List<CrossFlow> cross, long buffer) {
        Scenario s = Scenario.defaults();
        s = s.withFlows(List.of(s.flows().get(0).withName("stream").withRemoteRttNs(RTT)));
        return s.withNetwork(new Network(new Bottleneck(100 * Units.MBIT, buffer, 0, Aqm.DROPTAIL), cross));
    }

    static CrossFlow bulk(int count, TcpCongestion cc) {
        return new CrossFlow(CrossKind.BULK_TCP, "others", count, RTT, cc, 0, 0, 0, 0);
    }

    @Test
    void fiveCubicStreamsShareThePortAboutEquallyAndOthersReactToItsDrops() {
        Simulation sim = new Simulation(sharing(List.of(bulk(4, TcpCongestion.CUBIC)), 250_000));
        sim.runUntil(5 * Units.S);
        RunSummary.BottleneckSummary b = sim.summary().bottleneck();
        assertThat(b.throughputBps()).isGreaterThan(95e6);
        assertThat(b.flows()).containsOnlyKeys("stream", "others");
        assertThat(b.flows().get("stream").cross()).isFalse();
        assertThat(b.flows().get("others").cross()).isTrue();
        assertThat(b.flows().get("others").streams()).isEqualTo(4);
        // Each of five streams about a fifth; the shares make the whole.
        assertThat(b.flows().get("stream").share()).isBetween(0.12, 0.28);
        assertThat(b.flows().get("stream").share() + b.flows().get("others").share()).isCloseTo(1, within(1e-9));
        assertThat(b.fairness().streams()).isEqualTo(5);
        assertThat(b.fairness().jain()).isGreaterThan(0.9);
        // The port dropped frames of every flow, and each other host's CUBIC cut its window for them.
        CrossTraffic cross = sim.path().cross;
        for (int i = cross.first(); i < cross.first() + cross.size(); i++) {
            BulkTcpSource tcp = (BulkTcpSource) cross.source(i);
            assertThat(tcp.reductions()).as(cross.name(i)).isPositive();
            assertThat(tcp.retransmits()).as(cross.name(i)).isPositive();
        }
        // This host's round trip is its 20 ms and the queue the others built with it.
        BulkTcpSource stream = (BulkTcpSource) sim.path().sources.get(0);
        assertThat(stream.srttNs()).isGreaterThan(RTT + 5 * Units.MS);
    }

    @Test
    void aConstantRateFlowGetsItsRateThroughAPortWithRoom() {
        CrossFlow cbr = new CrossFlow(CrossKind.CBR_UDP, "voice", 2, 0, TcpCongestion.CUBIC, 0, 10 * Units.MBIT, 1000, 0);
        // Beside a request/response flow, which never fills the buffer, nothing is dropped.
        Scenario s = sharing(List.of(cbr), 1_000_000);
        Simulation sim = new Simulation(s.withFlows(List.of(Flow.defaults(FlowKind.REQUEST_RESPONSE))));
        sim.runUntil(2 * Units.S);
        assertThat(sim.summary().bottleneck().drops()).isZero();
        // Each datagram is a 1042-byte frame every 1042 x 8 / 10 Mbit/s = 833.6 us: 10 Mbit/s each.
        assertThat(sim.summary().bottleneck().flows().get("voice").throughputBps()).isCloseTo(20e6, within(0.1e6));
    }

    @Test
    void eachOtherHostsFlowIsNamedAsWhatItIs() {
        CrossFlow voice = new CrossFlow(CrossKind.CBR_UDP, "voice", 1, 0, TcpCongestion.CUBIC, 0, Units.MBIT, 200, 0);
        Simulation sim = new Simulation(sharing(List.of(
                new CrossFlow(CrossKind.BULK_TCP, "others", 2, RTT, TcpCongestion.CUBIC, 0, 0, 0, 0),
                voice, requestResponse("web", 2, RTT)), 1_000_000));
        CrossTraffic cross = sim.path().cross;
        List<String> names = new java.util.ArrayList<>();
        for (int i = cross.first(); i < cross.first() + cross.size(); i++) {
            names.add(cross.name(i));
        }
        // The narration's words: a web client is not a stream, nor is a call.
        assertThat(names).containsExactly("others' stream 1", "others' stream 2", "voice's flow", "web's client 1",
                "web's client 2");
    }

    static CrossFlow requestResponse(String name, int count, long remoteRtt) {
        return new CrossFlow(CrossKind.REQUEST_RESPONSE, name, count, remoteRtt, TcpCongestion.CUBIC, 0, 0, 0, 1);
    }

    @Test
    void anotherHostsRequestResponseFlowReportsItsTransactionsBesideTheShares() {
        // Alone with the host's request/response flow, a 1-byte request waits for nothing at the
        // port: a transaction is its frame on the 1 Gbit/s access link and the 100 Mbit/s port,
        // and the 2 ms round trip.
        Scenario s = sharing(List.of(requestResponse("web", 2, 2 * Units.MS)), 1_000_000)
                .withFlows(List.of(Flow.defaults(FlowKind.REQUEST_RESPONSE).withName("rr")));
        Simulation sim = new Simulation(s);
        sim.runUntil(2 * Units.S);
        RunSummary.PortFlow web = sim.summary().bottleneck().flows().get("web");
        assertThat(web.cross()).isTrue();
        assertThat(web.streams()).isEqualTo(2);
        assertThat(web.transactionNs().p50()).isBetween(2 * Units.MS, 2 * Units.MS + 20 * Units.US);
        assertThat(web.transactionNs().p99()).isLessThan(2 * Units.MS + 50 * Units.US);
        // Two flows of about 2 ms a transaction: about a thousand a second together.
        assertThat(web.tps()).isBetween(950.0, 1000.0);
        // The host's own request/response entry reports in flows[], not here.
        assertThat(sim.summary().bottleneck().flows().get("rr").tps()).isNull();
        assertThat(sim.summary().bottleneck().flows().get("rr").transactionNs()).isNull();
        // Keys a lesson reads, written only where there are transactions to tell of.
        assertThat(SummaryFigures.of(sim.summary())).containsKeys("bottleneck.flows.web.tps",
                "bottleneck.flows.web.transaction_ns.p99").doesNotContainKey("bottleneck.flows.rr.tps");
    }

    @Test
    void thePrintedSummaryTellsThePortAndEachEntrysPartWithTheOthersTransactions() {
        Scenario s = sharing(List.of(bulk(2, TcpCongestion.CUBIC), requestResponse("web", 2, 2 * Units.MS)), 250_000);
        RunSummary summary = HeadlessRun.run(s, Units.S).summary();
        RunSummary.BottleneckSummary port = summary.bottleneck();
        assertThat(port.drops()).isPositive();

        String words = HeadlessRun.describe(summary);

        // The host's drops and then the port's, which the host's line never counted.
        assertThat(words).contains("doorbells ", ", drops " + summary.drops() + "\n")
                .contains("  bottleneck port: ").contains("; drops " + port.drops() + ", marks 0\n")
                .contains("    stream: ").contains("    others (other hosts', 2 flows): ")
                .containsPattern("    web \\(other hosts', 2 flows\\): .* at the port, [0-9.]+ %, [0-9.]+ transactions/s,"
                        + " transaction mean [0-9.]+ ms, p50 [0-9.]+ ms, p99 [0-9.]+ ms\n")
                .contains("    Jain's index over the 3 bulk TCP streams at the port: ");
        // Without a port the words are as they were.
        assertThat(HeadlessRun.describe(HeadlessRun.run(Scenario.defaults(), 10 * Units.MS).summary()))
                .doesNotContain("port");
    }

    @Test
    void codelAtThePortCutsTheOtherHostsTransactionLatencyBehindBulkStreams() {
        List<CrossFlow> cross = List.of(bulk(4, TcpCongestion.CUBIC), requestResponse("web", 1, 2 * Units.MS));
        Scenario droptail = sharing(cross, 1_000_000);
        Scenario codel = droptail.withNetwork(droptail.network().withBottleneck(
                droptail.network().bottleneck().withAqm(Aqm.CODEL)));
        Simulation tail = new Simulation(droptail);
        Simulation cd = new Simulation(codel);
        tail.runUntil(5 * Units.S);
        cd.runUntil(5 * Units.S);
        RunSummary.PortFlow behindTail = tail.summary().bottleneck().flows().get("web");
        RunSummary.PortFlow behindCodel = cd.summary().bottleneck().flows().get("web");
        // Five CUBIC streams keep a 1 MB droptail buffer near full: up to 80 ms at 100 Mbit/s for
        // a request to wait; CoDel holds the standing queue near its 5 ms target.
        assertThat(behindTail.transactionNs().p50()).isGreaterThan(40 * Units.MS);
        assertThat(behindTail.transactionNs().p99()).isGreaterThan(60 * Units.MS);
        assertThat(behindCodel.transactionNs().p50()).isLessThan(10 * Units.MS);
        assertThat(behindCodel.transactionNs().p99()).isLessThan(behindTail.transactionNs().p99() / 2);
        assertThat(behindCodel.tps()).isGreaterThan(behindTail.tps() * 4);
    }

    @Test
    void renoOthersTakeLessThanTheirCountsShareFromACubicStream() {
        Simulation cubic = new Simulation(sharing(List.of(bulk(1, TcpCongestion.CUBIC)), 250_000));
        Simulation reno = new Simulation(sharing(List.of(bulk(1, TcpCongestion.RENO)), 250_000));
        cubic.runUntil(10 * Units.S);
        reno.runUntil(10 * Units.S);
        double againstCubic = cubic.summary().bottleneck().flows().get("stream").share();
        double againstReno = reno.summary().bottleneck().flows().get("stream").share();
        assertThat(againstReno).isGreaterThan(againstCubic);
    }

    @Test
    void withoutCrossTrafficTheSummaryHasNoSharesAndTheCsvNoPortColumns() {
        Simulation sim = new Simulation(sharing(List.of(), 250_000));
        sim.runUntil(100 * Units.MS);
        assertThat(sim.summary().bottleneck().flows()).isNull();
        assertThat(sim.summary().bottleneck().fairness()).isNull();
        assertThat(sim.series().channels()).noneMatch(c -> c.key().startsWith("port_bps."));
    }

    @Test
    void theCsvHasEachEntrysRateAtThePort() {
        Simulation sim = new Simulation(sharing(List.of(bulk(2, TcpCongestion.CUBIC)), 250_000));
        sim.runUntil(1 * Units.S);
        assertThat(sim.series().channels()).filteredOn(c -> c.key().startsWith("port_bps."))
                .extracting(c -> c.key()).containsExactly("port_bps.stream", "port_bps.others");
    }

    @Test
    void aStepNamesTheOtherHostsStream() {
        Simulation sim = new Simulation(sharing(List.of(bulk(2, TcpCongestion.CUBIC)), 250_000));
        String arrived = null;
        while (arrived == null) {
            StepResult r = sim.step();
            if (r.kind() == StepKind.CROSS_ARRIVED && r.sentence().contains("stream 2")) {
                arrived = r.sentence();
                assertThat(r.flow()).isEqualTo("others");
            }
        }
        assertThat(arrived).contains("a frame of others' stream 2 (1,514 bytes) reached the bottleneck port");
    }

    @Test
    void aStepTellsTheDropOfAnotherHostsFrameAtAFullBuffer() {
        // Two frames of buffer: the others' first windows overflow it at once.
        Scenario s = sharing(List.of(bulk(2, TcpCongestion.CUBIC)), 3028);
        Simulation sim = new Simulation(s);
        String dropped = null;
        while (dropped == null && sim.now() < Units.S) {
            StepResult r = sim.step();
            if (r.kind() == StepKind.CROSS_ARRIVED && r.sentence().contains("drops")) {
                dropped = r.sentence();
            }
        }
        assertThat(dropped).matches(".*a frame of others' stream [12] \\(1,514 bytes\\) reached the bottleneck port from its"
                + " own host's link; the switch port drops it: its 3.03 KB buffer is full");
    }

    @Test
    void thePictureSeesTheOthersFramesAsAnotherHostsByName() {
        Simulation sim = new Simulation(sharing(List.of(bulk(2, TcpCongestion.CUBIC)), 250_000));
        PortView port = sim.snapshot().port();
        // Run until the buffer holds frames of both, this host's and the others'.
        while (sim.now() < 3 * Units.S && (port.frames().stream().allMatch(PortView.Frame::cross)
                || port.frames().stream().noneMatch(PortView.Frame::cross))) {
            sim.runUntil(sim.now() + 10 * Units.MS);
            port = sim.snapshot().port();
        }
        assertThat(port.frames()).anyMatch(f -> !f.cross() && f.flow().equals("stream"));
        assertThat(port.frames()).filteredOn(PortView.Frame::cross).isNotEmpty()
                .allMatch(f -> f.entry() == -1 && f.flow().matches("others' stream [12]"));
    }

    @Test
    void theOtherHostsAllocateNothingPerEvent() {
        com.sun.management.ThreadMXBean mx =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        // Samples a tenth of a second apart, so the series does not grow with the events.
        Scenario s = sharing(List.of(bulk(4, TcpCongestion.CUBIC),
                new CrossFlow(CrossKind.CBR_UDP, "voice", 2, 0, TcpCongestion.CUBIC, 0, Units.MBIT, 160, 0),
                requestResponse("web", 2, 2 * Units.MS)), 250_000)
                .withSampleIntervalNs(100 * Units.MS);
        Simulation sim = new Simulation(s);
        sim.runUntil(2 * Units.S); // the arrays have grown to what the run needs
        long events = sim.eventsProcessed();
        long before = mx.getCurrentThreadAllocatedBytes();
        sim.runUntil(4 * Units.S);
        long allocated = mx.getCurrentThreadAllocatedBytes() - before;
        events = sim.eventsProcessed() - events;
        assertThat(events).isGreaterThan(40_000);
        // One small object an event would be 16 bytes or more an event.
        assertThat(allocated).as("%d bytes over %d events", allocated, events).isLessThan(events * 4);
    }
}
