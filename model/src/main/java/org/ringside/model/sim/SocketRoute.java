package org.ringside.model.sim;

/**
 * The CPU a source sends from and the transmit queue it sends to, and why that queue
 * ({@link QueuePick}: {@code netdev_pick_tx}, net/core/dev.c, Linux 6.x). The choice is made once
 * per socket ({@code sk_tx_queue_mapping}).
 *
 * @param source the source's number
 * @param flow its flow entry's name
 * @param cpu the CPU it sends from
 * @param queue the queue it sends to ({@code tx-N})
 * @param why how that queue was chosen
 */
public record SocketRoute(int source, String flow, int cpu, int queue, Why why) {

    /** How {@code netdev_pick_tx} chose the queue. */
    public enum Why {
        /** The device has one transmit queue. */
        ONLY_QUEUE,
        /** The sending CPU's XPS map lists this one queue ({@code get_xps_queue}). */
        XPS,
        /**
         * The sending CPU's XPS map lists several queues; the flow hash picks one of them
         * ({@code map->queues[reciprocal_scale(skb_get_hash(skb), map->len)]}).
         */
        XPS_HASH,
        /** No XPS map for the sending CPU: the flow hash scaled to the queues ({@code skb_tx_hash}). */
        HASH,
        /** pktgen's thread sends to the queue it is given ({@code queue_map_min}, 0 here). */
        PKTGEN
    }
}
