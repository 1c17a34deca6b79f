package org.ringside.model.network;

import org.ringside.model.engine.IntFifo;

/**
 * One first-in first-out buffer with a limit in bytes or in frames, as {@code bfifo} and
 * {@code pfifo} (net/sched/sch_fifo.c) keep theirs: droptail's, CoDel's and RED's child queue.
 */
final class FifoBuffer {
    private final FramePool pool = new FramePool();
    private final IntFifo order = new IntFifo(64);
    private long bytes;
    private long limitBytes;
    private long limitPackets;

    FifoBuffer(long bufferBytes, long bufferPackets) {
        limits(bufferBytes, bufferPackets);
    }

    /** @param bufferPackets a limit in frames, or 0 for one in bytes */
    void limits(long bufferBytes, long bufferPackets) {
        limitBytes = bufferBytes;
        limitPackets = bufferPackets;
    }

    /**
     * Adds the frame, or drops it at the tail when it does not fit: {@code bfifo_enqueue}, backlog
     * + length at most the limit in bytes; {@code pfifo_enqueue}, fewer frames than the limit.
     */
    void offer(PortFrame f, long nowNs, PortSignals signals) {
        if (limitPackets > 0 ? order.size() >= limitPackets : bytes + f.len > limitBytes) {
            signals.dropped(f, nowNs, false, false);
        } else {
            add(f);
        }
    }

    void add(PortFrame f) {
        order.addLast(pool.take(f));
        bytes += f.len;
    }

    /** Takes the head out of the buffer: its slot, to {@link #release} once read, or -1 when empty. */
    int takeHead() {
        if (order.isEmpty()) {
            return -1;
        }
        int slot = order.removeFirst();
        bytes -= pool.get(slot).len;
        return slot;
    }

    /** Takes the head out into {@code into}; false when empty. */
    boolean poll(PortFrame into) {
        int slot = takeHead();
        if (slot < 0) {
            return false;
        }
        into.copyFrom(pool.get(slot));
        pool.release(slot);
        return true;
    }

    PortFrame slot(int slot) {
        return pool.get(slot);
    }

    void release(int slot) {
        pool.release(slot);
    }

    long bytes() {
        return bytes;
    }

    int frames() {
        return order.size();
    }

    /** The {@code i}-th frame, the head first. */
    PortFrame frame(int i) {
        return pool.get(order.get(i));
    }
}
