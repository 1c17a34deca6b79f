package org.ringside.model.sources;

import org.ringside.model.engine.EventKind;
import org.ringside.model.scenario.Flow;

/**
 * The far end of one bulk TCP flow as its sender meets it: the receiver deciding when to ACK and
 * which window to advertise ({@link TcpReceiver}), its two timers run as the source's own (the
 * delayed-ACK timer, and the window update once its application has read enough), its ACKs on
 * their way in one chain of the event queue, {@code remote_rtt} long, and the window they bring
 * the sender ({@link SendWindow}).
 */
final class ReceiverEnd {
    /** Sets one of the source's own timers. */
    interface Timers {
        void set(long atNs, long what);
    }

    private final SourceContext ctx;
    private final Flow flow;
    private final Timers timers;
    /** Told of every ACK the receiver sends (the loss recovery counts those on their way). */
    private final Runnable ackSentHook;
    /** This flow's ACKs come back in order: they wait in one chain of the event queue. */
    private final int ackChain;
    private final TcpReceiver receiver;
    private final SendWindow window = new SendWindow();
    /** When the receiver's delayed-ACK timer event fires, or -1 when none is set. */
    private long delackEventNs = -1;
    /** When the receiver's window-update event fires, or -1 when none is set. */
    private long windowEventNs = -1;
    /** Payload the latest firing of the delayed-ACK timer acknowledged (0: none waited). */
    private long delackAcked;
    /** What the latest firing of the window-update timer did. */
    private WindowCheck windowCheck = WindowCheck.SUPERSEDED;

    ReceiverEnd(SourceContext ctx, Flow flow, int source, Timers timers, Runnable ackSentHook) {
        this.ctx = ctx;
        this.flow = flow;
        this.timers = timers;
        this.ackSentHook = ackSentHook;
        ackChain = ctx.events().newChain(EventKind.TCP_ACK, source);
        receiver = new TcpReceiver(ctx.receiver(), ctx.kernel(), ctx.mss(), this::ackSent);
    }

    /** One of the sender's skbs reached the receiver whole (its last bit left the wire). */
    void arrived(long nowNs, int payload, long offeredNs) {
        armDelack(receiver.arrived(nowNs, payload, offeredNs));
        armWindowUpdate(nowNs);
    }

    /**
     * Behind a bottleneck port one segment reached the receiver on its own.
     *
     * @param ackNow ACK at once: out-of-order data or a hole filled
     */
    void segmentArrived(long nowNs, int payload, boolean endsSkb, long offeredNs, boolean ackNow) {
        armDelack(receiver.segmentArrived(nowNs, payload, endsSkb, offeredNs, ackNow));
        armWindowUpdate(nowNs);
    }

    /** The delayed-ACK timer fired ({@link Source#TIMER_DELACK}). */
    void delackTimer(long nowNs) {
        delackEventNs = -1;
        long waiting = receiver.unacked();
        armDelack(receiver.timerFired(nowNs));
        delackAcked = waiting - receiver.unacked();
        armWindowUpdate(nowNs);
    }

    /** The window update fell due ({@link Source#TIMER_WINDOW}). */
    void windowTimer(long nowNs) {
        if (nowNs != windowEventNs) {
            windowCheck = WindowCheck.SUPERSEDED; // an earlier event replaced it and did its work
            return;
        }
        windowEventNs = -1;
        windowCheck = receiver.windowUpdate(nowNs) ? WindowCheck.SENT : WindowCheck.NOT_DUE;
        armWindowUpdate(nowNs);
    }

    /** An ACK leaves the receiver: it reaches the sender {@code remote_rtt} later. */
    private void ackSent(long nowNs, long bytes, int skbs, long offeredNs, long advertised) {
        window.sent(advertised);
        ackSentHook.run();
        ctx.events().scheduleInChain(ackChain, nowNs + flow.remoteRttNs(), AckArg.of(bytes, skbs, offeredNs));
    }

    /** One timer event at a time: one that fires before the receiver's timer is due is set again. */
    private void armDelack(long dueNs) {
        if (dueNs >= 0 && delackEventNs < 0) {
            delackEventNs = dueNs;
            timers.set(dueNs, Source.TIMER_DELACK);
        }
    }

    /**
     * The window update, when the receiving application will have read enough for one: now, if
     * it has already (the time the window reached the mark may be past).
     */
    private void armWindowUpdate(long nowNs) {
        long reachedNs = receiver.windowUpdateNs();
        long dueNs = reachedNs < 0 ? -1 : Math.max(reachedNs, nowNs);
        if (dueNs >= 0 && (windowEventNs < 0 || dueNs < windowEventNs)) {
            windowEventNs = dueNs;
            timers.set(dueNs, Source.TIMER_WINDOW);
        }
    }

    /** The receiver's window as the sender holds it. */
    SendWindow window() {
        return window;
    }

    /** Payload the latest firing of the delayed-ACK timer acknowledged, 0 when nothing waited. */
    long delackAcked() {
        return delackAcked;
    }

    /** What the latest firing of the window-update timer did. */
    WindowCheck windowCheck() {
        return windowCheck;
    }

    /** Payload the receiver holds and has not acknowledged yet. */
    long unacked() {
        return receiver.unacked();
    }

    /** The window the receiver's latest ACK advertised. */
    long lastWindow() {
        return receiver.lastWindow();
    }
}
