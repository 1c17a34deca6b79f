package org.ringside.model.network;

import org.ringside.model.nic.Wire;
import org.ringside.model.qdisc.Codel;
import org.ringside.model.qdisc.CodelVars;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;

/**
 * A switch or router port beyond the host's wire: frames arrive when their last bit left the
 * host's wire, wait in its buffer and leave one after another at the port's rate, each taking its
 * wire time (preamble, FCS and gap included, {@link Wire}). The frame being sent has left the
 * buffer, as a qdisc's packet has once the device takes it; a frame that finds the buffer full is
 * dropped ({@code bfifo_enqueue}: backlog + length at most the limit in bytes; {@code pfifo_enqueue}:
 * fewer packets than the limit, net/sched/sch_fifo.c).
 *
 * <p>With {@code aqm: codel} the port runs CoDel at its head as {@code sch_codel} does
 * ({@code codel_qdisc_dequeue} over {@code codel_dequeue}, include/net/codel_impl.h, the same
 * {@link Codel} fq_codel uses here): the RFC 8289 defaults, target 5 ms and interval 100 ms
 * ({@code codel_params_init}), the backlog compared with one full frame of the host's MTU.
 *
 * <p>The port is handed the time and returns when its next frame ends; the caller schedules it.
 */
public final class BottleneckPort {
    /** Returned when the port has nothing to send. */
    public static final long IDLE = -1;
    /** RFC 8289's target, {@code MS2TIME(5)} in {@code codel_params_init}. */
    public static final long CODEL_TARGET_NS = 5_000_000L;
    /** RFC 8289's interval, {@code MS2TIME(100)}. */
    public static final long CODEL_INTERVAL_NS = 100_000_000L;

    private final Wire line;
    private long limitBytes;
    private long limitPackets;
    private final long mtuFrame;
    private final PortExit exit;
    /** Each source's next frame number. */
    private final long[] nextOrder;
    /** The frames waiting, a ring of reused holders. */
    private PortFrame[] ring = new PortFrame[64];
    private int first;
    private int count;
    private long queuedBytes;
    /** The frame the port is sending, valid while {@link #busy}. */
    private final PortFrame sending = new PortFrame();
    private boolean busy;
    /** When the frame being sent began and when it ends. */
    private long sendStartNs;
    private long sendEndNs;
    /** The holder a caller fills before {@link #arrive}. */
    private final PortFrame arriving = new PortFrame();
    private final PortStats stats = new PortStats();
    /** CoDel at the head, or null for tail drop alone. */
    private Codel codel;
    private CodelVars vars = new CodelVars();
    private Bottleneck settings;
    private final CodelHead head = new CodelHead();
    private long nowNs;

    /**
     * @param sources how many sources may send frames through it
     * @param mtuFrame the largest frame, {@code psched_mtu}: CoDel never drops below one such backlog
     */
    public BottleneckPort(Bottleneck settings, int sources, long mtuFrame, PortExit exit) {
        if (!settings.present()) {
            throw new IllegalArgumentException("a bottleneck port needs a rate above 0 bit/s");
        }
        this.line = new Wire(settings.rateBps());
        this.mtuFrame = mtuFrame;
        this.exit = exit;
        this.nextOrder = new long[sources];
        for (int i = 0; i < ring.length; i++) {
            ring[i] = new PortFrame();
        }
        configure(settings);
    }

    /**
     * New settings for a running port, as {@code tc qdisc replace} and {@code ethtool -s} change a
     * router's: the rate applies from the next frame on; a smaller buffer takes no frame out
     * ({@code fifo_init} changes the limit only), so arrivals are dropped until the backlog falls
     * under it; a change of AQM or of ECN starts CoDel afresh, as a new qdisc would.
     */
    public void configure(Bottleneck next) {
        if (!next.present()) {
            throw new IllegalArgumentException("a bottleneck port needs a rate above 0 bit/s");
        }
        if (settings != null && next.rateBps() != settings.rateBps()) {
            line.setRate(next.rateBps());
        }
        limitBytes = next.bufferBytes();
        limitPackets = next.bufferPackets();
        if (settings == null || next.aqm() != settings.aqm() || next.ecn() != settings.ecn()) {
            codel = next.aqm() == Aqm.CODEL ? new Codel(CODEL_TARGET_NS, CODEL_INTERVAL_NS, mtuFrame, next.ecn()) : null;
            vars = new CodelVars();
        }
        settings = next;
    }

    /** The holder to fill with the next arriving frame's fields (all but its order and time). */
    public PortFrame arriving() {
        return arriving;
    }

