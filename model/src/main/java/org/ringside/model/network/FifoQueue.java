package org.ringside.model.network;

/** What the disciplines over one {@link FifoBuffer} share: droptail, CoDel and RED. */
abstract class FifoQueue implements PortQueue {
    final FifoBuffer buffer;
    final PortSignals signals;

    FifoQueue(long bufferBytes, long bufferPackets, PortSignals signals) {
        this.buffer = new FifoBuffer(bufferBytes, bufferPackets);
        this.signals = signals;
    }

    @Override
    public final void adopt(PortFrame f) {
        buffer.add(f);
    }

    @Override
    public final void limits(long bufferBytes, long bufferPackets) {
        buffer.limits(bufferBytes, bufferPackets);
    }

    @Override
    public final long bytes() {
        return buffer.bytes();
    }

    @Override
    public final int frames() {
        return buffer.frames();
    }

    @Override
    public final PortFrame frame(int i) {
        return buffer.frame(i);
    }
}
