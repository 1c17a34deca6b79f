package org.ringside.model.network;

import org.ringside.model.qdisc.Codel;
import org.ringside.model.qdisc.CodelVars;

/**
 * {@code aqm: codel}: CoDel at the buffer's head as {@code sch_codel} runs it
 * ({@code codel_qdisc_dequeue} over {@code codel_dequeue}, include/net/codel_impl.h, the same
 * {@link Codel} the host's fq_codel uses), the backlog compared with one full frame; a full buffer
 * still drops what arrives.
 */
final class CodelQueue extends FifoQueue {
    private final Codel codel;
    private final CodelVars vars = new CodelVars();
    private final Head head = new Head();
    private long nowNs;

    CodelQueue(long bufferBytes, long bufferPackets, Codel codel, PortSignals signals) {
        super(bufferBytes, bufferPackets, signals);
        this.codel = codel;
    }

    @Override
    public void enqueue(PortFrame f, long nowNs) {
        buffer.offer(f, nowNs, signals);
    }

    @Override
    public boolean dequeue(long nowNs, PortFrame into) {
        this.nowNs = nowNs;
        int slot = codel.dequeue(head, 0, vars, nowNs);
        if (slot < 0) {
            return false;
        }
        into.copyFrom(buffer.slot(slot));
        buffer.release(slot);
        return true;
    }

    /** The buffer as CoDel sees it: one queue, its frames by slot. */
    private final class Head implements Codel.Queue {
        @Override
        public int dequeueHead(int flow) {
            return buffer.takeHead();
        }

        @Override
        public long enqueueTime(int slot) {
            return buffer.slot(slot).enqueuedNs;
        }

        @Override
        public long backlogBytes() {
            return buffer.bytes();
        }

        @Override
        public boolean markCe(int slot) {
            return signals.marked(buffer.slot(slot), nowNs, true);
        }

        @Override
        public void codelDrop(int slot) {
            signals.dropped(buffer.slot(slot), nowNs, true, true);
            buffer.release(slot);
        }
    }
}
