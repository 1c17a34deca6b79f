package org.ringside.model.sim;

import org.ringside.model.engine.IntFifo;
import org.ringside.model.scenario.Units;
import org.ringside.model.sources.Sources;

/**
 * The applications on one CPU that wait to copy bytes into their sockets ({@code sendmsg}), in
 * the order they asked: process context, so the CPU serves them after its clean-ups and qdisc
 * runs, one page at a time, each taking its turn as the
 * scheduler would share the CPU between them.
 */
final class SocketCopies {
    private final IntFifo waiting = new IntFifo(8);
    private final Sources sources;
    private int source = -1;
    private int bytes;

    SocketCopies(Sources sources) {
        this.sources = sources;
    }

    void want(int sourceIndex) {
        waiting.addLast(sourceIndex);
    }

    /**
     * Starts the next copy a waiting source still wants.
     *
     * @return its CPU time in ns (the copy, or MSG_ZEROCOPY's pinning), or -1 when none waits
     */
    long start() {
        while (!waiting.isEmpty()) {
            int s = waiting.removeFirst();
            int n = sources.get(s).copyChunk();
            if (n > 0) {
                source = s;
                bytes = n;
                return (sources.get(s).copyCostPs(n) + Units.PS_PER_NS / 2) / Units.PS_PER_NS;
            }
        }
        return -1;
    }

    /** The copy under way is done: its source sends what it can of it. */
    void done(long now, StepNote note, Counters counters) {
        int s = source;
        source = -1;
        if (note.wanted) {
            note.kind = StepKind.SENDMSG_COPY;
            note.source = s;
            note.copiedBytes = bytes;
            note.rememberTotals(counters);
        }
        sources.get(s).onCopied(now, bytes);
    }
}
