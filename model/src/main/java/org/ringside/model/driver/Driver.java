package org.ringside.model.driver;

import java.util.function.IntConsumer;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.BqlBytes;
import org.ringside.model.scenario.Nic;

/**
 * The NIC driver's transmit side: {@code ndo_start_xmit} writes a packet's descriptors, reports it
 * to BQL and stops the queue when the ring is nearly full (driver XOFF) or BQL says so (stack
 * XOFF); the TX clean-up frees done descriptors, reports them to BQL and wakes the queue.
 * The doorbell policy says when the NIC is told about new descriptors.
 *
 * <p>The driver never looks at the clock or the CPU; its caller charges CPU time and schedules
 * the doorbell's effect.
 */
public final class Driver {
    private final Packets packets;
    private final TxRing ring;
    private final ByteQueueLimits bql;
    private final DoorbellPolicy doorbell;
    private int maxDescBytes;
    private boolean txChecksum;
    private boolean wqebbs;
    private int stopLevel;
    private int wakeLevel;
    private boolean bqlCountsSegments;
    private PacketLayout[] layoutByFlow = new PacketLayout[0];
    private boolean driverXoff;
    private long doorbells;
    private long xmitCount;
    /** Frames and their bytes handed over so far, as mlx5's send queue counts them for net_dim. */
    private long xmitFrames;
    private long xmitFrameBytes;
    private long lastCleanUpBytes;
    private long lastLimitBefore;
    private boolean lastStackWoken;
    private boolean lastDriverWoken;

    public Driver(Packets packets, Nic nic, Bql bqlSettings) {
        this.packets = packets;
        this.ring = new TxRing(packets, nic.ringSize());
        this.bql = new ByteQueueLimits(bqlSettings);
        this.doorbell = new DoorbellPolicy(nic.doorbell(), nic.dispatchLimit());
        configure(nic);
    }

    /**
     * Takes the settings that do not need a reset: offloads, gso_max_size, stop and wake levels,
     * doorbell policy. The levels follow them at once.
     */
    public void configure(Nic nic) {
        maxDescBytes = nic.maxDescBytes();
        txChecksum = nic.txChecksum();
        wqebbs = nic.driver().countsWqebbs();
        stopLevel = nic.stopLevel();
        wakeLevel = nic.wakeLevel();
        bqlCountsSegments = nic.bqlBytes() == BqlBytes.SEGMENTS;
        doorbell.configure(nic.doorbell(), nic.dispatchLimit());
    }

    /** How each flow's packets are laid out in memory, by flow index (TCP's layout if not given). */
    public void setLayouts(PacketLayout[] byFlow) {
        layoutByFlow = byFlow.clone();
    }

    public TxRing ring() {
        return ring;
    }

    public ByteQueueLimits bql() {
        return bql;
    }

    public DoorbellPolicy doorbell() {
        return doorbell;
    }

    /** Descriptors a unit of this flow with these header and payload bytes takes. */
    public int descriptorsFor(int flow, int headerBytes, int payloadBytes, boolean tsoPacket) {
        PacketLayout layout = flow < layoutByFlow.length ? layoutByFlow[flow] : PacketLayout.PAGED;
        if (wqebbs) {
            return Descriptors.wqebbs(headerBytes, payloadBytes, tsoPacket, layout != PacketLayout.PAGED, maxDescBytes);
        }
        return switch (layout) {
            case PAGED -> Descriptors.forPacket(payloadBytes, tsoPacket, txChecksum, maxDescBytes);
            case LINEAR -> Descriptors.forLinear(headerBytes + payloadBytes, txChecksum, maxDescBytes);
            case LINEAR_NO_CHECKSUM -> Descriptors.forLinear(headerBytes + payloadBytes, false, maxDescBytes);
        };
    }

    /** Free descriptors below which the driver stops its queue. */
    public int stopLevel() {
        return stopLevel;
    }

    /** Free descriptors at which the clean-up wakes the queue it stopped. */
    public int wakeLevel() {
        return wakeLevel;
    }

    /**
     * The bytes BQL counts for a packet: {@code skb->len}, or with {@code bql_bytes: segments}
     * the bytes of the frames a TSO packet becomes ({@code first->bytecount} in igb and ixgbe).
     */
    public int bqlBytes(int packet) {
        return bqlCountsSegments ? frameBytes(packet) : packets.len(packet);
    }

    /** The bytes of the frames a packet becomes: {@code skb->len + (gso_segs - 1) * hdr_len}. */
    private int frameBytes(int packet) {
        return packets.len(packet) + (packets.gsoSegs(packet) - 1) * packets.headerBytes(packet);
    }

