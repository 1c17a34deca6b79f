package org.ringside.model.engine;

import java.util.Arrays;

/**
 * Every packet of a simulation, indexed by packet id, with ids reused through a free list:
 * creating a packet on the hot path allocates nothing once the arrays have grown to the largest
 * number of packets alive at once. A packet's int fields lie together in one 64-byte run of an
 * {@code int} array and its times in one of a {@code long} array, so that making or reading a
 * packet touches two or three cache lines rather than one per field.
 *
 * <p>A packet's {@link #len} is what Linux puts in {@code skb->len} and BQL counts: IP length plus
 * the 14-byte Ethernet header. A super-packet (TSO/GSO) has a {@link #gsoSize} above 0: the NIC
 * (TSO) or the stack (GSO) cuts its payload into pieces of that size, each with its own copy of
 * the {@link #headerBytes headers}.
 *
 * <p>{@link #acct} is the packet's share of the offered bytes, so that "offered = queued + in the
 * ring + sent + dropped" holds exactly when GSO turns one packet into segments whose lengths add
 * up to more (every segment repeats the headers): the first segment carries its whole length, each
 * further one its length minus the headers, and a partly split packet keeps the rest.
 */
public final class Packets {
    /** No packet. */
    public static final int NONE = -1;

    // Field offsets within a packet's run of each array.
    private static final int FLOW = 0;
    private static final int LEN = 1;
    private static final int HEADER_BYTES = 2;
    private static final int GSO_SIZE = 3;
    private static final int ACCT = 4;
    private static final int PARENT = 5;
    private static final int SEGMENTS_OUT = 6;
    private static final int SEGMENTS_MADE = 7;
    private static final int DELIVERED_PAYLOAD = 8;
    private static final int LOST_PAYLOAD = 9;
    private static final int DESCRIPTORS = 10;
    private static final int FIRST_SLOT = 11;
    private static final int TSO = 12;
    private static final int RELEASED = 13;
    /** ints per packet, a power of two: {@code id << INT_SHIFT} is the packet's first. */
    private static final int INT_SHIFT = 4;
    private static final int SEQ = 0;
    private static final int OFFERED_NS = 1;
    private static final int VISIBLE_NS = 2;
    private static final int RING_NS = 3;
    private static final int WIRE_NS = 4;
    private static final int FETCHED_NS = 5;
    private static final int TSTAMP = 6;
    /** longs per packet, a power of two. */
    private static final int LONG_SHIFT = 3;

    /** flow, len, header bytes, gso size, acct, parent, segments out and made, delivered and lost
     * payload, descriptors, first slot, TSO (1) and released (1); {@code acct} as for {@link #acct}. */
    private int[] ints;
    /** seq, offered, visible, ring, wire and fetched times, and the departure time TCP stamped
     * ({@code skb->tstamp}, 0 for none). */
    private long[] longs;
    /** Per flow (source): the shares of its live packets, what TCP small queues counts. */
    private long[] held = new long[16];
    private int[] freeIds;
    private int freeCount;
    private int used;
    private int live;

    private static int intAt(int id, int field) {
        return (id << INT_SHIFT) + field;
    }

    private static int longAt(int id, int field) {
        return (id << LONG_SHIFT) + field;
    }

    public Packets() {
        this(256);
    }

    public Packets(int initialCapacity) {
        int n = Math.max(16, initialCapacity);
        ints = new int[n << INT_SHIFT];
        longs = new long[n << LONG_SHIFT];
        freeIds = new int[n];
    }

    /**
     * Creates a packet.
     *
     * @param flowIndex the source instance that sent it
     * @param lengthBytes skb->len
     * @param headers bytes of headers in front of the payload (54 for TCP, 42 for UDP)
     * @param gso the payload piece size for TSO/GSO, 0 for an ordinary packet
     * @return the new packet's id
     */
    public int allocate(int flowIndex, int lengthBytes, int headers, int gso) {
        int id;
        if (freeCount > 0) {
            id = freeIds[--freeCount];
        } else {
            if (used == freeIds.length) {
                grow();
            }
            id = used++;
        }
        live++;
        if (flowIndex >= held.length) {
            held = Arrays.copyOf(held, Math.max(flowIndex + 1, held.length * 2));
        }
        held[flowIndex] += lengthBytes;
        ints[intAt(id, FLOW)] = flowIndex;
        ints[intAt(id, LEN)] = lengthBytes;
        ints[intAt(id, HEADER_BYTES)] = headers;
        ints[intAt(id, GSO_SIZE)] = gso;
        ints[intAt(id, ACCT)] = lengthBytes;
        ints[intAt(id, PARENT)] = NONE;
        ints[intAt(id, SEGMENTS_OUT)] = 0;
        ints[intAt(id, SEGMENTS_MADE)] = 0;
        ints[intAt(id, DELIVERED_PAYLOAD)] = 0;
        ints[intAt(id, LOST_PAYLOAD)] = 0;
        ints[intAt(id, DESCRIPTORS)] = 0;
        ints[intAt(id, FIRST_SLOT)] = -1;
        longs[longAt(id, SEQ)] = 0;
        longs[longAt(id, OFFERED_NS)] = 0;
        longs[longAt(id, VISIBLE_NS)] = 0;
        longs[longAt(id, RING_NS)] = -1;
        longs[longAt(id, WIRE_NS)] = -1;
        longs[longAt(id, FETCHED_NS)] = -1;
        longs[longAt(id, TSTAMP)] = 0;
        ints[intAt(id, TSO)] = 0;
        ints[intAt(id, RELEASED)] = 0;
        return id;
    }

