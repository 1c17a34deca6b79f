package org.ringside.model.nic;

import java.util.Arrays;
import org.ringside.model.engine.IntFifo;
import org.ringside.model.engine.Packets;

/**
 * The NIC's own transmit FIFO (its packet buffer), between the descriptor ring and the wire. The
 * NIC starts reading a visible packet's descriptors and data as soon as the FIFO has room for it,
 * and the data is in the FIFO {@code dma_latency} later; reads overlap, so packets arrive in the
 * order they were started. The wire sends from the FIFO, and each frame's bytes leave it when the
 * frame has left the wire.
 *
 * <p>Room is taken when a read starts. A packet fits when the bytes being read or held plus its
 * own stay within the capacity; a packet larger than the whole FIFO still enters an empty one
 * (the NIC then streams it).
 *
 * <p>Several transmit queues may share it, as the 82599's queues share one packet buffer with DCB
 * off ({@code IXGBE_TXPBSIZE_MAX}, 160 KiB; {@code ixgbe_set_rxpba_generic} sizes packet buffer 0
 * only, and {@code ixgbe_setup_mtqc} writes {@code MTQC_64Q_1PB}, "64 queues, 1 packet buffer").
 * Each read names its queue; the FIFO keeps its bytes, done bytes and clean-up order by queue, and
 * within one queue its packets stay in ring order. Who reads next is the caller's choice.
 *
 * <p>The queues are primitive circular arrays, and each read's end is kept with its packet
 * ({@link Packets#fetchedNs}): nothing is allocated per packet.
 */
public final class NicFifo {
    private final Packets packets;
    private final int capacity;
    private final long dmaLatencyNs;
    private final boolean completesAtFetch;
    // Reads under way, oldest first (each packet's fetchedNs says when its data is in the FIFO).
    private final IntFifo fetching = new IntFifo(16);
    // Packets in the FIFO, oldest (the one on the wire or next) first.
    private final IntFifo held = new IntFifo(16);
    // The transmit queue of each read and each held packet, in the same order.
    private final IntFifo fetchingQueue = new IntFifo(16);
    private final IntFifo heldQueue = new IntFifo(16);
    private long reservedBytes;
    private long heldBytes;
    private long doneAcctBytes;
    // By queue: room taken, done bytes not yet sent, packets the clean-up freed and sent.
    private final long[] reservedBy;
    private final long[] doneAcctBy;
    private final long[] cleanedCount;
    private final long[] sentCount;

    /**
     * @param capacity bytes the FIFO holds (above 0)
     * @param dmaLatencyNs time from starting to read a packet to its data being in the FIFO
     * @param completesAtFetch whether a packet's descriptors are done when it is in the FIFO
     *     ({@code fetched}) rather than when its last frame has left ({@code sent})
     */
    public NicFifo(Packets packets, int capacity, long dmaLatencyNs, boolean completesAtFetch) {
        this(packets, capacity, dmaLatencyNs, completesAtFetch, 1);
    }

