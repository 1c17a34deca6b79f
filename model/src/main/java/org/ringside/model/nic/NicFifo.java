package org.ringside.model.nic;

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
 * <p>Everything is kept in primitive circular arrays: nothing is allocated per packet.
 */
public final class NicFifo {
    private final Packets packets;
    private final int capacity;
    private final long dmaLatencyNs;
    private final boolean completesAtFetch;
    // Reads under way, oldest first: packet ids and when each is in the FIFO.
    private int[] fetchIds = new int[16];
    private long[] fetchDue = new long[16];
    private int fetchHead;
    private int fetchCount;
    // Packets in the FIFO, oldest (the one on the wire or next) first.
    private int[] heldIds = new int[16];
    private int heldHead;
    private int heldCount;
    private long reservedBytes;
    private long heldBytes;
    private long doneAcctBytes;
    private long cleanedCount;
    private long sentCount;
    private long fetchedPackets;

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

    public long dmaLatencyNs() {
        return dmaLatencyNs;
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
        if (fetchCount == fetchIds.length) {
            growFetches();
        }
        long due = nowNs + dmaLatencyNs;
        int at = (fetchHead + fetchCount) & (fetchIds.length - 1);
        fetchIds[at] = packet;
        fetchDue[at] = due;
        fetchCount++;
        reservedBytes += packets.len(packet);
        return due;
    }

    /** True while a read is under way. */
    public boolean fetching() {
        return fetchCount > 0;
    }

    /** Reads under way. */
    public int fetchingPackets() {
        return fetchCount;
    }

    /** When the oldest read under way ends. */
    public long nextFetchDueNs() {
        if (fetchCount == 0) {
            throw new IllegalStateException("no read under way");
        }
        return fetchDue[fetchHead];
    }

    /**
     * The oldest read has ended: its packet is in the FIFO.
     *
     * @return the packet
     */
    public int finishFetch() {
        if (fetchCount == 0) {
            throw new IllegalStateException("no read under way");
        }
        int packet = fetchIds[fetchHead];
        fetchHead = (fetchHead + 1) & (fetchIds.length - 1);
        fetchCount--;
        if (heldCount == heldIds.length) {
            growHeld();
        }
        heldIds[(heldHead + heldCount) & (heldIds.length - 1)] = packet;
        heldCount++;
        heldBytes += packets.len(packet);
        fetchedPackets++;
        if (completesAtFetch) {
            doneAcctBytes += packets.acct(packet);
        }
        return packet;
    }

    // --- the wire's side -------------------------------------------------------------------------

    /** True when a packet is in the FIFO. */
    public boolean hasPacket() {
        return heldCount > 0;
    }

    /** The oldest packet in the FIFO (the one on the wire, or next), or {@link Packets#NONE}. */
    public int head() {
        return heldCount == 0 ? Packets.NONE : heldIds[heldHead];
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
        int packet = heldIds[heldHead];
        heldHead = (heldHead + 1) & (heldIds.length - 1);
        heldCount--;
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
        fetchHead = fetchCount = 0;
        heldHead = heldCount = 0;
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
        return heldCount;
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

    /** Packets read into the FIFO so far. */
    public long fetchedPackets() {
        return fetchedPackets;
    }

    /** The packets in the FIFO, oldest first, as a new array. */
    public int[] heldIds() {
        int[] out = new int[heldCount];
        for (int i = 0; i < heldCount; i++) {
            out[i] = heldIds[(heldHead + i) & (heldIds.length - 1)];
        }
        return out;
    }

    /** The packets being read into the FIFO, oldest first, as a new array. */
    public int[] fetchingIds() {
        int[] out = new int[fetchCount];
        for (int i = 0; i < fetchCount; i++) {
            out[i] = fetchIds[(fetchHead + i) & (fetchIds.length - 1)];
        }
        return out;
    }

    private void growFetches() {
        int n = fetchIds.length;
        int[] ids = new int[n * 2];
        long[] due = new long[n * 2];
        for (int i = 0; i < fetchCount; i++) {
            ids[i] = fetchIds[(fetchHead + i) & (n - 1)];
            due[i] = fetchDue[(fetchHead + i) & (n - 1)];
        }
        fetchIds = ids;
        fetchDue = due;
        fetchHead = 0;
    }

    private void growHeld() {
        int n = heldIds.length;
        int[] ids = new int[n * 2];
        for (int i = 0; i < heldCount; i++) {
            ids[i] = heldIds[(heldHead + i) & (n - 1)];
        }
        heldIds = ids;
        heldHead = 0;
    }
}
