package org.ringside.model.sources;

import org.ringside.model.scenario.Flow;
import org.ringside.model.engine.EventKind;

/**
 * One traffic source (one socket): a flow entry with {@code count: N} makes N of them, reported
 * together under the entry's name (its group).
 */
public abstract class Source {
    /** TCP retries after this long when a drop left nothing in flight. */
    public static final long RETRY_NS = 200_000_000L;
    /** Timer argument: the source starts. */
    public static final long TIMER_START = 0;
    /** Timer argument: try again after a drop. */
    public static final long TIMER_RETRY = 1;
    /** Timer argument: the source's regular next step (next datagram, reply arrived). */
    public static final long TIMER_NEXT = 2;
    /** Timer argument: the source may send again (the clean-up freed packets TCP small queues waited for). */
    public static final long TIMER_WAKE = 3;
    /** TCP's pacing timer: a sender that paced itself may send again. */
    public static final long TIMER_PACE = 4;
    /**
     * Timer argument: TCP small queues' tasklet runs the socket ({@code tcp_tasklet_func}), on the
     * CPU whose clean-up freed its packet ({@code tcp_wfree} queues it on that CPU's
     * {@code tsq_tasklet}); otherwise as {@link #TIMER_WAKE}.
     */
    public static final long TIMER_TSQ = 5;
    /** The receiver's delayed-ACK timer ({@code tcp_delack_timer}). */
    public static final long TIMER_DELACK = 6;
    /** The receiving application read enough for a window update ({@code tcp_cleanup_rbuf}). */
    public static final long TIMER_WINDOW = 7;
    /** TCP's retransmission timer ({@code tcp_retransmit_timer}), behind a bottleneck port. */
    public static final long TIMER_RTO = 8;

    protected final SourceContext ctx;
    protected final Flow flow;
    private final int index;
    private final int group;
    private final long startNs;

    protected Source(SourceContext ctx, Flow flow, int index, int group, long startNs) {
        this.ctx = ctx;
        this.flow = flow;
        this.index = index;
        this.group = group;
        this.startNs = startNs;
    }

    /** This source's number among all sources (packets carry it). */
    public final int index() {
        return index;
    }

    /** The flow entry it belongs to. */
    public final int group() {
        return group;
    }

    public final Flow flow() {
        return flow;
    }

    /** When it starts: staggered by the seed within the first millisecond. */
    public final long startNs() {
        return startNs;
    }

    /** The qdisc band its packets go to (pfifo_fast mapping of its priority). */
    public final int band() {
        return flow.priority().band();
    }

    /** Schedules the start. */
    public void schedule() {
        timer(startNs, TIMER_START);
    }

    protected final void timer(long atNs, long what) {
        ctx.events().schedule(atNs, EventKind.SOURCE_TIMER, index, what);
    }

    /** The source's own timer fired; {@code what} is the argument it was set with. */
    public abstract void onTimer(long nowNs, long what);

    /**
     * A TCP ACK for {@code bytes} of payload arrived.
     *
     * @param offeredNs when the acknowledged payload was handed to the qdisc
     */
    public void onAck(long nowNs, long bytes, long offeredNs) {
        onAck(nowNs, bytes, 1, offeredNs);
    }

    /**
     * A TCP ACK for {@code bytes} of payload arrived, covering {@code skbs} of the sender's skbs
     * whole (a stretch ACK covers several).
     *
     * @param offeredNs when the oldest acknowledged payload was handed to the qdisc
     */
    public void onAck(long nowNs, long bytes, int skbs, long offeredNs) {
    }

    /**
     * The last bit of one of its packets left the wire.
     *
     * @param payloadBytes payload the packet carried (for a GSO packet, what its segments carried)
     * @param offeredNs when the packet was handed to the qdisc
     */
    public void onSent(long nowNs, int payloadBytes, long offeredNs) {
    }

    /**
     * With a bottleneck port beyond the wire ({@code network:}), a frame of one of its packets left
     * the port: the far end has it. The frames of a packet arrive one by one, the last one ending
     * the sender's skb; other kinds than bulk TCP take the packet as sent then.
     *
     * @param seq the frame's first payload byte
     * @param offeredNs when its packet was handed to the qdisc
     * @param ce the port's AQM marked it Congestion Experienced
     */
    public void onArrived(long nowNs, long seq, int payloadBytes, boolean endsSkb, long order, long offeredNs,
            boolean ce) {
        if (endsSkb) {
            onSent(nowNs, payloadBytes, offeredNs);
        }
    }

    /**
     * The bottleneck port dropped a frame of one of its packets; the sender does not know yet.
     * Other kinds than bulk TCP take it as a loss at once (a request is sent again after
     * {@link #RETRY_NS}).
     *
     * @param order the frame's place among this source's frames entering the port
     */
    public void onNetworkDrop(long nowNs, long seq, int payloadBytes, boolean endsSkb, long order) {
        onLost(nowNs, payloadBytes, seq);
    }

    /**
     * The TX clean-up freed one of its packets ({@code tcp_wfree}): bytes below TCP went down.
     * Called in the middle of a clean-up, so a source may only set a timer here.
     *
     * @return true when this queued the socket for TCP small queues' tasklet ({@link #TIMER_TSQ})
     */
    public boolean onFreed(long nowNs) {
        return false;
    }

    /** The sending host's TCP settings changed: a source held back by them may look again. */
    public void onSettingsChanged(long nowNs) {
    }

    /**
     * One of its packets (or part of a GSO packet) was dropped after the qdisc accepted it: the
     * ring was reset under it.
     */
    public void onLost(long nowNs, int payloadBytes, long seq) {
    }

    /**
     * Bytes its application copies into the socket in the CPU job that starts now, at most the
     * room left in the send buffer; 0 when it no longer wants to copy.
     */
    public int copyChunk() {
        return 0;
    }

    /** CPU time, in ps, the job of {@code bytes} that {@link #copyChunk()} just asked for takes. */
    public long copyCostPs(int bytes) {
        return 0;
    }

    /** The CPU finished copying {@code bytes} that {@link #copyChunk()} asked for. */
    public void onCopied(long nowNs, int bytes) {
    }

    /** A short state line for inspectors, e.g. "cwnd 14600 bytes, 2920 in flight". */
    public abstract String describe();

    /**
     * The socket's pacing rate in bytes per second ({@code sk_pacing_rate}), which fq reads;
     * {@link Long#MAX_VALUE} ({@code ~0U}) for a socket that sets none.
     */
    public long pacingRate() {
        return Long.MAX_VALUE;
    }
}
