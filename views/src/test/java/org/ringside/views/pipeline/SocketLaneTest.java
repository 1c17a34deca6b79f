package org.ringside.views.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.FlowKind;
import org.ringside.model.sim.Bench;
import org.ringside.model.sim.SimSnapshot;
import org.ringside.model.sim.SimSnapshot.SocketView;
import org.ringside.model.sim.Simulation;

class SocketLaneTest {
    private static SimSnapshot hundredStreamsAt(long ns) {
        Simulation sim = new Simulation(Bench.hundredStreams());
        sim.runUntil(ns);
        return sim.snapshot();
    }

    @Test
    void aLaneSumsItsStreamsBytesBelowTcpAndCountsThoseSmallQueuesHoldsBack() {
        SimSnapshot s = hundredStreamsAt(200_000_000L);
        PacketPlacement placement = new PacketPlacement();
        placement.place(s, s.queue(0),
                new PipelineLayout(1600, 900, 1, s.queue(0).qdiscBands().size(), s.flows().size(), false));

        SocketLane streams = SocketLane.of(s, placement, 0);
        long bytes = s.sockets().stream().filter(k -> k.kind() == FlowKind.BULK_TCP)
                .mapToLong(SocketView::wmemAllocBytes).sum();
        long held = s.sockets().stream().filter(SocketView::smallQueuesThrottled).count();
        assertThat(streams.wmemAllocBytes()).isEqualTo(bytes).isPositive();
        // On the current kernel a hundred streams behind one gigabit link keep hitting their limit.
        assertThat(streams.throttled()).isEqualTo(held).isPositive();
        assertThat(streams.throttledText(100)).isEqualTo(held + " of 100 held by small queues");
        // The bytes a lane shows are what the qdisc and ring hold of its packets, nothing else.
        assertThat(streams.wmemAllocBytes() + SocketLane.of(s, placement, 1).wmemAllocBytes())
                .isEqualTo(s.queue(0).bql().inflight() + s.queue(0).qdiscBands().stream().flatMap(b -> b.stream())
                        .mapToLong(SimSnapshot.PacketView::lenBytes).sum()
                        + (s.queue(0).gsoRemainder() == null ? 0 : s.queue(0).gsoRemainder().lenBytes()));
    }

    @Test
    void theWordsAreShortAndALoneStreamGoesWithoutACount() {
        SocketLane lane = new SocketLane(261_546, 1);
        assertThat(lane.belowTcpText()).isEqualTo("262 KB below TCP");
        assertThat(lane.throttledText(1)).isEqualTo("held by small queues");
        assertThat(new SocketLane(3028, 0).throttledText(1)).isEmpty();
        assertThat(new SocketLane(3028, 0).belowTcpText()).isEqualTo("3,028 bytes below TCP");
    }
}
