package org.ringside.model.network;

/** {@code aqm: droptail}: a switch port's plain buffer; a frame that finds it full is dropped. */
final class DropTailQueue extends FifoQueue {
    DropTailQueue(long bufferBytes, long bufferPackets, PortSignals signals) {
        super(bufferBytes, bufferPackets, signals);
    }

    @Override
    public void enqueue(PortFrame f, long nowNs) {
        buffer.offer(f, nowNs, signals);
    }

    @Override
    public boolean dequeue(long nowNs, PortFrame into) {
        return buffer.poll(into);
    }
}
