package org.ringside.model.sources;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.FlowKind;

class OtherSourcesTest {
    private final FakeStack stack = new FakeStack();

    @Test
    void requestResponseSendsTheNextRequestWhenTheReplyArrives() {
        Flow flow = Flow.defaults(FlowKind.REQUEST_RESPONSE).withRequest(100).withRemoteRttNs(50_000);
        RequestResponseSource rr = new RequestResponseSource(stack, flow, 0, 0, 0);
        rr.onTimer(1_000, Source.TIMER_START);
        assertThat(stack.sent).hasSize(1);
        assertThat(stack.packets.len(stack.sent.get(0))).isEqualTo(154);
        rr.onSent(2_000, 100, 1_000);
        assertThat(stack.events.poll()).isTrue();
        assertThat(stack.events.currentTime()).isEqualTo(52_000);
        rr.onTimer(52_000, stack.events.currentB());
        assertThat(stack.transactions).containsExactly(51_000L);
        assertThat(stack.sent).hasSize(2);
        assertThat(rr.transactions()).isEqualTo(1);
    }

    @Test
    void udpCbrSendsSizePlus42EveryInterval() {
        Flow flow = Flow.defaults(FlowKind.UDP_CBR);
        UdpCbrSource udp = new UdpCbrSource(stack, flow, 0, 0, 0);
        udp.onTimer(0, Source.TIMER_START);
        assertThat(stack.packets.len(stack.sent.get(0))).isEqualTo(242);
        assertThat(stack.events.poll()).isTrue();
        assertThat(stack.events.currentTime()).isEqualTo(20_000_000L);
    }

    @Test
    void pktgenRegistersAndBuildsPacketsOfItsSize() {
        PktgenSource pktgen = new PktgenSource(stack, Flow.defaults(FlowKind.PKTGEN), 0, 0, 0);
        pktgen.onTimer(0, Source.TIMER_START);
        assertThat(stack.pktgens).containsExactly(pktgen);
        int p = pktgen.makePacket();
        assertThat(stack.packets.len(p)).isEqualTo(60);
        assertThat(stack.packets.payload(p)).isEqualTo(18);
    }

    @Test
    void theSeedStaggersStartsWithinTheFirstMillisecondAndNothingElse() {
        List<Flow> flows = List.of(Flow.defaults(FlowKind.BULK_TCP).withCount(5), Flow.defaults(FlowKind.UDP_CBR));
        Sources a = new Sources(flows, 42, stack);
        Sources b = new Sources(flows, 42, new FakeStack());
        Sources c = new Sources(flows, 43, new FakeStack());
        assertThat(a.size()).isEqualTo(6);
        assertThat(a.get(5).group()).isEqualTo(1);
        boolean differs = false;
        for (int i = 0; i < a.size(); i++) {
            assertThat(a.get(i).startNs()).isBetween(0L, Sources.STAGGER_NS - 1);
            assertThat(a.get(i).startNs()).isEqualTo(b.get(i).startNs());
            differs |= a.get(i).startNs() != c.get(i).startNs();
        }
        assertThat(differs).isTrue();
    }
}
