package org.ringside.model.sim;

import java.util.ArrayList;
import java.util.List;
import org.ringside.model.dql.DqlSnapshot;
import org.ringside.model.driver.SlotState;
import org.ringside.model.scenario.FlowKind;

/**
 * Where every packet is and every counter stands at one moment, immutable, for views and
 * inspectors. Cheap enough to take 60 times a second: a few arrays the size of the ring and the
 * queues.
 *
 * <p>What is kept per transmit queue (its qdisc, ring, BQL, driver state, FIFO, interrupt) is in
 * {@link #queue(int) that queue's} {@link QueueDetail}, as Linux keeps it in the queue's {@code
 * struct netdev_queue}; nothing here stands for "the" queue. A view that draws one queue asks
 * for the one it draws.
 *
 * @param timeNs simulated time
 * @param sockets every source, in order
 * @param wire the frame on the wire
 * @param totals running totals, summed over every queue
 * @param flows per flow entry: what it has sent so far
 * @param queues every transmit queue, tx-0 first: one for a single-queue device, never none
 * @param cpus every CPU, CPU 0 first, never none
 * @param qdiscName the root qdisc as {@code tc} names it ("pfifo_fast", "fq", "mq" with its child
 *     as "mq/fq_codel"), or null in a snapshot made without it
 * @param path what the path is made of (qdisc, driver, release), which queue each socket sends to
 *     and who paces it; null in a snapshot made without it
 * @param port the bottleneck port beyond the wire, or null without {@code network:}
 */
