package org.ringside.model.sim;

import org.ringside.model.engine.EventQueue;

/**
 * The one place that decides which events a headless run ({@link Simulation#runUntil}) handles
 * without the event queue, or counts without handling them one by one, and why. Stepping never
 * asks, so there every event is a step of its own and is told in words.
 *
 * <ul>
 *   <li>A frame's end that nothing comes before is handled at once, without a round trip through
 *       the queue: {@link WireCompletion} holds it instead of scheduling it, and it is the last
 *       event its event schedules, so the queue would hand it over next as well ("strictly
 *       before": an event already queued for the same time was scheduled earlier and comes
 *       first).</li>
 *   <li>A packet's frames before its last, up to the next other event and the next sample, are
 *       counted in closed form ({@link WireCompletion#endInnerFrames}): such a frame end frees
 *       nothing, schedules nothing and is read by nobody until then. They count as events all
 *       the same, so the events processed equal the steps.</li>
 *   <li>Nothing else. A packet's last frame completes it: its source counts it, the receiver
 *       decides on an ACK, the interrupt moderation may fire. An ACK costs its CPU time, which
 *       delays the CPU's next job. What such an event schedules takes its place among events of
 *       the same time by the order it was scheduled in, so handling it later than its turn would
 *       change the run; handling it in its turn is what the queue does.</li>
 * </ul>
 * Either way the order of events is exactly the queue's, and every figure the same.
 */
final class ElidedEvents {
    private final EventQueue events;
    private final WireCompletion completion;
    private final Sampler sampler;
    /** Frame ends counted in closed form, not yet added to the events processed. */
    private long counted;

    ElidedEvents(EventQueue events, WireCompletion completion, Sampler sampler) {
        this.events = events;
        this.completion = completion;
        this.sampler = sampler;
    }

    /** A headless run starts: frame ends wait for {@link #nextFrameEnd} from now on. */
    void start() {
        completion.deferFrameEnds(true);
    }

    /** The run stops: a waiting frame end goes to the queue, and frame ends are scheduled as they come. */
    void stop() {
        completion.queuePendingFrameEnd();
        completion.deferFrameEnds(false);
    }

    /**
     * After an event: the time of the frame end it scheduled if that comes next and by
     * {@code limitNs}, for the caller to handle now as the frame end's event (its inner frames
     * before it counted); else -1, the frame end queued.
     */
    long nextFrameEnd(long limitNs) {
        long frame;
        while ((frame = completion.pendingFrameEndNs()) >= 0) {
            long next = events.peekTime();
            if (frame >= next || frame > limitNs) {
                completion.queuePendingFrameEnd();
                return -1;
            }
            int inner = completion.endInnerFrames(Math.min(Math.min(next - 1, limitNs), sampler.nextSampleNs()));
            if (inner == 0) {
                completion.takePendingFrameEnd();
                return frame;
            }
            counted += inner;
        }
        return -1;
    }

    /** Frame ends counted in closed form since the last call: events processed all the same. */
    long takeCounted() {
        long n = counted;
        counted = 0;
        return n;
    }
}
