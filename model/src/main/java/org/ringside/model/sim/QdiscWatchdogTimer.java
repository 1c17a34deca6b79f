package org.ringside.model.sim;

import org.ringside.model.engine.EventKind;
import org.ringside.model.engine.EventQueue;
import org.ringside.model.qdisc.QdiscWatchdog;

/**
 * The qdisc's watchdog as one event: arming it again for another time moves the event, as
 * {@code hrtimer_start} does; arming it for the time it is set to changes nothing.
 */
final class QdiscWatchdogTimer implements QdiscWatchdog {
    private final EventQueue events;
    private long handle = EventQueue.NO_HANDLE;
    private long armedNs;

    QdiscWatchdogTimer(EventQueue events) {
        this.events = events;
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
        handle = events.schedule(timeNs, EventKind.QDISC_WATCHDOG, 0, 0);
    }

    /** The event fired: the timer is no longer armed. */
    void fired() {
        handle = EventQueue.NO_HANDLE;
    }
}
