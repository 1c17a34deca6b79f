package org.ringside.model.network;

import org.ringside.model.nic.Wire;
import org.ringside.model.qdisc.Codel;
import org.ringside.model.scenario.Aqm;
import org.ringside.model.scenario.Bottleneck;

/**
 * A switch or router port beyond the host's wire: frames arrive when their last bit left the
 * host's wire, wait in its buffer and leave one after another at the port's rate, each taking its
 * wire time (preamble, FCS and gap included, {@link Wire}). The frame being sent has left the
 * buffer, as a qdisc's packet has once the device takes it.
 *
 * <p>The port only chooses its queue discipline by the scenario's {@code aqm}; each is a class of
 * its own: {@link DropTailQueue} ({@code bfifo}/{@code pfifo}), {@link CodelQueue}
 * ({@code sch_codel}), {@link FqCodelQueue} ({@code sch_fq_codel}), {@link RedQueue}
 * ({@code sch_red}). An arriving frame is enqueued as a qdisc's packet is, then, if the port is
 * idle, dequeued at once.
 *
 * <p>The port is handed the time and returns when its next frame ends; the caller schedules it.
 */
public final class BottleneckPort {
    /** Returned when the port has nothing to send. */
    public static final long IDLE = -1;

    private final Wire line;
    private final long mtuFrame;
    private final long seed;
    private final PortExit exit;
    /** Each source's next frame number. */
    private final long[] nextOrder;
    private PortQueue queue;
    /** The frame the port is sending, valid while {@link #busy}. */
    private final PortFrame sending = new PortFrame();
    private boolean busy;
    /** When the frame being sent began and when it ends. */
    private long sendStartNs;
    private long sendEndNs;
    /** The holder a caller fills before {@link #arrive}. */
    private final PortFrame arriving = new PortFrame();
    private final PortStats stats = new PortStats();
    private final Signals signals = new Signals();
    private Bottleneck settings;

    /**
     * @param sources how many sources may send frames through it
     * @param mtuFrame the largest frame, {@code psched_mtu}: CoDel never drops below one such
     *     backlog, and fq_codel's quantum
     * @param seed the scenario's seed, for RED's random numbers
     */
    public BottleneckPort(Bottleneck settings, int sources, long mtuFrame, long seed, PortExit exit) {
        if (!settings.present()) {
            throw new IllegalArgumentException("a bottleneck port needs a rate above 0 bit/s");
        }
        this.line = new Wire(settings.rateBps());
        this.mtuFrame = mtuFrame;
        this.seed = seed;
        this.exit = exit;
        this.nextOrder = new long[sources];
        configure(settings);
    }

    /** A port whose RED, if it runs one, draws from seed 0. */
    public BottleneckPort(Bottleneck settings, int sources, long mtuFrame, PortExit exit) {
        this(settings, sources, mtuFrame, 0, exit);
    }

    /**
     * New settings for a running port, as {@code tc qdisc replace} and {@code ethtool -s} change a
     * router's: the rate applies from the next frame on; a smaller buffer takes no frame out
     * ({@code fifo_init} changes the limit only), so arrivals are dropped until the backlog falls
     * under it; any other change (the AQM, ECN, CoDel's target or interval, anything of RED's) builds
     * the discipline afresh, as a new qdisc would, the frames waiting kept in their order.
     */
    public void configure(Bottleneck next) {
        if (!next.present()) {
            throw new IllegalArgumentException("a bottleneck port needs a rate above 0 bit/s");
        }
        if (next.equals(settings)) {
            return; // a value set again: RED keeps its average, CoDel its state
        }
        if (settings != null && next.rateBps() != settings.rateBps()) {
            line.setRate(next.rateBps());
        }
        Bottleneck sameLimits = settings == null ? null
                : next.withBufferBytes(settings.bufferBytes()).withBufferPackets(settings.bufferPackets())
                        .withRateBps(settings.rateBps());
        // RED's thresholds and idle decay follow the buffer and the rate: it starts afresh, as
        // red_change does (red_set_vars).
        if (settings == null || !sameLimits.equals(settings) || next.aqm() == Aqm.RED) {
            PortQueue old = queue;
            queue = discipline(next);
            for (int i = 0; old != null && i < old.frames(); i++) {
                queue.adopt(old.frame(i));
            }
        } else {
            queue.limits(next.bufferBytes(), next.bufferPackets());
        }
        settings = next;
    }

