package org.ringside.model.driver;

import org.ringside.model.engine.Packets;

/**
 * The NIC's TX descriptor ring. Packets occupy consecutive slots and move through four regions in
 * order, so the whole state is a circular array of packet ids and four running counts:
 *
 * <pre>
 *  clean ──done── nic ──owned by NIC── visible ──written── write ──free── clean
 * </pre>
 *
 * <ul>
 *   <li>written: the driver filled the descriptors but has not rung the doorbell since;</li>
 *   <li>owned by the NIC: made visible by a doorbell, waiting for the wire or on it (or, with a
 *   FIFO, being read into it or waiting there);</li>
 *   <li>done: the NIC reported the packet finished (its last frame left the wire, or with a FIFO
 *   and completion {@code fetched}, its data is in the FIFO); the clean-up has not freed them yet.</li>
 * </ul>
 *
 * Packet positions are running counts (never reset while the ring lives), so a doorbell can name
 * "everything written up to here" as one number.
 *
 * <p>A NIC with a FIFO of its own reads packets ahead of the wire: a fetch position between done
 * and visible marks how far it has started reading. Without a FIFO the NIC reads a packet as it
 * sends it, and the fetch position follows the done one.
 */
public final class TxRing {
    private final Packets packets;
    private int size;
    private int[] order;
    /** Position of order[0]: positions run on from here. */
    private long base;
    private long cleanPos;
    private long donePos;
    private long visiblePos;
    private long writePos;
    private long fetchPos;
    // Where clean, done, visible and write are in order[]: kept alongside the positions because
    // working the index out from a position takes a 64-bit division, several per packet.
    private int cleanIdx;
    private int doneIdx;
    private int visibleIdx;
    private int writeIdx;
    private int fetchIdx;
    private int nextSlot;
    private int writtenDescs;
    private int ownedDescs;
    private int doneDescs;
    private long bytes;
    private long unsentAcctBytes;
    private long unfetchedBytes;
    private long lastDoorbellNs = -1;

    public TxRing(Packets packets, int size) {
        this.packets = packets;
        resize(size, 0);
    }

    /**
     * Empties the ring and gives it a new size, as {@code ethtool -G} or an MTU change does. The
     * caller has dealt with the packets that were in it.
     *
     * @param positionFrom where packet positions continue (keep them running on, so stale
     *     doorbells name nothing)
     */
    public void resize(int descriptors, long positionFrom) {
        if (descriptors < 1) {
            throw new IllegalArgumentException("ring_size " + descriptors + " is out of range");
        }
        size = descriptors;
        order = new int[descriptors];
        base = positionFrom;
        cleanPos = donePos = visiblePos = writePos = fetchPos = positionFrom;
        cleanIdx = doneIdx = visibleIdx = writeIdx = fetchIdx = 0;
        nextSlot = 0;
        writtenDescs = ownedDescs = doneDescs = 0;
        bytes = 0;
        unsentAcctBytes = 0;
        unfetchedBytes = 0;
        lastDoorbellNs = -1;
    }

    public int size() {
        return size;
    }

    private int index(long position) {
        return (int) Math.floorMod(position - base, (long) order.length);
    }

    /** The index after {@code i} in order[], wrapping round. */
    private int next(int i) {
        return i + 1 == order.length ? 0 : i + 1;
    }

    /** The packet at a position between clean and write. */
    public int packetAt(long position) {
        return order[index(position)];
    }

    // --- driver side -------------------------------------------------------------------------

    /** Free descriptors. */
    public int free() {
        return size - inUse();
    }

    /** Descriptors in use, whatever their state. */
    public int inUse() {
        return writtenDescs + ownedDescs + doneDescs;
    }

    /** Writes a packet's descriptors at the tail. The caller checked that they fit. */
    public void write(int packet, int descs) {
        if (descs > free()) {
            throw new IllegalStateException(descs + " descriptors do not fit in " + free() + " free");
        }
        order[writeIdx] = packet;
        writeIdx = next(writeIdx);
        writePos++;
        packets.placeInRing(packet, nextSlot, descs);
        nextSlot += descs; // descs <= size: one wrap at most
        if (nextSlot >= size) {
            nextSlot -= size;
        }
        writtenDescs += descs;
        bytes += packets.len(packet);
        unsentAcctBytes += packets.acct(packet);
        unfetchedBytes += packets.len(packet);
    }

    /** The position a doorbell written now names: just after the last written packet. */
    public long writePosition() {
        return writePos;
    }

    /**
     * The NIC learns the new tail: packets up to {@code position} (from a doorbell) become its
     * own. A position from before a ring reset names nothing.
     */
    public void makeVisible(long position, long nowNs) {
        lastDoorbellNs = nowNs;
        long upTo = Math.min(position, writePos);
        while (visiblePos < upTo) {
            int p = order[visibleIdx];
            int d = packets.descriptors(p);
            writtenDescs -= d;
            ownedDescs += d;
            packets.setVisibleNs(p, nowNs);
            visibleIdx = next(visibleIdx);
            visiblePos++;
        }
    }

