package org.ringside.model.nic;

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
    private long reservedBytes;
    private long heldBytes;
    private long doneAcctBytes;
    private long cleanedCount;
    private long sentCount;

    /**
     * @param capacity bytes the FIFO holds (above 0)
     * @param dmaLatencyNs time from starting to read a packet to its data being in the FIFO
     * @param completesAtFetch whether a packet's descriptors are done when it is in the FIFO
     *     ({@code fetched}) rather than when its last frame has left ({@code sent})
     */
    public NicFifo(Packets packets, int capacity, long dmaLatencyNs, boolean completesAtFetch) {
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
        long due = nowNs + dmaLatencyNs;
        packets.setFetchedNs(packet, due);
        fetching.addLast(packet);
        reservedBytes += packets.len(packet);
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
        held.addLast(packet);
        heldBytes += packets.len(packet);
        if (completesAtFetch) {
            doneAcctBytes += packets.acct(packet);
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

    /** A frame of the head packet has left the wire: its share of the packet's bytes leaves the FIFO. */
    public void frameSent(int bytes) {
        heldBytes -= bytes;
        reservedBytes -= bytes;
    }

    /**
     * The head packet's last frame has left the wire: it leaves the FIFO.
     *
     * @return the packet
     */
    public int packetSent() {
        int packet = held.removeFirst();
        sentCount++;
        if (completesAtFetch) {
            doneAcctBytes -= packets.acct(packet);
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
        boolean held = cleanedCount >= sentCount;
        cleanedCount++;
        return held;
    }

    /** The NIC is reset: reads under way and the FIFO's contents are lost. */
    public void clear() {
        fetching.clear();
        held.clear();
        reservedBytes = heldBytes = doneAcctBytes = 0;
        cleanedCount = sentCount = 0;
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

    /** The packets being read into the FIFO, oldest first, as a new array. */
    public int[] fetchingIds() {
        return fetching.toArray();
    }
}
