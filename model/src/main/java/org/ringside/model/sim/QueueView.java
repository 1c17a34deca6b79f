package org.ringside.model.sim;

/**
 * One transmit queue at one moment, as {@link SimSnapshot#queues()} lists them: what its qdisc
 * and ring hold, its BQL state ({@code struct netdev_queue}'s {@code dql}), whether it is
 * stopped, and what it has sent.
 *
 * @param index the queue's number ({@code tx-N})
 * @param irqCpu the CPU its interrupt and clean-up run on
 * @param qdiscBytes bytes in its qdisc (mq's child, or the root on a single-queue device)
 * @param qdiscPackets packets in its qdisc
 * @param ringBytes bytes in its ring not yet cleaned (its BQL inflight)
 * @param ringInUse descriptors in use
 * @param ringSize descriptors in its ring
 * @param bqlLimit its BQL limit (0 with BQL off)
 * @param stackXoff BQL has stopped it
 * @param driverXoff its driver has stopped it (ring nearly full)
 * @param onWire whether the frame on the wire is its
 * @param frames frames it has sent
 * @param drops packets its qdisc dropped, and its ring on resets
 * @param interrupts its TX interrupts
 * @param bqlOn whether BQL limits it (auto or fixed): an idle queue with BQL on has a limit of 0
 *     until its first completion ({@code dql_init} starts {@code limit} at {@code min_limit}, 0)
 */
public record QueueView(int index, int irqCpu, long qdiscBytes, long qdiscPackets, long ringBytes, int ringInUse,
        int ringSize, long bqlLimit, boolean stackXoff, boolean driverXoff, boolean onWire, long frames, long drops,
        long interrupts, boolean bqlOn) {
}
