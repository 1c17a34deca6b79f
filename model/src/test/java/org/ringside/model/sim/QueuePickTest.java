package org.ringside.model.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringside.model.scenario.NicDriver;
import org.ringside.model.scenario.Xps;

/** netdev_pick_tx, worked by hand: XPS first, else the flow hash scaled to the queues. */
class QueuePickTest {

    @Test
    void reciprocalScaleTakesTheTopBitsOfTheHash() {
        // (hash * n) >> 32: with 8 queues the hash's top three bits.
        assertThat(QueuePick.reciprocalScale(0x0000_0000L, 8)).isZero();
        assertThat(QueuePick.reciprocalScale(0x1FFF_FFFFL, 8)).isZero();
        assertThat(QueuePick.reciprocalScale(0x2000_0000L, 8)).isEqualTo(1);
        assertThat(QueuePick.reciprocalScale(0x8000_0000L, 8)).isEqualTo(4);
        assertThat(QueuePick.reciprocalScale(0xFFFF_FFFFL, 8)).isEqualTo(7);
        // 3 queues: thirds of 2^32, 0x55555555 being the first third's last value.
        assertThat(QueuePick.reciprocalScale(0x5555_5555L, 3)).isZero();
        assertThat(QueuePick.reciprocalScale(0x5555_5556L, 3)).isEqualTo(1);
    }

    @Test
    void withoutXpsTheFlowHashPicksTheQueue() {
        // Seed 0: source i's hash is the top half of SplitMix64's (i + 1)-th output from state 0,
        // 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F: top three bits 7, 3, 0.
        QueuePick igb = QueuePick.of(8, 8, NicDriver.IGB, 0);
        assertThat(igb.flowHash(0)).isEqualTo(0xE220A839L);
        assertThat(igb.flowHash(1)).isEqualTo(0x6E789E6AL);
        assertThat(igb.flowHash(2)).isEqualTo(0x06C45D18L);
        assertThat(igb.queueOf(0, 0)).isEqualTo(7);
        assertThat(igb.queueOf(1, 1)).isEqualTo(3);
        assertThat(igb.queueOf(2, 2)).isZero();
        // The same socket keeps its queue whichever CPU it is on: igb sets no XPS map.
        assertThat(igb.queueOf(0, 5)).isEqualTo(7);
    }

    @Test
    void ixgbesXpsMapsCpuIToQueueIAndTheOtherCpusHash() {
        QueuePick ixgbe = QueuePick.of(6, 4, NicDriver.IXGBE, 0);
        assertThat(ixgbe.queueOf(0, 0)).isZero();
        assertThat(ixgbe.queueOf(0, 3)).isEqualTo(3);
        // CPU 5 has no queue of its own: the hash of source 0, top two bits of 0xE220A839 = 3.
        assertThat(ixgbe.queueOf(0, 5)).isEqualTo(3);
        assertThat(ixgbe.queueOf(2, 4)).isZero();
    }

    @Test
    void xpsSetByHandOverridesTheDriversMapQueueByQueue() {
        // ixgbe, 4 CPUs, 4 queues; by hand tx-0: [1], tx-2: [1, 3], tx-3: []. tx-1 keeps ixgbe's
        // CPU 1. So CPU 1's map is queues 0, 1, 2; CPU 3's is queue 2; CPUs 0 and 2 have none.
        QueuePick pick = QueuePick.of(4, 4, NicDriver.IXGBE, Xps.of(Map.of(0, 0b0010L, 2, 0b1010L, 3, 0L)), 0);
        // CPU 1, three queues: reciprocal_scale(hash, 3). 0xE220A839 * 3 >> 32 = 2, 0x6E789E6A * 3
        // >> 32 = 1, 0x06C45D18 * 3 >> 32 = 0: the third, second and first of queues 0, 1, 2.
        assertThat(pick.queueOf(0, 1)).isEqualTo(2);
        assertThat(pick.queueOf(1, 1)).isEqualTo(1);
        assertThat(pick.queueOf(2, 1)).isZero();
        assertThat(pick.queueOf(0, 3)).as("CPU 3 maps to tx-2 only, not ixgbe's tx-3").isEqualTo(2);
        // CPU 0 lost tx-0 and CPU 2 lost tx-2: no map, the hash over 4 queues, top two bits of
        // 0xE220A839 = 3 and of 0x06C45D18 = 0.
        assertThat(pick.queueOf(0, 0)).isEqualTo(3);
        assertThat(pick.queueOf(2, 2)).isZero();
    }

    @Test
    void oneQueueIsQueueZeroAndCpusAreSpreadInTurn() {
        QueuePick one = QueuePick.of(4, 1, NicDriver.IXGBE, 7);
        assertThat(one.queueOf(3, 3)).isZero();
        assertThat(one.cpuOf(0, -1)).isZero();
        assertThat(one.cpuOf(5, -1)).isEqualTo(1);
        assertThat(one.cpuOf(5, 2)).isEqualTo(2);
        assertThat(QueuePick.of(3, 8, NicDriver.IXGBE, 7).irqCpuOf(7)).isEqualTo(1);
    }

    @Test
    void theSeedChangesTheHash() {
        assertThat(QueuePick.of(1, 8, NicDriver.IGB, 1).flowHash(0))
                .isNotEqualTo(QueuePick.of(1, 8, NicDriver.IGB, 2).flowHash(0));
    }

    @Test
    void acksComeInOnTheTransmitQueueWithAtrElseWhereTheirOwnHashSays() {
        QueuePick igb = QueuePick.of(4, 4, NicDriver.IGB, 6);
        // Seed 6: source 0's sk_txhash picks tx-2, its RSS hash rx-1 (the hashes are apart).
        assertThat(igb.queueOf(0, 0)).isEqualTo(2);
        assertThat(igb.rxQueueOf(0, false, 2)).isEqualTo(1);
        assertThat(igb.rxQueueOf(0, false, 2)).isEqualTo(QueuePick.reciprocalScale(igb.rxHash(0), 4));
        assertThat(igb.rxHash(0)).isNotEqualTo(igb.flowHash(0));
        // ATR (ixgbe) steers the flow's ACKs to its transmit queue's index; one queue is queue 0.
        assertThat(igb.rxQueueOf(0, true, 3)).isEqualTo(3);
        assertThat(QueuePick.of(4, 1, NicDriver.IGB, 6).rxQueueOf(0, false, 0)).isZero();
    }
}
