package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;
import org.ringside.model.scenario.Network;
import org.ringside.model.scenario.Scenario;
import org.ringside.model.scenario.Units;

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
        assertThat(((org.ringside.model.sources.BulkTcpSource) sim.path().sources.get(0)).srttNs())
                .isGreaterThan(Units.MS);
    }
}