    /**
     * The frame in {@link #arriving()} has arrived: sent at once if the port is idle, queued if it
     * fits, else dropped.
     *
     * @return when the frame the port starts sending now ends, or {@link #IDLE} if it started none
     */
    public long arrive(long nowNs) {
        PortFrame f = arriving;
        stats.arrived();
        f.order = nextOrder[f.source]++;
        f.enqueuedNs = nowNs;
        f.ce = false;
        if (!busy) {
            return start(f, nowNs);
        }
        if (limitPackets > 0 ? count >= limitPackets : queuedBytes + f.len > limitBytes) {
            stats.dropped(f, nowNs, false);
            exit.frameDropped(nowNs, f, false);
            return IDLE;
        }
        if (count == ring.length) {
            grow();
        }
        ring[(first + count) & (ring.length - 1)].copyFrom(f);
        count++;
        queuedBytes += f.len;
        return IDLE;
    }

    /**
     * The frame being sent has left: the far end has it.
     *
     * @return when the next frame ends, or {@link #IDLE} if the buffer is empty
     */
    public long sent(long nowNs) {
        this.nowNs = nowNs;
        line.finishFrame();
        busy = false;
        stats.sent(sending.len);
        exit.frameLeft(nowNs, sending);
        int next = codel == null ? takeHead() : codel.dequeue(head, 0, vars, nowNs);
        return next < 0 ? IDLE : start(ring[next], nowNs);
    }

    /** Takes the frame at the head of the buffer: its slot, valid until the next arrival, or -1. */
    private int takeHead() {
        if (count == 0) {
            return -1;
        }
        int slot = first;
        first = (first + 1) & (ring.length - 1);
        count--;
        queuedBytes -= ring[slot].len;
        return slot;
    }

    private long start(PortFrame f, long nowNs) {
        f.sojournNs = nowNs - f.enqueuedNs;
        stats.sojourn(f.sojournNs);
        sending.copyFrom(f);
        busy = true;
        sendStartNs = nowNs;
        sendEndNs = line.startFrame(f.len, nowNs);
        return sendEndNs;
    }

    private void grow() {
        PortFrame[] bigger = new PortFrame[ring.length * 2];
        for (int i = 0; i < count; i++) {
            bigger[i] = ring[(first + i) & (ring.length - 1)];
        }
        for (int i = count; i < bigger.length; i++) {
            bigger[i] = new PortFrame();
        }
        ring = bigger;
        first = 0;
    }

    /** The buffer as CoDel sees it: one queue, its frames by slot. */
    private final class CodelHead implements Codel.Queue {
        @Override
        public int dequeueHead(int flow) {
            return takeHead();
        }

        @Override
        public long enqueueTime(int slot) {
            return ring[slot].enqueuedNs;
        }

        @Override
        public long backlogBytes() {
            return queuedBytes;
        }

        /** {@code INET_ECN_set_ce}: only a packet of an ECN-capable flow takes the mark. */
        @Override
        public boolean markCe(int slot) {
            PortFrame f = ring[slot];
            if (!f.ect) {
                return false;
            }
            f.ce = true;
            stats.marked(f, nowNs);
            return true;
        }

        @Override
        public void codelDrop(int slot) {
            stats.dropped(ring[slot], nowNs, true);
            exit.frameDropped(nowNs, ring[slot], true);
        }
    }

    /** Bytes of frames waiting in the buffer (the one being sent is not). */
    public long queuedBytes() {
        return queuedBytes;
    }

    /** Frames waiting in the buffer. */
    public int queuedFrames() {
        return count;
    }

    /**
     * The {@code i}-th frame waiting, the head first: the port's own holder, to read at once and
     * not keep (for the snapshot).
     */
    public PortFrame queuedFrame(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException(i + " of " + count + " frames waiting");
        }
        return ring[(first + i) & (ring.length - 1)];
    }

    /** The frame being sent, to read at once, or null when the port is idle. */
    public PortFrame sendingFrame() {
        return busy ? sending : null;
    }

    /** When the frame being sent began leaving the port. */
    public long sendStartNs() {
        return sendStartNs;
    }

    /** When the frame being sent has left the port. */
    public long sendEndNs() {
        return sendEndNs;
    }

    /** The settings it runs with now. */
    public Bottleneck settings() {
        return settings;
    }

    /** Whether a frame is being sent. */
    public boolean busy() {
        return busy;
    }

    /** Picoseconds the port's line has been busy up to {@code atNs}. */
    public long busyPs(long atNs) {
        return line.busyPs(atNs);
    }

    /** What the port has done so far. */
    public PortStats stats() {
        return stats;
    }

    /** The port's rate, bit/s. */
    public long rateBps() {
        return line.rate();
    }
}
