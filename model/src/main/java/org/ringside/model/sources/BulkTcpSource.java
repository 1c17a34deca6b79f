package org.ringside.model.sources;

import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.Packets;
import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Headers;

/**
 * A window-limited TCP sender with AIMD, as simple as the lessons need.
 *
 * <ul>
 *   <li>cwnd starts at 10 segments; slow start (cwnd grows by the bytes acknowledged) up to
 *       ssthresh, then congestion avoidance, about one MSS per RTT;</li>
 *   <li>it sends {@code min(window room, gso_max_size)} rounded down to whole MSS as one
 *       super-packet when TSO or GSO is on, one MSS otherwise, and waits while the room is under
 *       one MSS;</li>
 *   <li>one ACK per packet handed to the qdisc, {@code remote_rtt} after its last frame left the
 *       wire;</li>
 *   <li>a drop halves cwnd at most once per window of data; dropped bytes are sent again later as
 *       new data (after the next ACK, or after 200 ms when nothing is in flight).</li>
 * </ul>
 */
public final class BulkTcpSource extends Source {
    /** TCP/IP (40) and Ethernet (14) headers in front of the payload. */
    public static final int HEADERS = Headers.ETHERNET_TCP_IP;
    private static final int INITIAL_WINDOW_SEGMENTS = 10;

    private long cwnd;
    private long ssthresh = Long.MAX_VALUE;
    /** Payload handed to the qdisc and neither acknowledged nor known lost. */
    private long inflight;
    /** Payload bytes ever handed to the qdisc: the next sequence number. */
    private long sndNxt;
    /** A drop at or beyond this sequence number halves cwnd again (once per window). */
    private long recover;
    /** Bytes acknowledged towards the next one-MSS increase in congestion avoidance. */
    private long avoidanceAcked;
    /** After a drop: wait for an ACK (or the retry timer) before sending again. */
    private boolean blocked;
    private long reductions;
    /** This flow's ACKs come back in order: they wait in one chain of the event queue. */
    private final int ackChain;

    public BulkTcpSource(SourceContext ctx, Flow flow, int index, int group, long startNs) {
        super(ctx, flow, index, group, startNs);
        ackChain = ctx.events().newChain(EventKind.TCP_ACK, index);
    }

    @Override
    public void onTimer(long nowNs, long what) {
        if (what == TIMER_START) {
            cwnd = (long) INITIAL_WINDOW_SEGMENTS * ctx.mss();
        }
        blocked = false;
        trySend(nowNs);
    }

    @Override
    public void onAck(long nowNs, long bytes) {
        inflight -= bytes;
        grow(bytes);
        blocked = false;
        trySend(nowNs);
    }

    private void grow(long acked) {
        int mss = ctx.mss();
        if (cwnd < ssthresh) {
            long slowStart = Math.min(acked, ssthresh - cwnd);
            cwnd += slowStart;
            acked -= slowStart;
        }
        // Congestion avoidance: one MSS per cwnd of data acknowledged, about one MSS per RTT.
        avoidanceAcked += acked;
        while (avoidanceAcked >= cwnd) {
            avoidanceAcked -= cwnd;
            cwnd += mss;
        }
    }

    private void trySend(long nowNs) {
        if (blocked) {
            return;
        }
        int mss = ctx.mss();
        Packets packets = ctx.packets();
        // A send can make the qdisc drop one of ours (fq_codel's fattest flow): then stop at once.
        while (!blocked && cwnd - inflight >= mss) {
            int payload = nextPayload(cwnd - inflight, mss);
            boolean superPacket = payload > mss;
            int packet = packets.allocate(index(), payload + HEADERS, HEADERS, superPacket ? mss : 0);
            long seq = sndNxt;
            packets.setSeq(packet, seq);
            sndNxt += payload;
            inflight += payload;
            if (!ctx.send(packet, band(), nowNs)) {
                lost(nowNs, payload, seq);
                return;
            }
        }
    }

    private int nextPayload(long room, int mss) {
        if (!ctx.superPackets()) {
            return mss;
        }
        int gsoMax = ctx.gsoMaxSize();
        long whole = Math.min(room, gsoMax) / mss * mss;
        // The packet, headers included, must not exceed gso_max_size; one MSS always goes.
        while (whole > mss && whole + HEADERS > gsoMax) {
            whole -= mss;
        }
        return (int) Math.max(mss, whole);
    }

    @Override
    public void onSent(long nowNs, int payloadBytes) {
        ctx.events().scheduleInChain(ackChain, nowNs + flow.remoteRttNs(), payloadBytes);
    }

    @Override
    public void onLost(long nowNs, int payloadBytes, long seq) {
        lost(nowNs, payloadBytes, seq);
    }

    private void lost(long nowNs, int payloadBytes, long seq) {
        inflight -= payloadBytes;
        if (seq >= recover) {
            // First loss in this window: multiplicative decrease, and no more until sndNxt is acked.
            cwnd = Math.max(cwnd / 2, 2L * ctx.mss());
            ssthresh = cwnd;
            avoidanceAcked = 0;
            recover = sndNxt;
            reductions++;
        }
        blocked = true;
        if (inflight == 0) {
            timer(nowNs + RETRY_NS, TIMER_RETRY);
        }
    }

    /** Congestion window in bytes of payload. */
    public long cwnd() {
        return cwnd;
    }

    /** Payload in flight: handed to the qdisc and not yet acknowledged or lost. */
    public long inflight() {
        return inflight;
    }

    public long ssthresh() {
        return ssthresh;
    }

    /** Times the window was halved. */
    public long reductions() {
        return reductions;
    }

    @Override
    public String describe() {
        return "cwnd " + cwnd + " bytes, " + inflight + " in flight" + (blocked ? ", waiting after a drop" : "");
    }
}
