package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.network.BottleneckPort;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;

/** The bottleneck port as a snapshot shows it, its knobs turned while it runs, and its steps' words. */
class PortViewTest {
    private static Scenario behindPort(Bottleneck b) {
        return Scenario.defaults().withNetwork(new Network(b));
    }

    @Test
    void withoutANetworkTheSnapshotHasNoPort() {
        Simulation sim = new Simulation(Scenario.defaults());
        sim.runUntil(Units.MS);
        assertThat(sim.snapshot().port()).isNull();
    }

    @Test
    void theSnapshotListsTheFramesWaitingWithTheirFlowsHeadFirst() {
        Simulation sim = new Simulation(behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL)));
        sim.runUntil(2 * Units.MS);
        PortView p = sim.snapshot().port();
        BottleneckPort port = sim.path().port.port();
        assertThat(p.rateBps()).isEqualTo(100 * Units.MBIT);
        assertThat(p.bufferBytes()).isEqualTo(1_000_000);
        assertThat(p.aqm()).isEqualTo("droptail");
        assertThat(p.queuedFrames()).isEqualTo(port.queuedFrames()).isPositive();
        assertThat(p.frames()).hasSize(p.queuedFrames());
        assertThat(p.frames().stream().mapToLong(PortView.Frame::lenBytes).sum()).isEqualTo(p.queuedBytes());
        assertThat(p.frames()).allSatisfy(f -> {
            assertThat(f.entry()).isZero();
            assertThat(f.flow()).isEqualTo(Scenario.defaults().flows().get(0).name());
            assertThat(f.cross()).isFalse();
        });
        assertThat(p.sending()).isNotNull();
        assertThat(p.progress()).isBetween(0.0, 1.0);
        assertThat(p.fill()).isEqualTo((double) p.queuedBytes() / 1_000_000);
        assertThat(p.lastDrop()).isNull();
    }

    @Test
    void aTailDropIsShownWithItsFrameAndTheSentenceSaysWhyInTheBuffersUnit() {
        Scenario s = behindPort(new Bottleneck(100 * Units.MBIT, 0, 4, Aqm.DROPTAIL));
        s = s.withFlows(List.of(s.flows().get(0).withName("stream").withRemoteRttNs(20 * Units.MS)));
        Simulation sim = new Simulation(s);
        String sentence = null;
        while (sentence == null) {
            StepResult r = sim.step();
            if (r.sentence().contains("switch port drops")) {
                sentence = r.sentence();
            }
        }
        assertThat(sentence).endsWith("; the switch port drops a frame of stream: its 4-packet buffer is full");
        PortView.Event drop = sim.snapshot().port().lastDrop();
        assertThat(drop.atHead()).isFalse();
        assertThat(drop.frame().flow()).isEqualTo("stream");
        assertThat(drop.atNs()).isEqualTo(sim.now());
        assertThat(sim.snapshot().port().drops()).isEqualTo(1);
    }

    @Test
    void aBufferInBytesIsNamedInReadableUnits() {
        Scenario s = behindPort(new Bottleneck(100 * Units.MBIT, 100_000, 0, Aqm.DROPTAIL));
        s = s.withFlows(List.of(s.flows().get(0).withName("stream").withRemoteRttNs(20 * Units.MS)));
        Simulation sim = new Simulation(s);
        while (sim.now() < Units.S) {
            StepResult r = sim.step();
            if (r.sentence().contains("switch port drops")) {
                assertThat(r.sentence()).contains("; the switch port drops a frame of stream: its 100 KB buffer is full");
                return;
            }
        }
        throw new AssertionError("no drop in a second");
    }

    @Test
    void aMarkIsToldAndShownAtTheHead() {
        Scenario s = behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.CODEL, true));
        s = s.withTcp(s.tcp().withEcn(true));
        s = s.withFlows(List.of(s.flows().get(0).withRemoteRttNs(20 * Units.MS)));
        Simulation sim = new Simulation(s);
        String marked = null;
        while (marked == null && sim.now() < 3 * Units.S) {
            StepResult r = sim.step();
            if (r.sentence().contains("marked it Congestion Experienced")) {
                marked = r.sentence();
            }
        }
        assertThat(marked).isNotNull();
        PortView p = sim.snapshot().port();
        assertThat(p.marks()).isEqualTo(1);
        assertThat(p.lastMark().atHead()).isTrue();
        // CoDel marked it as it took it from the head, when the frame before it left: one frame's time ago.
        assertThat(sim.now() - p.lastMark().atNs()).isEqualTo(123_040);
        assertThat(p.ecn()).isTrue();
        assertThat(p.aqm()).isEqualTo("codel");
    }

    @Test
    void theRateChangesLiveFromTheNextFrame() {
        Simulation sim = new Simulation(behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL)));
        sim.runUntil(2 * Units.MS);
        sim.knobs().set("network.bottleneck.rate", 10 * Units.MBIT);
        assertThat(sim.settings().network().bottleneck().rateBps()).isEqualTo(10 * Units.MBIT);
        assertThat(sim.snapshot().port().rateBps()).isEqualTo(10 * Units.MBIT);
        List<Long> departures = new ArrayList<>();
        while (departures.size() < 3) {
            StepResult r = sim.step();
            if (r.kind() == StepKind.PORT_SENT) {
                departures.add(r.timeNs());
            }
        }
        // The frame being sent keeps its end; the next full frame takes 1538 bytes at 10 Mbit/s.
        assertThat(departures.get(2) - departures.get(1)).isEqualTo(1_230_400);
        Invariants.check(sim, "after a new rate");
    }

    @Test
    void aSmallerBufferDropsArrivalsUntilTheBacklogFitsAndCodelCanBeTurnedOn() {
        Simulation sim = new Simulation(behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL)));
        sim.runUntil(5 * Units.MS);
        long waiting = sim.snapshot().port().queuedBytes();
        sim.knobs().set("network.bottleneck.buffer", 3028);
        assertThat(sim.snapshot().port().queuedBytes()).as("no frame taken out").isEqualTo(waiting);
        sim.knobs().set("network.bottleneck.aqm", Aqm.CODEL.ordinal());
        assertThat(sim.snapshot().port().aqm()).isEqualTo("codel");
        sim.runUntil(200 * Units.MS);
        assertThat(sim.snapshot().port().queuedBytes()).isLessThanOrEqualTo(3028);
        assertThat(sim.snapshot().port().drops()).isPositive();
        Invariants.check(sim, "after a smaller buffer");
    }

    @Test
    void aChangeTheRulesRefuseChangesNothing() {
        Simulation sim = new Simulation(behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL)));
        sim.runUntil(Units.MS);
        assertThatThrownBy(() -> sim.knobs().set("network.bottleneck.ecn", 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("network.bottleneck.ecn");
        assertThatThrownBy(() -> sim.knobs().set("network.bottleneck.rate", 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("network.bottleneck");
        assertThat(sim.settings().network().bottleneck().ecn()).isFalse();
        Simulation plain = new Simulation(Scenario.defaults());
        assertThatThrownBy(() -> plain.knobs().set("network.bottleneck.rate", 100 * Units.MBIT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("network.bottleneck.buffer");
        assertThat(plain.settings().network().present()).isFalse();
    }

    @Test
    void aFlowOfManyNamesItsSourceInTheView() {
        Scenario s = behindPort(new Bottleneck(100 * Units.MBIT, 1_000_000, 0, Aqm.DROPTAIL));
        Flow two = s.flows().get(0).withCount(2).withName("bulk");
        sim(s.withFlows(List.of(two)));
    }

    private static void sim(Scenario s) {
        Simulation sim = new Simulation(s);
        sim.runUntil(3 * Units.MS);
        List<PortView.Frame> frames = sim.snapshot().port().frames();
        assertThat(frames).extracting(PortView.Frame::source).contains(0, 1);
        assertThat(frames).extracting(PortView.Frame::entry).containsOnly(0);
    }
}
