package org.ringside.model.engine;

import java.util.Arrays;

/**
 * Every packet of a simulation, as parallel arrays indexed by packet id, with ids reused through
 * a free list: creating a packet on the hot path allocates nothing once the arrays have grown to
 * the largest number of packets alive at once.
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

    private int[] flow;
    private int[] len;
    private int[] headerBytes;
    private int[] gsoSize;
    private int[] acct;
    private int[] parent;
    private int[] segmentsOut;
    private int[] segmentsMade;
    private int[] deliveredPayload;
    private int[] lostPayload;
    private int[] descriptors;
    private int[] firstSlot;
    private long[] seq;
    private long[] offeredNs;
    private long[] visibleNs;
    private long[] ringNs;
    private long[] wireNs;
    private long[] fetchedNs;
    /** The earliest departure time TCP stamped ({@code skb->tstamp}), 0 for none. */
    private long[] tstamp;
    private boolean[] tso;
    /** Whether the packet's share no longer counts for its socket (see {@link #release}). */
    private boolean[] released;
    /** Per flow (source): the shares of its live packets, what TCP small queues counts. */
    private long[] held = new long[16];
    private int[] freeIds;
    private int freeCount;
    private int used;
    private int live;

    public Packets() {
        this(256);
    }

    public Packets(int initialCapacity) {
        int n = Math.max(16, initialCapacity);
        flow = new int[n];
        len = new int[n];
        headerBytes = new int[n];
        gsoSize = new int[n];
        acct = new int[n];
        parent = new int[n];
        segmentsOut = new int[n];
        segmentsMade = new int[n];
        deliveredPayload = new int[n];
        lostPayload = new int[n];
        descriptors = new int[n];
        firstSlot = new int[n];
        seq = new long[n];
        offeredNs = new long[n];
        visibleNs = new long[n];
        ringNs = new long[n];
        wireNs = new long[n];
        fetchedNs = new long[n];
        tstamp = new long[n];
        tso = new boolean[n];
        released = new boolean[n];
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
            if (used == flow.length) {
                grow();
            }
            id = used++;
        }
        live++;
        if (flowIndex >= held.length) {
            held = Arrays.copyOf(held, Math.max(flowIndex + 1, held.length * 2));
        }
        held[flowIndex] += lengthBytes;
        flow[id] = flowIndex;
        len[id] = lengthBytes;
        headerBytes[id] = headers;
        gsoSize[id] = gso;
        acct[id] = lengthBytes;
        parent[id] = NONE;
        segmentsOut[id] = 0;
        segmentsMade[id] = 0;
        deliveredPayload[id] = 0;
        lostPayload[id] = 0;
        descriptors[id] = 0;
        firstSlot[id] = -1;
        seq[id] = 0;
        offeredNs[id] = 0;
        visibleNs[id] = 0;
        ringNs[id] = -1;
        wireNs[id] = -1;
        fetchedNs[id] = -1;
        tstamp[id] = 0;
        tso[id] = false;
        released[id] = false;
        return id;
    }

    /** Returns a packet's id to the pool. */
    public void free(int id) {
        live--;
        if (!released[id]) {
            held[flow[id]] -= acct[id];
        }
        flow[id] = NONE;
        freeIds[freeCount++] = id;
    }

    /**
     * The driver has freed the packet's buffer ({@code dev_kfree_skb}, so its socket no longer
     * counts it) while the NIC still holds a copy of its data to send: its share leaves
     * {@link #heldBytes} now, and the packet stays alive until {@link #free}.
     */
    public void release(int id) {
        if (!released[id]) {
            held[flow[id]] -= acct[id];
            released[id] = true;
        }
    }

    /** True once {@link #release} has been called for the packet. */
    public boolean released(int id) {
        return released[id];
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
        return id >= 0 && id < used && flow[id] != NONE;
    }

    private void grow() {
        int n = flow.length * 2;
        flow = Arrays.copyOf(flow, n);
        len = Arrays.copyOf(len, n);
        headerBytes = Arrays.copyOf(headerBytes, n);
        gsoSize = Arrays.copyOf(gsoSize, n);
        acct = Arrays.copyOf(acct, n);
        parent = Arrays.copyOf(parent, n);
        segmentsOut = Arrays.copyOf(segmentsOut, n);
        segmentsMade = Arrays.copyOf(segmentsMade, n);
        deliveredPayload = Arrays.copyOf(deliveredPayload, n);
        lostPayload = Arrays.copyOf(lostPayload, n);
        descriptors = Arrays.copyOf(descriptors, n);
        firstSlot = Arrays.copyOf(firstSlot, n);
        seq = Arrays.copyOf(seq, n);
        offeredNs = Arrays.copyOf(offeredNs, n);
        visibleNs = Arrays.copyOf(visibleNs, n);
        ringNs = Arrays.copyOf(ringNs, n);
        wireNs = Arrays.copyOf(wireNs, n);
        fetchedNs = Arrays.copyOf(fetchedNs, n);
        tstamp = Arrays.copyOf(tstamp, n);
        tso = Arrays.copyOf(tso, n);
        released = Arrays.copyOf(released, n);
        freeIds = Arrays.copyOf(freeIds, n);
    }

    // --- fields ------------------------------------------------------------------------------

    /** The source instance that sent the packet. */
    public int flow(int id) {
        return flow[id];
    }

    /** skb->len: bytes BQL and the qdisc count. */
    public int len(int id) {
        return len[id];
    }

    public int headerBytes(int id) {
        return headerBytes[id];
    }

    /** Bytes after the headers. */
    public int payload(int id) {
        return len[id] - headerBytes[id];
    }

    /** Payload piece size for TSO/GSO; 0 for an ordinary packet. */
    public int gsoSize(int id) {
        return gsoSize[id];
    }

    /** True when the payload spans more than one piece of {@link #gsoSize}. */
    public boolean isSuperPacket(int id) {
        return gsoSize[id] > 0 && payload(id) > gsoSize[id];
    }

    /** Share of the offered bytes this packet stands for (see the class comment). */
    public int acct(int id) {
        return acct[id];
    }

    public void setAcct(int id, int bytes) {
        held[flow[id]] += bytes - acct[id];
        acct[id] = bytes;
    }

    /** Shrinks a partly split packet to the payload not yet cut off. */
    public void setLen(int id, int bytes) {
        len[id] = bytes;
    }

    /** For a GSO segment: the packet it was cut from; {@link #NONE} otherwise. */
    public int parent(int id) {
        return parent[id];
    }

    public void setParent(int id, int parentId) {
        parent[id] = parentId;
    }

    /** For a packet being split: segments in the ring whose fate is not known yet. */
    public int segmentsOut(int id) {
        return segmentsOut[id];
    }

    public void addSegmentsOut(int id, int delta) {
        segmentsOut[id] += delta;
    }

    /** For a packet being split: segments cut so far; for a segment: its number from 1. */
    public int segmentsMade(int id) {
        return segmentsMade[id];
    }

    public void setSegmentsMade(int id, int n) {
        segmentsMade[id] = n;
    }

    /** For a packet being split: payload bytes of its segments that left the wire. */
    public int deliveredPayload(int id) {
        return deliveredPayload[id];
    }

    public void addDeliveredPayload(int id, int bytes) {
        deliveredPayload[id] += bytes;
    }

    /** For a packet being split: payload bytes of its segments dropped from the ring. */
    public int lostPayload(int id) {
        return lostPayload[id];
    }

    public void addLostPayload(int id, int bytes) {
        lostPayload[id] += bytes;
    }

    /** TX descriptors the packet occupies in the ring. */
    public int descriptors(int id) {
        return descriptors[id];
    }

    /** Ring slot of the packet's first descriptor. */
    public int firstSlot(int id) {
        return firstSlot[id];
    }

    public void placeInRing(int id, int slot, int descs) {
        firstSlot[id] = slot;
        descriptors[id] = descs;
    }

    /** TCP: sequence number of the first payload byte (a running byte count per flow). */
    public long seq(int id) {
        return seq[id];
    }

    public void setSeq(int id, long s) {
        seq[id] = s;
    }

    /** When the packet was handed to the qdisc (or to the driver, for pktgen). */
    public long offeredNs(int id) {
        return offeredNs[id];
    }

    public void setOfferedNs(int id, long t) {
        offeredNs[id] = t;
    }

    /** When a doorbell made the packet visible to the NIC. */
    public long visibleNs(int id) {
        return visibleNs[id];
    }

    public void setVisibleNs(int id, long t) {
        visibleNs[id] = t;
    }

    /** When the driver wrote the packet's descriptors into the ring, or -1 before. */
    public long ringNs(int id) {
        return ringNs[id];
    }

    public void setRingNs(int id, long t) {
        ringNs[id] = t;
    }

    /** When the packet's first frame started onto the wire, or -1 before. */
    public long wireNs(int id) {
        return wireNs[id];
    }

    public void setWireNs(int id, long t) {
        wireNs[id] = t;
    }

    /** When the NIC has (or will have) the packet's data in its FIFO, or -1 (no FIFO, or not yet read). */
    public long fetchedNs(int id) {
        return fetchedNs[id];
    }

    public void setFetchedNs(int id, long t) {
        fetchedNs[id] = t;
    }

    /**
     * The packet's earliest departure time, as TCP stamps {@code skb->tstamp} from 4.20
     * ({@code tcp_wstamp_ns}); 0 when it has none.
     */
    public long tstamp(int id) {
        return tstamp[id];
    }

    public void setTstamp(int id, long t) {
        tstamp[id] = t;
    }

    /** True when the NIC segments the packet (TSO): one frame per {@link #gsoSize} of payload. */
    public boolean tso(int id) {
        return tso[id];
    }

    /** The frames the packet becomes on the wire ({@code gso_segs}): one per {@link #gsoSize} with TSO, else 1. */
    public int gsoSegs(int id) {
        return tso[id] ? Math.max(1, (payload(id) + gsoSize[id] - 1) / gsoSize[id]) : 1;
    }

    public void setTso(int id, boolean v) {
        tso[id] = v;
    }
}
