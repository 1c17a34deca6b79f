package org.ringside.model.metrics;

import java.util.List;

/**
 * The standard observables every run samples, by key. Charts and CSV refer to these keys;
 * per-flow channels are added after them with {@link #flowLatency(String)} keys.
 */
public final class Channels {
    private Channels() {
    }

    public static final Channel QDISC_BYTES = new Channel("qdisc_bytes", "qdisc bytes", Unit.BYTES, Merge.MAX);
    public static final Channel QDISC_PACKETS = new Channel("qdisc_packets", "qdisc packets", Unit.PACKETS, Merge.MAX);
    public static final Channel RING_BYTES = new Channel("ring_bytes", "ring bytes (BQL inflight)", Unit.BYTES, Merge.MAX);
    public static final Channel RING_DESCRIPTORS = new Channel("ring_descriptors", "ring descriptors in use", Unit.DESCRIPTORS, Merge.MAX);
    public static final Channel BQL_LIMIT = new Channel("bql_limit", "BQL limit", Unit.BYTES, Merge.LAST);
    public static final Channel BQL_AVAIL = new Channel("bql_avail", "BQL avail", Unit.BYTES, Merge.LAST);
    public static final Channel STACK_XOFF = new Channel("stack_xoff", "stack XOFF (BQL)", Unit.FLAG, Merge.MAX);
    public static final Channel DRIVER_XOFF = new Channel("driver_xoff", "driver XOFF (ring full)", Unit.FLAG, Merge.MAX);
    /** Frames on the wire, headers and all: what the link carries. */
    public static final Channel THROUGHPUT = new Channel("throughput_bps", "throughput on the wire", Unit.BITS_PER_SECOND,
            Merge.MEAN);
    public static final Channel PPS = new Channel("pps", "frames per second", Unit.PER_SECOND, Merge.MEAN);
    public static final Channel LINK_UTILIZATION = new Channel("link_utilization", "link utilisation", Unit.FRACTION, Merge.MEAN);
    public static final Channel CPU_UTILIZATION = new Channel("cpu_utilization", "CPU utilisation", Unit.FRACTION, Merge.MEAN);
    public static final Channel DOORBELLS = new Channel("doorbells", "doorbells (total)", Unit.COUNT, Merge.LAST);
    public static final Channel DROPS = new Channel("drops", "drops (total packets)", Unit.COUNT, Merge.LAST);
    /**
     * TCP payload (bulk and request-response flows) whose last bit left the wire: what iperf
     * reports, about 941 Mbit/s on a busy gigabit link with timestamps. Added after the others, so
     * the older columns keep their places.
     */
    public static final Channel TCP_PAYLOAD = new Channel("tcp_payload_bps", "TCP payload", Unit.BITS_PER_SECOND,
            Merge.MEAN);

    /**
     * Bytes in the NIC's own FIFO, read in and not yet sent; sampled only when the NIC has one
     * ({@code nic.fifo_bytes} above 0), after the standard channels.
     */
    public static final Channel NIC_FIFO_BYTES = new Channel("nic_fifo_bytes", "NIC FIFO bytes", Unit.BYTES, Merge.MAX);
    /**
     * Bytes the driver has handed over that have not left the wire (in the ring not yet read by
     * the NIC, being read, or in its FIFO): what lies between the driver and the wire, beside
     * BQL's inflight. Sampled only when the NIC has a FIFO.
     */
    public static final Channel DRIVER_TO_WIRE_BYTES = new Channel("driver_to_wire_bytes", "driver-to-wire bytes",
            Unit.BYTES, Merge.MAX);
    /**
     * Bytes waiting in the bottleneck port's buffer beyond the wire; sampled only with a port
     * ({@code network:}), after the NIC FIFO's channels.
     */
    public static final Channel BOTTLENECK_BYTES = new Channel("bottleneck_bytes", "bottleneck port bytes", Unit.BYTES,
            Merge.MAX);

    /** The channels a NIC with a FIFO adds after the standard ones, in CSV column order. */
    public static final List<Channel> FIFO = List.of(NIC_FIFO_BYTES, DRIVER_TO_WIRE_BYTES);

    /** The standard channels in CSV column order. */
    public static final List<Channel> STANDARD = List.of(QDISC_BYTES, QDISC_PACKETS, RING_BYTES,
            RING_DESCRIPTORS, BQL_LIMIT, BQL_AVAIL, STACK_XOFF, DRIVER_XOFF, THROUGHPUT, PPS,
            LINK_UTILIZATION, CPU_UTILIZATION, DOORBELLS, DROPS, TCP_PAYLOAD);

    /** What the summed channels' labels add with several queues: the words charts and exports show. */
    public static final String SUM_OVER_QUEUES = "sum over queues";
    /** What the stop flags' labels add with several queues: set while any queue is stopped. */
    public static final String ANY_QUEUE = "any queue";

    /**
     * {@link #STANDARD} for a device with {@code queues} transmit queues. With several, each
     * channel that adds every queue's figure up (qdisc, ring, BQL limit and avail, doorbells)
     * says so in its label ("BQL limit, sum over queues"), and each stop flag that is set while
     * any queue is stopped says that; the keys stay, so a file's columns are the same with one
     * queue or many, and {@link #ofQueue} gives each queue's own.
     */
    public static List<Channel> standard(int queues) {
        if (queues <= 1) {
            return STANDARD;
        }
        return STANDARD.stream().map(c -> {
            if (c == STACK_XOFF || c == DRIVER_XOFF) {
                return relabelled(c, ANY_QUEUE);
            }
            boolean summed = c == QDISC_BYTES || c == QDISC_PACKETS || c == RING_BYTES || c == RING_DESCRIPTORS
                    || c == BQL_LIMIT || c == BQL_AVAIL || c == DOORBELLS;
            return summed ? relabelled(c, SUM_OVER_QUEUES) : c;
        }).toList();
    }

    private static Channel relabelled(Channel c, String words) {
        return new Channel(c.key(), c.label() + ", " + words, c.unit(), c.merge());
    }

    /** What each transmit queue adds when a device has several: its qdisc, ring and BQL limit. */
    public static final List<Channel> PER_QUEUE = List.of(QDISC_BYTES, RING_BYTES, BQL_LIMIT);

    /** One of {@link #PER_QUEUE} for transmit queue {@code queue}: {@code tx3.ring_bytes}. */
    public static Channel ofQueue(int queue, Channel channel) {
        return new Channel("tx" + queue + "." + channel.key(), "tx-" + queue + " " + channel.label(), channel.unit(),
                channel.merge());
    }

    /**
     * A flow entry's rate at the bottleneck port when other hosts' flows cross it: its frame bytes
     * ({@code skb->len}) that left the port during the sample interval × 8 per second.
     */
    public static Channel portThroughput(String flowName) {
        return new Channel("port_bps." + flowName, flowName + " at the bottleneck port", Unit.BITS_PER_SECOND, Merge.MEAN);
    }

    /**
     * A flow's latency channel: mean latency (handed to the qdisc to last bit on the wire) of the
     * flow's packets sent during the sample interval; NaN when none was sent.
     */
    public static Channel flowLatency(String flowName) {
        return new Channel("latency_ns." + flowName, flowName + " latency", Unit.NANOSECONDS, Merge.MAX);
    }
}