    // --- NIC side ----------------------------------------------------------------------------

    /** True when the NIC has a visible packet it has not finished (done). */
    public boolean hasVisibleUnsent() {
        return donePos < visiblePos;
    }

    /** The first packet the NIC owns and has not finished (the one on the wire, or next). */
    public int nicHead() {
        return order[doneIdx];
    }

    /** True when the NIC sees a packet it has not started reading into its FIFO. */
    public boolean hasUnfetched() {
        return fetchPos < visiblePos;
    }

    /** The next packet the NIC reads into its FIFO. */
    public int nextToFetch() {
        return order[fetchIdx];
    }

    /** The NIC starts reading the packet at {@link #nextToFetch} into its FIFO. */
    public void markFetchStarted() {
        unfetchedBytes -= packets.len(order[fetchIdx]);
        fetchIdx = next(fetchIdx);
        fetchPos++;
    }

    /**
     * The NIC finished the packet at {@link #nicHead}: its descriptors are done. Without a FIFO
     * the NIC read it as it sent it, so the fetch position moves along.
     */
    public void markHeadDone() {
        int p = order[doneIdx];
        if (fetchPos == donePos) {
            markFetchStarted(); // the same packet: equal positions are the same slot
        }
        int d = packets.descriptors(p);
        unsentAcctBytes -= packets.acct(p);
        ownedDescs -= d;
        doneDescs += d;
        doneIdx = next(doneIdx);
        donePos++;
    }

    // --- clean-up side -------------------------------------------------------------------------

    /** Packets done and not yet freed. */
    public int donePackets() {
        return (int) (donePos - cleanPos);
    }

    /** The oldest packet in the ring. */
    public int cleanHead() {
        return order[cleanIdx];
    }

    /** Frees the oldest done packet's descriptors; returns its id (the caller frees it). */
    public int freeHead() {
        if (cleanPos == donePos) {
            throw new IllegalStateException("no done packet to free");
        }
        int p = order[cleanIdx];
        doneDescs -= packets.descriptors(p);
        bytes -= packets.len(p);
        cleanIdx = next(cleanIdx);
        cleanPos++;
        return p;
    }

    // --- reading ---------------------------------------------------------------------------------

    /** Packets in the ring, whatever their state. */
    public int packetCount() {
        return (int) (writePos - cleanPos);
    }

    public long cleanPosition() {
        return cleanPos;
    }

    public long donePosition() {
        return donePos;
    }

    public long visiblePosition() {
        return visiblePos;
    }

    /** Where the NIC reads next into its FIFO (the done position, without a FIFO). */
    public long fetchPosition() {
        return fetchPos;
    }

    public int writtenPackets() {
        return (int) (writePos - visiblePos);
    }

    public int writtenDescriptors() {
        return writtenDescs;
    }

    public int nicOwnedDescriptors() {
        return ownedDescs;
    }

    public int doneDescriptors() {
        return doneDescs;
    }

    /** Bytes of the packets in the ring, as BQL counts them (equal to BQL's inflight). */
    public long bytes() {
        return bytes;
    }

    /**
     * The offered-byte shares of the packets in the ring that have not left the wire yet (for
     * the byte totals: done packets already count as sent).
     */
    public long unsentAcctBytes() {
        return unsentAcctBytes;
    }

    /**
     * Bytes of the packets in the ring that the NIC has not started reading (without a FIFO: not
     * finished), counted as BQL's ring bytes are.
     */
    public long unfetchedBytes() {
        return unfetchedBytes;
    }

    /** The slot the next packet's first descriptor goes to. */
    public int nextSlot() {
        return nextSlot;
    }

    /**
     * The NIC's tail: the slot after the last descriptor a doorbell made visible, where the
     * NIC stops reading. Equal to {@link #nextSlot} when nothing waits for a doorbell.
     */
    public int tailSlot() {
        return visiblePos == writePos ? nextSlot : packets.firstSlot(order[visibleIdx]);
    }

    /** The slot the clean-up frees next (the oldest descriptor in use), or {@link #nextSlot} when empty. */
    public int cleanSlot() {
        return cleanPos == writePos ? nextSlot : packets.firstSlot(order[cleanIdx]);
    }

    /** When a doorbell last made descriptors visible (moved the tail), or -1 since the ring was made. */
    public long lastDoorbellNs() {
        return lastDoorbellNs;
    }

    /** The state of a packet at a position between clean and write. */
    public SlotState stateAt(long position) {
        if (position < donePos) {
            return SlotState.DONE;
        }
        if (position < visiblePos) {
            return SlotState.NIC_OWNED;
        }
        return SlotState.WRITTEN;
    }
}
