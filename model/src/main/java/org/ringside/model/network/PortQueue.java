package org.ringside.model.network;

/**
 * A bottleneck port's queue discipline: how its buffer takes frames in, which it drops or marks,
 * and which it sends next. {@link BottleneckPort} chooses one by the scenario's {@code aqm}.
 */
interface PortQueue {
    /** Takes in a frame that arrived (copying it), or drops it, as the discipline's enqueue does. */
    void enqueue(PortFrame f, long nowNs);

    /**
     * The discipline's dequeue: copies the next frame to send into {@code into} and lets it go.
     *
     * @return false when nothing is left to send
     */
    boolean dequeue(long nowNs, PortFrame into);

    /** Takes a frame in with no decision at all: a frame the port's previous discipline held. */
    void adopt(PortFrame f);

    /** New buffer limits for the same discipline ({@code tc qdisc change}): frames already in stay. */
    void limits(long bufferBytes, long bufferPackets);

    /** Bytes of frames waiting. */
    long bytes();

    /** Frames waiting. */
    int frames();

    /**
     * The {@code i}-th frame waiting, in the order the picture lists them (the head first): a
     * holder to read at once and not keep.
     */
    PortFrame frame(int i);
}
