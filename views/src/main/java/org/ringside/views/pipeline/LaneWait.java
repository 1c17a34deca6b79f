package org.ringside.views.pipeline;

import org.ringside.model.format.Durations;
import org.ringside.model.sim.SimSnapshot.FlowView;

/**
 * The wait a flow's packets feel, for its socket lane: the latest packet's wait from the qdisc
 * (pktgen: the driver) to the wire and the 99th percentile so far, and whether either is over
 * the flow's {@code wait_warn}.
 *
 * @param lastNs the latest packet's wait, or -1 before the first
 * @param p99Ns the 99th percentile of the waits so far
 * @param over the last wait or the p99 is over the flow's threshold
 */
record LaneWait(long lastNs, long p99Ns, boolean over) {
    /** Between the two figures; a line too narrow breaks here and nowhere else. */
    static final String SEPARATOR = " · ";

    static LaneWait of(FlowView flow) {
        return new LaneWait(flow.lastWaitNs(), flow.p99WaitNs(),
                flow.overWarn(flow.lastWaitNs()) || flow.overWarn(flow.p99WaitNs()));
    }

    /** "last 3.12 ms · p99 12.3 ms", or "" before the flow's first packet has left the wire. */
    String text() {
        if (lastNs < 0) {
            return "";
        }
        return "last " + Durations.human(lastNs) + SEPARATOR + "p99 " + Durations.human(p99Ns);
    }
}