    /** True when the TX queue is stopped, by the driver or by BQL: the qdisc may not send. */
    public boolean stopped() {
        return driverXoff || bql.stackXoff();
    }

    /** True while the driver holds the queue stopped because the ring is nearly full. */
    public boolean driverXoff() {
        return driverXoff;
    }

    /**
     * Checks a unit fits before it is handed over; when it does not (settings changed under
     * packets already queued), stops the queue as a driver returning NETDEV_TX_BUSY would.
     */
    public boolean fitsOrStop(int descs) {
        if (descs <= ring.free()) {
            return true;
        }
        driverXoff = true;
        return false;
    }

    /**
     * {@code ndo_start_xmit}: writes the packet's descriptors, reports it to BQL and stops the
     * queue if needed.
     *
     * @param tsoPacket the NIC will segment it
     * @param moreComing the qdisc has more to hand over in this run right now (for xmit_more)
     * @return true when the doorbell rings now
     */
    public boolean xmit(int packet, boolean tsoPacket, boolean moreComing) {
        int descs = descriptorsFor(packets.flow(packet), packets.headerBytes(packet), packets.payload(packet), tsoPacket);
        ring.write(packet, descs);
        xmitCount++;
        xmitFrames += packets.gsoSegs(packet);
        xmitFrameBytes += frameBytes(packet);
        bql.queued(bqlBytes(packet));
        if (ring.free() < stopLevel) {
            driverXoff = true;
        }
        boolean ring = doorbell.afterPacket(moreComing, stopped());
        if (ring) {
            doorbells++;
        }
        return ring;
    }

    /** Rings the doorbell outside the per-packet policy (a flush). */
    public void ringNow() {
        doorbells++;
    }

    /** True when descriptors are written that the NIC has not been told about. */
    public boolean tailPending() {
        return ring.writtenPackets() > 0;
    }

    /**
     * The TX clean-up: frees up to {@code count} done packets, handing each freed id to
     * {@code freed} oldest first, reports their bytes to BQL in one call and wakes the queue when
     * there is room again. The outcome is readable through the {@code lastCleanUp...} methods.
     *
     * @return packets freed
     */
    public int cleanUp(int count, long nowNs, IntConsumer freed) {
        int n = Math.min(count, ring.donePackets());
        long bytes = 0;
        for (int i = 0; i < n; i++) {
            int p = ring.freeHead();
            bytes += bqlBytes(p);
            freed.accept(p);
        }
        lastCleanUpBytes = bytes;
        lastLimitBefore = bql.limit();
        lastStackWoken = bql.completed(bytes, nowNs);
        lastDriverWoken = false;
        if (driverXoff && ring.free() >= wakeLevel) {
            driverXoff = false;
            lastDriverWoken = true;
        }
        return n;
    }

    /** Bytes the last clean-up reported. */
    public long lastCleanUpBytes() {
        return lastCleanUpBytes;
    }

    /** BQL's limit before the last clean-up's report. */
    public long lastLimitBefore() {
        return lastLimitBefore;
    }

    /** True when the last clean-up cleared the stack XOFF mark. */
    public boolean lastStackWoken() {
        return lastStackWoken;
    }

    /** True when the last clean-up cleared the driver XOFF mark. */
    public boolean lastDriverWoken() {
        return lastDriverWoken;
    }

    /**
     * The queue was reset with a new ring ({@code ethtool -G}, an MTU change): the caller has
     * taken every packet out; the ring restarts empty, BQL is reset, nothing is stopped.
     */
    public void reset(int ringSize, long nowNs) {
        ring.resize(ringSize, ring.writePosition());
        bql.reset(nowNs);
        doorbell.reset();
        driverXoff = false;
    }

    /** Doorbells rung so far. */
    public long doorbells() {
        return doorbells;
    }

    /**
     * Frames handed to the driver so far, a TSO packet's segments each: mlx5's
     * {@code sq->stats->packets} ({@code mlx5e_sq_xmit_prepare} adds {@code gso_segs}).
     */
    public long xmitFrames() {
        return xmitFrames;
    }

    /** Their bytes, headers repeated: mlx5's {@code sq->stats->bytes} ({@code attr->num_bytes}). */
    public long xmitFrameBytes() {
        return xmitFrameBytes;
    }

    /** Units handed to the driver so far. */
    public long xmitCount() {
        return xmitCount;
    }
}
