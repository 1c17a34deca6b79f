package org.ringside.model.sim;

import java.util.List;
import java.util.stream.IntStream;
import org.ringside.model.sim.SimSnapshot.BqlView;
import org.ringside.model.sim.SimSnapshot.FifoView;
import org.ringside.model.sim.SimSnapshot.PacketView;
import org.ringside.model.sim.SimSnapshot.RingView;

/**
 * One transmit queue at one moment, as {@link SimSnapshot#queue(int)} gives it: everything Linux
 * keeps per queue in its {@code struct netdev_queue} (the qdisc's packets, the ring, BQL's
 * {@code dql}, whether the driver stopped it), the NIC's FIFO behind it and its interrupt, and
 * what it has sent. A window draws one queue at full size from it.
 *
 * @param index the queue's number ({@code tx-N})
 * @param irqCpu the CPU its interrupt and clean-up run on
 * @param qdiscBands its qdisc's bands (mq's child, or the root on a single-queue device), head
 *     first, band 0 first
 * @param qdiscBandLabels what each of {@code qdiscBands} is, in the same order: "band 0" to
 *     "band 2" for pfifo_fast; for fq_codel "next" (the packet already taken out for the next
 *     dequeue), then one "flow N (new)" or "flow N (old)" per flow queue on new_flows, then
 *     old_flows, N being the hash bucket
 * @param gsoRemainder the rest of a packet whose GSO split is under way (waits at the qdisc's
 *     head), or null
 * @param qdiscBytes bytes in its qdisc
 * @param qdiscPackets packets in its qdisc
 * @param ring its ring's descriptors
 * @param bql its byte queue limits ({@code struct netdev_queue}'s {@code dql})
 * @param driverXoff its driver has stopped it (ring nearly full)
 * @param fifo the NIC's FIFO behind its ring, or null when the NIC has none
 * @param onWire whether the frame on the wire is its
 * @param frames frames it has sent
 * @param drops packets its qdisc dropped, and its ring on resets
 * @param interrupts its TX interrupts
 */
public record QueueDetail(int index, int irqCpu, List<List<PacketView>> qdiscBands, List<String> qdiscBandLabels,
        PacketView gsoRemainder, long qdiscBytes, long qdiscPackets, RingView ring, BqlView bql, boolean driverXoff,
        FifoView fifo, boolean onWire, long frames, long drops, long interrupts) {

    public QueueDetail {
        qdiscBands = List.copyOf(qdiscBands);
        qdiscBandLabels = List.copyOf(qdiscBandLabels);
        if (qdiscBandLabels.size() != qdiscBands.size()) {
            throw new IllegalArgumentException(qdiscBandLabels.size() + " labels for " + qdiscBands.size() + " bands");
        }
    }

    /**
     * Bytes of the packets in its ring not yet cleaned, as {@code skb->len} counts them. Not
     * quite {@link #bqlInflight()}: BQL counts what the driver reported ({@code
     * netdev_tx_sent_queue}), with TSO every segment's headers too.
     */
    public long ringBytes() {
        return ring.bytes();
    }

    /** BQL's inflight: bytes reported to it as queued and not yet completed (its {@code dql}'s). */
    public long bqlInflight() {
        return bql.inflight();
    }

    /** Descriptors of its ring in use. */
    public int ringInUse() {
        return ring.inUse();
    }

    /** Descriptors in its ring. */
    public int ringSize() {
        return ring.size();
    }

    /** Its BQL limit (0 with BQL off). */
    public long bqlLimit() {
        return bql.limit();
    }

    /** Whether BQL has stopped it. */
    public boolean stackXoff() {
        return bql.stackXoff();
    }

    /**
     * Whether BQL limits it (auto or fixed): an idle queue with BQL on has a limit of 0 until
     * its first completion ({@code dql_init} starts {@code limit} at {@code min_limit}, 0).
     */
    public boolean bqlOn() {
        return bql.on();
    }

    /**
     * This queue with these qdisc bands, numbered "band 0" on, and this GSO remainder instead of
     * its own (its byte and packet counts kept); for tests and benchmarks.
     */
    public QueueDetail withBands(List<List<PacketView>> bands, PacketView remainder) {
        List<String> labels = IntStream.range(0, bands.size()).mapToObj(b -> "band " + b).toList();
        return new QueueDetail(index, irqCpu, bands, labels, remainder, qdiscBytes, qdiscPackets, ring, bql, driverXoff,
                fifo, onWire, frames, drops, interrupts);
    }
}