    /** The discipline the settings name. RED's idle decay follows the rate (tc's {@code bandwidth}). */
    private PortQueue discipline(Bottleneck b) {
        return switch (b.aqm()) {
            case DROPTAIL -> new DropTailQueue(b.bufferBytes(), b.bufferPackets(), signals);
            case CODEL -> new CodelQueue(b.bufferBytes(), b.bufferPackets(),
                    new Codel(b.targetNs(), b.intervalNs(), mtuFrame, b.ecn()), signals);
            case FQ_CODEL -> new FqCodelQueue(b.bufferBytes(), b.bufferPackets(), b.targetNs(), b.intervalNs(), mtuFrame,
                    b.ecn(), signals);
            case RED -> new RedQueue(b.bufferBytes(), RedParms.of(b.red(), b.bufferBytes(), b.rateBps()), b.ecn(), seed,
                    signals);
        };
    }

    /** The discipline running now, for tests. */
    PortQueue discipline() {
        return queue;
    }

    /** The holder to fill with the next arriving frame's fields (all but its order and time). */
    public PortFrame arriving() {
        return arriving;
    }

    /**
     * The frame in {@link #arriving()} has arrived: the discipline takes it in or drops it; an
     * idle port then starts sending at once.
     *
     * @return when the frame the port starts sending now ends, or {@link #IDLE} if it started none
     */
    public long arrive(long nowNs) {
        PortFrame f = arriving;
        stats.arrived();
        f.order = nextOrder[f.source]++;
        f.enqueuedNs = nowNs;
        f.ce = false;
        queue.enqueue(f, nowNs);
        return busy ? IDLE : startNext(nowNs);
    }

    /**
     * The frame being sent has left: the far end has it.
     *
     * @return when the next frame ends, or {@link #IDLE} if the buffer is empty
     */
    public long sent(long nowNs) {
        line.finishFrame();
        busy = false;
        stats.sent(sending.len);
        exit.frameLeft(nowNs, sending);
        return startNext(nowNs);
    }

    /** Dequeues the next frame into {@link #sending} and starts it, if there is one. */
    private long startNext(long nowNs) {
        if (!queue.dequeue(nowNs, sending)) {
            return IDLE;
        }
        sending.sojournNs = nowNs - sending.enqueuedNs;
        stats.sojourn(sending.sojournNs);
        busy = true;
        sendStartNs = nowNs;
        sendEndNs = line.startFrame(sending.len, nowNs);
        return sendEndNs;
    }

    /** What the disciplines tell the port: to the stats and to the frames' flows. */
    private final class Signals implements PortSignals {
        @Override
        public void dropped(PortFrame f, long nowNs, boolean atHead, boolean byAqm) {
            stats.dropped(f, nowNs, atHead, byAqm);
            exit.frameDropped(nowNs, f, byAqm);
        }

        /** {@code INET_ECN_set_ce}: only a frame of an ECN-capable flow takes the mark. */
        @Override
        public boolean marked(PortFrame f, long nowNs, boolean atHead) {
            if (!f.ect) {
                return false;
            }
            f.ce = true;
            stats.marked(f, nowNs, atHead);
            return true;
        }
    }

    /** Bytes of frames waiting in the buffer (the one being sent is not). */
    public long queuedBytes() {
        return queue.bytes();
    }

    /** Frames waiting in the buffer. */
    public int queuedFrames() {
        return queue.frames();
    }

    /**
     * The {@code i}-th frame waiting, the head first (with fq_codel, new_flows' flows and then
     * old_flows', each flow's head first): the port's own holder, to read at once and not keep
     * (for the snapshot).
     */
    public PortFrame queuedFrame(int i) {
        if (i < 0 || i >= queue.frames()) {
            throw new IndexOutOfBoundsException(i + " of " + queue.frames() + " frames waiting");
        }
        return queue.frame(i);
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
