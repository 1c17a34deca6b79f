package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Receiver;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;
import org.ringside.model.sim.RunSummary.FlowSummary;

/** A flow's summary counts the ACKs its sender received, as the receiver sent them. */
class ReceiverAcksRunTest {
    /** One current-kernel stream at 1 GbE with TSO and GSO off: one packet a segment. */
    private static FlowSummary stream(Receiver receiver) {
        Scenario s = Scenario.defaults().withReceiver(receiver).withDurationNs(20 * Units.MS);
        s = s.withNic(s.nic().withTso(false).withGso(false));
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        return sim.summary().flows().get(0);
    }

    @Test
    void withDelayedAcksTheSenderGetsAboutOneAckForTwoSegments() {
        FlowSummary f = stream(Receiver.defaults());
        // 16 quick ACKs, then one for every second segment; a few segments may wait at the end.
        assertThat(f.acks()).isBetween(f.packets() / 2, f.packets() / 2 + 16);
    }

    @Test
    void withQuickackEverySegmentIsAcked() {
        FlowSummary f = stream(Receiver.defaults().withQuickack(true));
        // Every packet that left the wire more than remote_rtt before the end has its ACK.
        assertThat(f.acks()).isBetween(f.packets() - 20, f.packets());
    }

    @Test
    void otherKindsHaveNoAckCount() {
        Scenario s = Scenario.defaults().withDurationNs(Units.MS);
        s = s.withFlows(List.of(Flow.defaults(FlowKind.UDP_CBR)));
        Simulation sim = new Simulation(s);
        sim.runUntil(s.durationNs());
        assertThat(sim.summary().flows().get(0).acks()).isNull();
    }
}
