package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.engine.EventKind;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.QdiscKind;
import org.ringside.model.scenario.Units;

/**
 * Who paces a TCP socket, by release and qdisc, worked by hand. SO_MAX_PACING_RATE 12 Mbit/s is
 * 1,500,000 bytes/s, and before the first ACK it is the whole pacing rate, so each 1514-byte
 * packet holds the socket 1514 / 1.5 MB/s = 1,009,333 ns.
 */
class TcpPacingTest {
    private static final long GAP_NS = 1_009_333;

    private final FakeStack stack = new FakeStack();
    private final BulkTcpSource tcp = new BulkTcpSource(stack, Flow.defaults(FlowKind.BULK_TCP), 0, 0, 0);

    private void maxPacingRate12Mbit() {
        stack.tcp = stack.tcp.withMaxPacingRateBps(12 * Units.MBIT);
    }

    @Test
    void from413WithoutFqTheSocketPacesItselfWithItsTimer() {
        maxPacingRate12Mbit();
        stack.kernel = new Kernel(4, 13);
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).as("the window allows ten; the pacing timer one").hasSize(1);
        assertThat(tcp.limit()).isEqualTo(TcpLimit.PACING);
        assertThat(stack.events.peekTime()).isEqualTo(GAP_NS);
        stack.events.poll();
        assertThat(stack.events.currentKind()).isEqualTo(EventKind.SOURCE_TIMER);
        assertThat(stack.events.currentB()).isEqualTo(Source.TIMER_PACE);
        tcp.onTimer(GAP_NS, Source.TIMER_PACE);
        assertThat(stack.sent).hasSize(2);
        assertThat(stack.packets.tstamp(stack.sent.get(1))).as("no departure times before 4.20").isZero();
        assertThat(stack.events.peekTime()).isEqualTo(2 * GAP_NS);
    }

    @Test
    void from420TheTimerWaitsForTheNextDepartureTimeAndEachPacketCarriesIts() {
        maxPacingRate12Mbit();
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.packets.tstamp(stack.sent.get(0))).isZero();
        assertThat(stack.events.peekTime()).isEqualTo(GAP_NS);
        stack.events.poll();
        // Woken late, at 1.5 ms: tcp_wstamp_ns is never behind the clock, so the packet is
        // stamped 1.5 ms and the next may go a gap after that.
        tcp.onTimer(1_500_000, Source.TIMER_PACE);
        assertThat(stack.sent).hasSize(2);
        assertThat(stack.packets.tstamp(stack.sent.get(1))).isEqualTo(1_500_000);
        assertThat(stack.events.peekTime()).isEqualTo(1_500_000 + GAP_NS);
    }

    @Test
    void before413NothingPacesOnPfifoFast() {
        maxPacingRate12Mbit();
        stack.kernel = new Kernel(4, 12);
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).hasSize(10);
    }

    @Test
    void withoutSoMaxPacingRateNothingPacesOnPfifoFast() {
        tcp.onTimer(0, Source.TIMER_START);
        tcp.onAck(10 * Units.MS, 1460, 0); // an RTT sample: a finite pacing rate
        assertThat(tcp.pacingRate()).isLessThan(Long.MAX_VALUE);
        assertThat(stack.sent).hasSize(12);
        assertThat(stack.sent).allSatisfy(p -> assertThat(stack.packets.tstamp(p)).isLessThanOrEqualTo(10 * Units.MS));
    }

    @Test
    void underFqTcpLeavesThePacingToTheQdiscAndFrom420StampsTheDepartureTimes() {
        maxPacingRate12Mbit();
        stack.qdiscKind = QdiscKind.FQ;
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).as("TCP holds nothing back").hasSize(10);
        for (int i = 0; i < 10; i++) {
            assertThat(stack.packets.tstamp(stack.sent.get(i))).isEqualTo(i * GAP_NS);
        }
    }

    @Test
    void underFqBefore420TcpNeitherHoldsNorStamps() {
        maxPacingRate12Mbit();
        stack.qdiscKind = QdiscKind.FQ;
        stack.kernel = new Kernel(4, 19);
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).hasSize(10);
        assertThat(stack.sent).allSatisfy(p -> assertThat(stack.packets.tstamp(p)).isZero());
    }

    @Test
    void soMaxPacingRateCapsThePacingRate() {
        tcp.onTimer(0, Source.TIMER_START);
        tcp.onAck(Units.MS, 1460, 0);
        long uncapped = tcp.pacingRate();
        maxPacingRate12Mbit();
        assertThat(tcp.pacingRate()).isEqualTo(Math.min(uncapped, 1_500_000));
    }

    @Test
    void settingTheCapOnARunningSocketMakesItPaceItselfFrom413() {
        tcp.onTimer(0, Source.TIMER_START);
        assertThat(stack.sent).hasSize(10);
        maxPacingRate12Mbit();
        tcp.onSettingsChanged(Units.MS);
        tcp.onAck(2 * Units.MS, 14_600, 0); // the window opens: slow start would send 20 more
        assertThat(stack.sent).as("one, then the pacing timer").hasSize(11);
        assertThat(tcp.limit()).isEqualTo(TcpLimit.PACING);
    }
}
