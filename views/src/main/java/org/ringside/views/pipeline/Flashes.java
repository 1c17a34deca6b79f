package org.ringside.views.pipeline;

import org.ringside.model.sim.QueueDetail;
import org.ringside.model.sim.SimSnapshot;

/**
 * The doorbell's flash at the ring's tail and the TX interrupt's flash at the wire's end. A
 * flash starts when a snapshot shows a newer doorbell (or interrupt) than the one before and
 * fades over {@link #FADE_NS} of wall time, so a teacher stepping slowly sees every one. The
 * first snapshot (a still picture) counts an event as new when it happened within
 * {@link #RECENT_NS} of simulated time.
 */
final class Flashes {
    static final long FADE_NS = 350_000_000L;
    /** A still picture flashes what happened this recently in simulated time. */
    static final long RECENT_NS = 5_000L;
    private static final long NONE = Long.MIN_VALUE;

    private boolean first = true;
    private long doorbellSeen = -1;
    private long interruptSeen = -1;
    private long doorbellStart = NONE;
    private long interruptStart = NONE;

    /** Follows the doorbells of {@code queue} (the queue drawn) and the device's interrupts. */
    void update(SimSnapshot snapshot, QueueDetail queue, long nowNs) {
        long doorbell = queue.ring().lastDoorbellNs();
        long interrupt = snapshot.wire().lastInterruptNs();
        if (first) {
            first = false;
            if (doorbell >= 0 && snapshot.timeNs() - doorbell <= RECENT_NS) {
                doorbellStart = nowNs;
            }
            if (interrupt >= 0 && snapshot.timeNs() - interrupt <= RECENT_NS) {
                interruptStart = nowNs;
            }
        } else {
            if (doorbell != doorbellSeen && doorbell >= 0) {
                doorbellStart = nowNs;
            }
            if (interrupt != interruptSeen && interrupt >= 0) {
                interruptStart = nowNs;
            }
        }
        doorbellSeen = doorbell;
        interruptSeen = interrupt;
    }

    /** How bright the doorbell's flash is at {@code nowNs}: 1 when it rang, 0 when faded. */
    double doorbell(long nowNs) {
        return strength(doorbellStart, nowNs);
    }

    double interrupt(long nowNs) {
        return strength(interruptStart, nowNs);
    }

    /** True while either flash is still fading. */
    boolean active(long nowNs) {
        return doorbell(nowNs) > 0 || interrupt(nowNs) > 0;
    }

    private static double strength(long start, long nowNs) {
        if (start == NONE || nowNs < start) {
            return 0;
        }
        return Math.max(0, 1 - (nowNs - start) / (double) FADE_NS);
    }
}
