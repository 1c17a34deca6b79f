package org.ringside.model.nic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringside.model.nic.NetDim.Tune;

/**
 * net_dim's decisions worked by hand from lib/dim/net_dim.c and dim.c. Each measurement spans
 * 64 events in 1 ms, so the figures per ms are the counts: packets ({@code ppms}), bytes
 * ({@code bpms}) and 64 events ({@code epms}).
 */
class NetDimTest {
    private static final long MS = 1_000_000;

    private final NetDim dim = new NetDim();
    private long events;
    private long packets;
    private long bytes;

    /** One poll's end: {@code events} more interrupts, and the sends of the last ms. */
    private boolean poll(long nowNs, int moreEvents, long morePackets, long moreBytes) {
        events += moreEvents;
        packets += morePackets;
        bytes += moreBytes;
        return dim.sample(events, packets, bytes, nowNs);
    }

    @Test
    void startsAtTheDefaultProfileParkedOnTopAtIndexZero() {
        // mlx5e_reset_tx_moderation: the CQ at NET_DIM_DEF_PROFILE_EQE, 8 us and 128; the struct dim zeroed.
        assertThat(dim.usecs()).isEqualTo(8);
        assertThat(dim.pkts()).isEqualTo(128);
        assertThat(dim.profileIx()).isZero();
        assertThat(dim.tune()).isEqualTo(Tune.PARKING_ON_TOP);
        assertThat(dim.state()).isEqualTo(NetDim.State.START_MEASURE);
    }

    @Test
    void aHandWorkedSequenceOfDecisions() {
        assertThat(poll(0, 0, 0, 0)).as("the first poll starts the measurement").isFalse();
        assertThat(poll(MS / 2, 63, 500, 5_000_000)).as("63 events are fewer than DIM_NEVENTS").isFalse();

        // 64 events: 10,000 bytes/ms against none before is better (net_dim_stats_compare);
        // exit parking at index 0 goes right, to index 1, the profile the CQ has already.
        assertThat(poll(MS, 1, 500, 5_000_000)).isTrue();
        assertThat(dim.profile()).isEqualTo(1);
        assertThat(dim.usecs()).isEqualTo(8);
        assertThat(dim.tune()).isEqualTo(Tune.GOING_RIGHT);
        assertThat(dim.state()).as("mlx5e_tx_dim_work restarts the measurement").isEqualTo(NetDim.State.START_MEASURE);
        assertThat(poll(MS, 0, 0, 0)).as("the next poll takes the start sample").isFalse();

        // 12,000 bytes/ms: 20 % more, better, so one more step right.
        assertThat(poll(2 * MS, 64, 1000, 12_000_000)).isTrue();
        assertThat(dim.usecs()).isEqualTo(32);
        poll(2 * MS, 0, 0, 0);

        // 9,000 bytes/ms: 25 % less, worse: turn left and step back.
        assertThat(poll(3 * MS, 64, 1000, 9_000_000)).isTrue();
        assertThat(dim.tune()).isEqualTo(Tune.GOING_LEFT);
        assertThat(dim.usecs()).isEqualTo(8);
        poll(3 * MS, 0, 0, 0);

        // 10,000 bytes/ms: 100 * 1000 / 9000 = 11 % more, better; but two steps right and one
        // left is the top (dim_on_top): park there, the profile unchanged.
        assertThat(poll(4 * MS, 64, 1000, 10_000_000)).isFalse();
        assertThat(dim.tune()).isEqualTo(Tune.PARKING_ON_TOP);
        assertThat(dim.profile()).isEqualTo(1);

        // 10,500 bytes/ms (5 %), the same packets and events: the same, parked still.
        assertThat(poll(5 * MS, 64, 1000, 10_500_000)).isFalse();
        assertThat(dim.tune()).isEqualTo(Tune.PARKING_ON_TOP);

        // 5,000 bytes/ms against the 10,000 kept from before parking (a parked decision keeps
        // no figures): worse, so exit parking; from index 1 that goes left, to 1 us.
        assertThat(poll(6 * MS, 64, 1000, 5_000_000)).isTrue();
        assertThat(dim.tune()).isEqualTo(Tune.GOING_LEFT);
        assertThat(dim.usecs()).isEqualTo(1);
        assertThat(dim.decisions()).isEqualTo(6);
    }

    @Test
    void keepsGoingRightWhileBetterAndParksOnTheEdge() {
        poll(0, 0, 0, 0);
        long rate = 10_000_000;
        int[] expected = {8, 32, 64, 128};
        for (int i = 0; i < expected.length; i++) {
            assertThat(poll((i + 1) * MS, 64, 1000, rate)).isTrue();
            assertThat(dim.usecs()).isEqualTo(expected[i]);
            poll((i + 1) * MS, 0, 0, 0);
            rate += rate / 5; // 20 % more each time
        }
        // Better again at the last profile: net_dim_step is on the edge, so park on top there.
        assertThat(poll(5 * MS, 64, 1000, rate)).isFalse();
        assertThat(dim.tune()).isEqualTo(Tune.PARKING_ON_TOP);
        assertThat(dim.usecs()).isEqualTo(128);
    }

    @Test
    void theEventCounterWrapsAtSixteenBits() {
        events = 65_500;
        poll(0, 0, 0, 0);
        assertThat(poll(MS, 63, 100, 100_000)).isFalse();
        assertThat(poll(MS, 1, 100, 100_000)).as("64 events across the 16-bit wrap (65,564 is 28)").isTrue();
    }

    @Test
    void noTimePassedDecidesNothing() {
        poll(5 * MS, 0, 0, 0);
        assertThat(poll(5 * MS + 999, 64, 100, 100_000)).as("under 1 us: dim_calc_stats has no delta").isFalse();
        assertThat(dim.decisions()).isZero();
        assertThat(poll(5 * MS + 1000, 0, 0, 0)).isTrue();
    }
}
