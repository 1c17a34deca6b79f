package org.ringside.model.sim;

import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.qdisc.QdiscWatchdog;

/**
 * One queue's qdisc watchdog as one event: arming it again for another time moves the event, as
 * {@code hrtimer_start} does; arming it for the time it is set to changes nothing.
 */
final class QdiscWatchdogTimer implements QdiscWatchdog {
    private final EventQueue events;
    private final int queueIndex;
    private long handle = EventQueue.NO_HANDLE;
    private long armedNs;

    /** @param queueIndex the transmit queue whose qdisc this timer runs again */
    QdiscWatchdogTimer(EventQueue events, int queueIndex) {
        this.events = events;
        this.queueIndex = queueIndex;
    }

    @Override
    public void schedule(long timeNs) {
        if (handle != EventQueue.NO_HANDLE && events.isPending(handle)) {
            if (armedNs == timeNs) {
                return;
            }
            events.cancel(handle);
        }
        armedNs = timeNs;
        handle = events.schedule(timeNs, EventKind.QDISC_WATCHDOG, queueIndex, 0);
    }

    /** The event fired: the timer is no longer armed. */
    void fired() {
        handle = EventQueue.NO_HANDLE;
    }
}