public record SimSnapshot(long timeNs, List<SocketView> sockets, WireView wire, Totals totals, List<FlowView> flows,
        List<QueueDetail> queues, List<CpuView> cpus, String qdiscName, PathView path, PortView port) {

    /** A moment of a path without a bottleneck port. */
    public SimSnapshot(long timeNs, List<SocketView> sockets, WireView wire, Totals totals, List<FlowView> flows,
            List<QueueDetail> queues, List<CpuView> cpus, String qdiscName, PathView path) {
        this(timeNs, sockets, wire, totals, flows, queues, cpus, qdiscName, path, null);
    }

    public SimSnapshot {
        sockets = List.copyOf(sockets);
        flows = List.copyOf(flows);
        queues = List.copyOf(queues);
        cpus = List.copyOf(cpus);
        if (queues.isEmpty() || cpus.isEmpty()) {
            throw new IllegalArgumentException(queues.size() + " queues and " + cpus.size()
                    + " CPUs: a snapshot has at least one of each");
        }
        for (int i = 0; i < queues.size(); i++) {
            if (queues.get(i).index() != i) {
                throw new IllegalArgumentException("queue " + i + " says it is tx-" + queues.get(i).index());
            }
        }
    }

    /** Transmit queue {@code index} ({@code tx-index}). */
    public QueueDetail queue(int index) {
        return queues.get(index);
    }

    /** CPU {@code index}. */
    public CpuView cpu(int index) {
        return cpus.get(index);
    }

    /** This moment with queue {@code detail.index()} replaced by {@code detail}; for tests and benchmarks. */
    public SimSnapshot withQueue(QueueDetail detail) {
        List<QueueDetail> changed = new ArrayList<>(queues);
        changed.set(detail.index(), detail);
        return new SimSnapshot(timeNs, sockets, wire, totals, flows, changed, cpus, qdiscName, path, port);
    }

    /** This moment with the bottleneck port {@code view} (null for none); for tests. */
    public SimSnapshot withPort(PortView view) {
        return new SimSnapshot(timeNs, sockets, wire, totals, flows, queues, cpus, qdiscName, path, view);
    }

    /**
     * One packet.
     *
     * @param id packet id (ids are reused once a packet is gone)
     * @param source the source that sent it
     * @param flow its flow's name
     * @param lenBytes skb->len (what BQL counts)
     * @param descriptors ring descriptors it takes (0 outside the ring)
     * @param firstSlot its first ring slot, or -1
     * @param offeredNs when it was handed to the qdisc (or the driver)
     * @param segment its number among a GSO packet's segments (from 1), or 0
     * @param ringNs when the driver wrote it into the ring ({@code ndo_start_xmit}), or -1
     * @param visibleNs when a doorbell made it visible to the NIC, or -1
     * @param wireNs when its first frame started onto the wire, or -1
     */
    public record PacketView(int id, int source, String flow, int lenBytes, int descriptors, int firstSlot,
            long offeredNs, int segment, long ringNs, long visibleNs, long wireNs) {

        /** A packet not yet in the ring. */
        public PacketView(int id, int source, String flow, int lenBytes, int descriptors, int firstSlot,
                long offeredNs, int segment) {
            this(id, source, flow, lenBytes, descriptors, firstSlot, offeredNs, segment, -1, -1, -1);
        }
    }

    /**
     * One source (socket).
     *
     * @param index source number
     * @param flow its flow entry's name
     * @param kind its kind
     * @param cwndBytes TCP congestion window (0 for other kinds)
     * @param inflightBytes TCP payload in flight (0 for other kinds)
     * @param wmemAllocBytes bytes of its packets in the qdisc and the ring that the TX clean-up has
     *     not freed yet ({@code sk_wmem_alloc}): for TCP, what small queues limits
     * @param smallQueuesThrottled whether TCP small queues holds it back now, until the clean-up
     *     frees its packets ({@code TSQ_THROTTLED})
     * @param state its state in words
     */
    public record SocketView(int index, String flow, FlowKind kind, long cwndBytes, long inflightBytes,
            long wmemAllocBytes, boolean smallQueuesThrottled, String state) {
    }

    /**
     * The frame on the wire.
     *
     * @param packetId the packet being sent, or -1 when the wire is idle
     * @param frame frame number from 1
     * @param frames frames in that packet (more than 1 with TSO)
     * @param frameBytes the frame's bytes
     * @param progress fraction of the frame already on the wire
     * @param frameNs how long the frame lasts on the wire (its serialisation, preamble and gap
     *     included), 0 when idle
     * @param lastInterruptNs when the latest TX completion interrupt fired, or -1
     */
    public record WireView(int packetId, int frame, int frames, int frameBytes, double progress, double frameNs,
            long lastInterruptNs) {

        /** A wire without timing details. */
        public WireView(int packetId, int frame, int frames, int frameBytes, double progress) {
            this(packetId, frame, frames, frameBytes, progress, 0, -1);
        }

        public boolean busy() {
            return packetId >= 0;
        }
    }

    /**
     * The NIC's own FIFO (packet buffer) between the ring and the wire, which every transmit
     * queue shares: as a queue's detail, the whole buffer (its packets of every queue, each
     * socket's queue in {@link PathView}) with that queue's own bytes in it.
     *
     * @param capacityBytes bytes it holds ({@code nic.fifo_bytes})
     * @param bytes bytes in it now: read in and not yet sent (the frame on the wire included)
     * @param packets the packets in it, the one on the wire (or next) first
     * @param fetchingPackets packets being read into it now
     * @param fetchingBytes their bytes (their room is taken already)
     * @param completesAtFetch descriptors are done once their packet is in the FIFO
     *     ({@code completion: fetched}) rather than when it has left the wire
     * @param driverToWireBytes bytes the queue's driver has handed over that have not left the
     *     wire: in its ring not yet read, being read, or in the FIFO
     * @param queueBytes the queue's own bytes in the FIFO and being read into it (all of
     *     {@code bytes + fetchingBytes} with one queue)
     */
    public record FifoView(int capacityBytes, long bytes, List<PacketView> packets, int fetchingPackets,
            long fetchingBytes, boolean completesAtFetch, long driverToWireBytes, long queueBytes) {

        public FifoView {
            packets = List.copyOf(packets);
        }

        /** The FIFO of a device with one transmit queue: all its bytes are the queue's. */
        public FifoView(int capacityBytes, long bytes, List<PacketView> packets, int fetchingPackets,
                long fetchingBytes, boolean completesAtFetch, long driverToWireBytes) {
            this(capacityBytes, bytes, packets, fetchingPackets, fetchingBytes, completesAtFetch, driverToWireBytes,
                    bytes + fetchingBytes);
        }

        /** Fraction of the FIFO in use, 0 to 1 (a packet larger than the FIFO shows as full). */
        public double fill() {
            return Math.min(1.0, (double) bytes / capacityBytes);
        }
    }

    /**
     * Byte queue limits.
     *
     * @param on BQL is on (auto or fixed)
     * @param limit the limit (0 when off)
     * @param avail bytes that may still be queued (0 when off)
     * @param inflight bytes queued and not completed (the ring's bytes)
     * @param stackXoff BQL has stopped the queue
     * @param dql every DQL state variable
     */
    public record BqlView(boolean on, long limit, long avail, long inflight, boolean stackXoff, DqlSnapshot dql) {
    }

    /**
     * The CPU.
     *
     * @param job what it is doing, in words ("idle" when nothing)
     * @param busyUntilNs when the current job ends (the time itself when idle)
     * @param busyNs total time it has been busy
     */
    public record CpuView(String job, long busyUntilNs, long busyNs) {
    }

    /**
     * Running totals; {@code offeredBytes = sentBytes + droppedBytes + inSystemBytes} holds exactly.
     *
     * @param offeredBytes handed to the qdisc (or to the driver, for pktgen)
     * @param sentBytes whose last bit left the wire
     * @param droppedBytes dropped by the qdisc or by a ring reset
     * @param inSystemBytes in the qdisc, in the ring and not yet sent, or done but still in the
     *     NIC's FIFO
     * @param qdiscBytes queued in the qdisc
     * @param qdiscPackets queued in the qdisc
     * @param ringBytes in the ring, done ones too (BQL inflight)
     * @param offeredPackets packets offered
     * @param sentPackets packets sent (a GSO packet once)
     * @param qdiscDrops packets the qdisc dropped
     * @param ringDrops packets dropped by ring resets
     * @param doorbells doorbells rung
     * @param interrupts TX interrupts
     * @param cleanups clean-up rounds
     * @param frames frames sent
     * @param frameBytes bytes of frames sent (Ethernet header to end of payload)
     * @param transactions request-response transactions completed
     * @param cpuBusyNs CPU busy time
     * @param wireBusyPs wire busy time in picoseconds
     */
    public record Totals(long offeredBytes, long sentBytes, long droppedBytes, long inSystemBytes, long qdiscBytes,
            long qdiscPackets, long ringBytes, long offeredPackets, long sentPackets, long qdiscDrops, long ringDrops,
            long doorbells, long interrupts, long cleanups, long frames, long frameBytes, long transactions,
            long cpuBusyNs, long wireBusyPs) {
    }

    /**
     * One flow entry so far.
     *
     * @param name its name
     * @param kind its kind
     * @param packets packets sent
     * @param bytes bytes sent
     * @param droppedPackets packets dropped
     * @param transactions request-response transactions completed
     * @param meanLatencyNs mean to-the-wire latency (NaN before the first packet)
     * @param lastWaitNs the latest packet's wait from the qdisc (pktgen: the driver) to the wire,
     *     or -1 before the first
     * @param p99WaitNs the 99th percentile of those waits so far, 0 before the first packet
     * @param waitWarnNs the flow's {@code wait_warn}: waits above it are shown as a warning, 0 for
     *     no threshold
     */
    public record FlowView(String name, FlowKind kind, long packets, long bytes, long droppedPackets,
            long transactions, double meanLatencyNs, long lastWaitNs, long p99WaitNs, long waitWarnNs) {

        /** Whether a wait is over this flow's threshold (never, without one). */
        public boolean overWarn(long waitNs) {
            return waitWarnNs > 0 && waitNs > waitWarnNs;
        }
    }

    /**
     * Every descriptor of the ring: its state and the packet in it.
     */
    public static final class RingView {
        private final byte[] states;
        private final int[] slotPackets;
        private final List<PacketView> packets;
        private final int nextSlot;
        private final int tailSlot;
        private final int cleanSlot;
        private final long lastDoorbellNs;
        private final long bytes;
        private final int inUse;

        RingView(byte[] states, int[] slotPackets, List<PacketView> packets, int nextSlot, int tailSlot,
                int cleanSlot, long lastDoorbellNs, long bytes, int inUse) {
            this.bytes = bytes;
            this.inUse = inUse;
            this.states = states;
            this.slotPackets = slotPackets;
            this.packets = List.copyOf(packets);
            this.nextSlot = nextSlot;
            this.tailSlot = tailSlot;
            this.cleanSlot = cleanSlot;
            this.lastDoorbellNs = lastDoorbellNs;
        }

        /** Descriptors in the ring. */
        public int size() {
            return states.length;
        }

        public SlotState state(int slot) {
            return SlotState.of(states[slot]);
        }

        /** The packet whose descriptor this is, or -1 for a free slot. */
        public int packetAt(int slot) {
            return slotPackets[slot];
        }

        /** The packets in the ring, oldest first. */
        public List<PacketView> packets() {
            return packets;
        }

        /** Where the driver writes next. */
        public int nextSlot() {
            return nextSlot;
        }

        /**
         * The NIC's tail: the slot after the last descriptor the latest doorbell made visible
         * (the value written to the tail register). Slots from here to {@link #nextSlot} are
         * written but not yet visible.
         */
        public int tailSlot() {
            return tailSlot;
        }

        /** Where the clean-up frees next (the driver's {@code next_to_clean}). */
        public int cleanSlot() {
            return cleanSlot;
        }

        /** When a doorbell last moved the tail, or -1 since the ring was made (or reset). */
        public long lastDoorbellNs() {
            return lastDoorbellNs;
        }

        /** Bytes of the packets in the ring, done ones too, until cleaned (BQL's inflight). */
        public long bytes() {
            return bytes;
        }

        /** Descriptors in use: written, owned by the NIC, or done and not yet cleaned. */
        public int inUse() {
            return inUse;
        }

        /** Descriptors in this state. */
        public int count(SlotState state) {
            int n = 0;
            for (byte b : states) {
                if (b == state.ordinal()) {
                    n++;
                }
            }
            return n;
        }
    }
}