    /** Returns a packet's id to the pool. */
    public void free(int id) {
        live--;
        if (ints[intAt(id, RELEASED)] == 0) {
            held[ints[intAt(id, FLOW)]] -= ints[intAt(id, ACCT)];
        }
        ints[intAt(id, FLOW)] = NONE;
        freeIds[freeCount++] = id;
    }

    /**
     * The driver has freed the packet's buffer ({@code dev_kfree_skb}, so its socket no longer
     * counts it) while the NIC still holds a copy of its data to send: its share leaves
     * {@link #heldBytes} now, and the packet stays alive until {@link #free}.
     */
    public void release(int id) {
        if (ints[intAt(id, RELEASED)] == 0) {
            held[ints[intAt(id, FLOW)]] -= ints[intAt(id, ACCT)];
            ints[intAt(id, RELEASED)] = 1;
        }
    }

    /** True once {@link #release} has been called for the packet. */
    public boolean released(int id) {
        return ints[intAt(id, RELEASED)] != 0;
    }

    /**
     * Bytes a flow (a source) holds in live packets: the sum of their {@link #acct shares}, which
     * GSO keeps exact however a packet is split ({@code sk_wmem_alloc}, without skb overhead).
     */
    public long heldBytes(int flowIndex) {
        return flowIndex < held.length ? held[flowIndex] : 0;
    }

    /** Packets alive now (allocated and not freed). */
    public int live() {
        return live;
    }

    /** True when {@code id} names a packet that is alive. */
    public boolean isLive(int id) {
        return id >= 0 && id < used && ints[intAt(id, FLOW)] != NONE;
    }

    private void grow() {
        int n = freeIds.length * 2;
        ints = Arrays.copyOf(ints, n << INT_SHIFT);
        longs = Arrays.copyOf(longs, n << LONG_SHIFT);
        freeIds = Arrays.copyOf(freeIds, n);
    }

    // --- fields ------------------------------------------------------------------------------

    /** The source instance that sent the packet. */
    public int flow(int id) {
        return ints[intAt(id, FLOW)];
    }

    /** skb->len: bytes BQL and the qdisc count. */
    public int len(int id) {
        return ints[intAt(id, LEN)];
    }

    public int headerBytes(int id) {
        return ints[intAt(id, HEADER_BYTES)];
    }

    /** Bytes after the headers. */
    public int payload(int id) {
        return ints[intAt(id, LEN)] - ints[intAt(id, HEADER_BYTES)];
    }

    /** Payload piece size for TSO/GSO; 0 for an ordinary packet. */
    public int gsoSize(int id) {
        return ints[intAt(id, GSO_SIZE)];
    }

    /** True when the payload spans more than one piece of {@link #gsoSize}. */
    public boolean isSuperPacket(int id) {
        return ints[intAt(id, GSO_SIZE)] > 0 && payload(id) > ints[intAt(id, GSO_SIZE)];
    }

    /** Share of the offered bytes this packet stands for (see the class comment). */
    public int acct(int id) {
        return ints[intAt(id, ACCT)];
    }

    public void setAcct(int id, int bytes) {
        held[ints[intAt(id, FLOW)]] += bytes - ints[intAt(id, ACCT)];
        ints[intAt(id, ACCT)] = bytes;
    }

    /** Shrinks a partly split packet to the payload not yet cut off. */
    public void setLen(int id, int bytes) {
        ints[intAt(id, LEN)] = bytes;
    }

    /** For a GSO segment: the packet it was cut from; {@link #NONE} otherwise. */
    public int parent(int id) {
        return ints[intAt(id, PARENT)];
    }

