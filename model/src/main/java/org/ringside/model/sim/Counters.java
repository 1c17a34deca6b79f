package org.ringside.model.sim;

/**
 * Running totals of the whole run. Bytes are counted at each packet's length as handed to the
 * qdisc (or to the driver, for pktgen), GSO segments not again, so that
 * {@code offered = sent + dropped + in the system} holds exactly.
 */
final class Counters {
    long offeredBytes;
    long offeredPackets;
    long sentBytes;
    /** Packets whose last bit left the wire (a GSO packet once, with its last segment). */
    long sentPackets;
    long droppedBytes;
    /** Packets the qdisc dropped, for any cause. */
    long qdiscDrops;
    /** Of those, over a limit: a full pfifo band, or fq_codel's limit ({@code drop_overlimit}). */
    long overlimitDrops;
    /** Of those, by CoDel at dequeue. */
    long codelDrops;
    /** Packets (or GSO segments) dropped when the ring was reset. */
    long ringDrops;
    /** Payload of TCP flows (bulk and request-response) in frames that have left the wire. */
    long tcpPayloadBytes;
    long cleanups;
    long transactions;
}
