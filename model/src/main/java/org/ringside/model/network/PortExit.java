package org.ringside.model.network;

/** What becomes of the frames a {@link BottleneckPort} took in, told to the flows they belong to. */
public interface PortExit {
    /**
     * A frame's last bit left the port: the far end has it now.
     *
     * @param frame the frame, whose fields {@link PortFrame} reads
     */
    void frameLeft(long nowNs, PortFrame frame);

    /**
     * The port dropped a frame.
     *
     * @param byAqm its AQM chose it at the head (CoDel); else the buffer was full when it arrived
     */
    void frameDropped(long nowNs, PortFrame frame, boolean byAqm);
}