    public void setParent(int id, int parentId) {
        ints[intAt(id, PARENT)] = parentId;
    }

    /** For a packet being split: segments in the ring whose fate is not known yet. */
    public int segmentsOut(int id) {
        return ints[intAt(id, SEGMENTS_OUT)];
    }

    public void addSegmentsOut(int id, int delta) {
        ints[intAt(id, SEGMENTS_OUT)] += delta;
    }

    /** For a packet being split: segments cut so far; for a segment: its number from 1. */
    public int segmentsMade(int id) {
        return ints[intAt(id, SEGMENTS_MADE)];
    }

    public void setSegmentsMade(int id, int n) {
        ints[intAt(id, SEGMENTS_MADE)] = n;
    }

    /** For a packet being split: payload bytes of its segments that left the wire. */
    public int deliveredPayload(int id) {
        return ints[intAt(id, DELIVERED_PAYLOAD)];
    }

    public void addDeliveredPayload(int id, int bytes) {
        ints[intAt(id, DELIVERED_PAYLOAD)] += bytes;
    }

    /** For a packet being split: payload bytes of its segments dropped from the ring. */
    public int lostPayload(int id) {
        return ints[intAt(id, LOST_PAYLOAD)];
    }

    public void addLostPayload(int id, int bytes) {
        ints[intAt(id, LOST_PAYLOAD)] += bytes;
    }

    /** TX descriptors the packet occupies in the ring. */
    public int descriptors(int id) {
        return ints[intAt(id, DESCRIPTORS)];
    }

    /** Ring slot of the packet's first descriptor. */
    public int firstSlot(int id) {
        return ints[intAt(id, FIRST_SLOT)];
    }

    public void placeInRing(int id, int slot, int descs) {
        ints[intAt(id, FIRST_SLOT)] = slot;
        ints[intAt(id, DESCRIPTORS)] = descs;
    }

    /** TCP: sequence number of the first payload byte (a running byte count per flow). */
    public long seq(int id) {
        return longs[longAt(id, SEQ)];
    }

    public void setSeq(int id, long s) {
        longs[longAt(id, SEQ)] = s;
    }

    /** When the packet was handed to the qdisc (or to the driver, for pktgen). */
    public long offeredNs(int id) {
        return longs[longAt(id, OFFERED_NS)];
    }

    public void setOfferedNs(int id, long t) {
        longs[longAt(id, OFFERED_NS)] = t;
    }

    /** When a doorbell made the packet visible to the NIC. */
    public long visibleNs(int id) {
        return longs[longAt(id, VISIBLE_NS)];
    }

    public void setVisibleNs(int id, long t) {
        longs[longAt(id, VISIBLE_NS)] = t;
    }

    /** When the driver wrote the packet's descriptors into the ring, or -1 before. */
    public long ringNs(int id) {
        return longs[longAt(id, RING_NS)];
    }

    public void setRingNs(int id, long t) {
        longs[longAt(id, RING_NS)] = t;
    }

    /** When the packet's first frame started onto the wire, or -1 before. */
    public long wireNs(int id) {
        return longs[longAt(id, WIRE_NS)];
    }

    public void setWireNs(int id, long t) {
        longs[longAt(id, WIRE_NS)] = t;
    }

    /** When the NIC has (or will have) the packet's data in its FIFO, or -1 (no FIFO, or not yet read). */
    public long fetchedNs(int id) {
        return longs[longAt(id, FETCHED_NS)];
    }

    public void setFetchedNs(int id, long t) {
        longs[longAt(id, FETCHED_NS)] = t;
    }

    /**
     * The packet's earliest departure time, as TCP stamps {@code skb->tstamp} from 4.20
     * ({@code tcp_wstamp_ns}); 0 when it has none.
     */
    public long tstamp(int id) {
        return longs[longAt(id, TSTAMP)];
    }

    public void setTstamp(int id, long t) {
        longs[longAt(id, TSTAMP)] = t;
    }

    /** True when the NIC segments the packet (TSO): one frame per {@link #gsoSize} of payload. */
    public boolean tso(int id) {
        return ints[intAt(id, TSO)] != 0;
    }

    /** The frames the packet becomes on the wire ({@code gso_segs}): one per {@link #gsoSize} with TSO, else 1. */
    public int gsoSegs(int id) {
        return ints[intAt(id, TSO)] != 0 ? Math.max(1, (payload(id) + ints[intAt(id, GSO_SIZE)] - 1) / ints[intAt(id, GSO_SIZE)]) : 1;
    }

    public void setTso(int id, boolean v) {
        ints[intAt(id, TSO)] = v ? 1 : 0;
    }
}