    /** @param queues the transmit queues that read into it (1 or more) */
    public NicFifo(Packets packets, int capacity, long dmaLatencyNs, boolean completesAtFetch, int queues) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("fifo_bytes " + capacity + " is out of range (above 0)");
        }
        if (dmaLatencyNs < 0) {
            throw new IllegalArgumentException("dma_latency " + dmaLatencyNs + " ns is out of range");
        }
        this.packets = packets;
        this.capacity = capacity;
        this.dmaLatencyNs = dmaLatencyNs;
        this.completesAtFetch = completesAtFetch;
        reservedBy = new long[queues];
        doneAcctBy = new long[queues];
        cleanedCount = new long[queues];
        sentCount = new long[queues];
    }

    public int capacity() {
        return capacity;
    }

    /** True when descriptors are done once their packet is in the FIFO ({@code completion: fetched}). */
    public boolean completesAtFetch() {
        return completesAtFetch;
    }

    // --- reading into the FIFO -------------------------------------------------------------------

    /** True when a packet of {@code len} bytes may start being read now. */
    public boolean hasRoomFor(int len) {
        return reservedBytes == 0 || reservedBytes + len <= capacity;
    }

    /**
     * Starts reading a packet: its room is taken now, its data is in the FIFO
     * {@code dma_latency} after {@code nowNs}.
     *
     * @return when its data is in the FIFO
     */
    public long startFetch(int packet, long nowNs) {
        return startFetch(packet, 0, nowNs);
    }

    /** Starts reading a packet of transmit queue {@code queue}; see {@link #startFetch(int, long)}. */
    public long startFetch(int packet, int queue, long nowNs) {
        long due = nowNs + dmaLatencyNs;
        packets.setFetchedNs(packet, due);
        fetching.addLast(packet);
        fetchingQueue.addLast(queue);
        int len = packets.len(packet);
        reservedBytes += len;
        reservedBy[queue] += len;
        return due;
    }

    /** True while a read is under way. */
    public boolean fetching() {
        return !fetching.isEmpty();
    }

    /** Reads under way. */
    public int fetchingPackets() {
        return fetching.size();
    }

    /** The transmit queue of the oldest read under way. */
    public int nextFetchQueue() {
        return fetchingQueue.peekFirst();
    }

    /** When the oldest read under way ends. */
    public long nextFetchDueNs() {
        return packets.fetchedNs(fetching.peekFirst());
    }

    /**
     * The oldest read has ended: its packet is in the FIFO.
     *
     * @return the packet
     */
    public int finishFetch() {
        int packet = fetching.removeFirst();
        int queue = fetchingQueue.removeFirst();
        held.addLast(packet);
        heldQueue.addLast(queue);
        heldBytes += packets.len(packet);
        if (completesAtFetch) {
            doneAcctBytes += packets.acct(packet);
            doneAcctBy[queue] += packets.acct(packet);
        }
        return packet;
    }

    // --- the wire's side -------------------------------------------------------------------------

    /** True when a packet is in the FIFO. */
    public boolean hasPacket() {
        return !held.isEmpty();
    }

    /** The oldest packet in the FIFO (the one on the wire, or next), or {@link Packets#NONE}. */
    public int head() {
        return held.isEmpty() ? Packets.NONE : held.peekFirst();
    }

    /** The transmit queue of the oldest packet in the FIFO, or -1 when it is empty. */
    public int headQueue() {
        return held.isEmpty() ? -1 : heldQueue.peekFirst();
    }

    /** A frame of the head packet has left the wire: its share of the packet's bytes leaves the FIFO. */
    public void frameSent(int bytes) {
        heldBytes -= bytes;
        reservedBytes -= bytes;
        reservedBy[heldQueue.peekFirst()] -= bytes;
    }

    /**
     * The head packet's last frame has left the wire: it leaves the FIFO.
     *
     * @return the packet
     */
    public int packetSent() {
        int packet = held.removeFirst();
        int queue = heldQueue.removeFirst();
        sentCount[queue]++;
        if (completesAtFetch) {
            doneAcctBytes -= packets.acct(packet);
            doneAcctBy[queue] -= packets.acct(packet);
        }
        return packet;
    }

    /**
     * The clean-up frees the next done packet (in the order the NIC read them).
     *
     * @return true when that packet is still in the FIFO, not yet sent (only with
     *     {@code completion: fetched})
     */
    public boolean cleanedWhileHeld() {
        return cleanedWhileHeld(0);
    }

    /** The clean-up of transmit queue {@code queue} frees its next done packet; see {@link #cleanedWhileHeld()}. */
    public boolean cleanedWhileHeld(int queue) {
        // Within one queue the FIFO keeps ring order, so the clean-up's count against the wire's tells.
        boolean held = cleanedCount[queue] >= sentCount[queue];
        cleanedCount[queue]++;
        return held;
    }

    /** The NIC is reset: reads under way and the FIFO's contents are lost, every queue's. */
    public void clear() {
        fetching.clear();
        held.clear();
        fetchingQueue.clear();
        heldQueue.clear();
        reservedBytes = heldBytes = doneAcctBytes = 0;
        Arrays.fill(reservedBy, 0);
        Arrays.fill(doneAcctBy, 0);
        Arrays.fill(cleanedCount, 0);
        Arrays.fill(sentCount, 0);
    }

    // --- reading ---------------------------------------------------------------------------------

    /** Bytes in the FIFO: read in and not yet sent (the frame on the wire included). */
    public long heldBytes() {
        return heldBytes;
    }

    /** Packets in the FIFO. */
    public int heldPackets() {
        return held.size();
    }

    /** Bytes taken: in the FIFO, and being read into it. */
    public long reservedBytes() {
        return reservedBytes;
    }

    /** Bytes transmit queue {@code queue} has taken: in the FIFO, and being read into it. */
    public long reservedBytes(int queue) {
        return reservedBy[queue];
    }

    /** Transmit queue {@code queue}'s share of {@link #doneUnsentAcctBytes()}. */
    public long doneUnsentAcctBytes(int queue) {
        return doneAcctBy[queue];
    }

    /**
     * Offered-byte shares of the packets in the FIFO whose descriptors are already done (with
     * {@code completion: fetched}): no longer counted by the ring, not yet sent.
     */
    public long doneUnsentAcctBytes() {
        return doneAcctBytes;
    }

    /** The packets in the FIFO, oldest first, as a new array. */
    public int[] heldIds() {
        return held.toArray();
    }

    /** Transmit queue {@code queue}'s packets in the FIFO, oldest first, as a new array. */
    public int[] heldIds(int queue) {
        return ofQueue(held, heldQueue, queue);
    }

    /** Transmit queue {@code queue}'s packets being read into the FIFO, oldest first, as a new array. */
    public int[] fetchingIds(int queue) {
        return ofQueue(fetching, fetchingQueue, queue);
    }

    /** The transmit queue of each packet in the FIFO, in {@link #heldIds()}'s order, as a new array. */
    public int[] heldQueues() {
        return heldQueue.toArray();
    }

    private static int[] ofQueue(IntFifo ids, IntFifo queues, int queue) {
        int[] all = ids.toArray();
        int[] of = queues.toArray();
        int n = 0;
        for (int i = 0; i < all.length; i++) {
            if (of[i] == queue) {
                all[n++] = all[i];
            }
        }
        return Arrays.copyOf(all, n);
    }

    /** The packets being read into the FIFO, oldest first, as a new array. */
    public int[] fetchingIds() {
        return fetching.toArray();
    }
}
