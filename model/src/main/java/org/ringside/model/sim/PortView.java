package org.ringside.model.sim;

import java.util.List;

/**
 * The bottleneck port beyond the wire at one moment, read-only, for the picture: its settings,
 * the frames in its buffer with their flows, the frame it is sending, and what it has dropped and
 * marked. Present in a {@link SimSnapshot} only with {@code network:} in the scenario.
 *
 * @param rateBps how fast it sends, bit/s
 * @param bufferBytes its buffer in bytes ({@code bfifo}'s limit), 0 when counted in packets
 * @param bufferPackets its buffer in frames ({@code pfifo}'s limit), 0 when counted in bytes
 * @param aqm its AQM as the scenario names it: "droptail", "codel", "fq_codel" or "red"
 * @param ecn its AQM marks ECN-capable frames instead of dropping them
 * @param queuedBytes bytes of the frames waiting (the one being sent is not)
 * @param queuedFrames frames waiting
 * @param frames the frames waiting, the head (next to leave) first; at most {@link #MOST_FRAMES}
 * @param sending the frame being sent, or null when the port is idle
 * @param progress the share of the frame being sent that has left, 0 to 1
 * @param framesSent frames that left the port
 * @param drops frames it dropped, at a full buffer and by its AQM
 * @param marks frames its AQM marked Congestion Experienced
 * @param lastDrop the latest drop, or null before the first
 * @param lastMark the latest mark, or null before the first
 */
public record PortView(long rateBps, long bufferBytes, long bufferPackets, String aqm, boolean ecn, long queuedBytes,
        int queuedFrames, List<Frame> frames, Frame sending, double progress, long framesSent, long drops, long marks,
        Event lastDrop, Event lastMark) {

    /** The most frames a view lists: a deeper buffer's rest are counted, not listed. */
    public static final int MOST_FRAMES = 2048;

    public PortView {
        frames = List.copyOf(frames);
    }

    /** Frames waiting that {@link #frames} leaves out. */
    public int unlistedFrames() {
        return queuedFrames - frames.size();
    }

    /** Whether the buffer counts frames ({@code buffer_packets}) rather than bytes. */
    public boolean inPackets() {
        return bufferPackets > 0;
    }

    /** How full the buffer is, 0 to 1, in its own unit. */
    public double fill() {
        return Math.min(1, inPackets() ? (double) queuedFrames / bufferPackets : (double) queuedBytes / bufferBytes);
    }

    /**
     * One frame at the port.
     *
     * @param source the host's source (socket) that sent it, or -1 for another host's traffic
     * @param entry its flow entry in the scenario (the colour it is drawn in), or -1 for another host's
     * @param flow its flow's name ("cross traffic" for another host's)
     * @param lenBytes its length as the buffer counts it ({@code skb->len})
     * @param ce the port's AQM marked it Congestion Experienced
     */
    public record Frame(int source, int entry, String flow, int lenBytes, boolean ce) {
        /** Whether another host sent it. */
        public boolean cross() {
            return source < 0;
        }
    }

    /**
     * A drop or a mark.
     *
     * @param atNs when
     * @param frame the frame it concerned
     * @param atHead at a queue's head (CoDel as the frame would leave, fq_codel's fattest flow)
     *     rather than the buffer's tail (a full buffer or RED refusing an arriving frame)
     * @param byAqm the AQM chose it (CoDel, RED, a mark) rather than a full buffer (a tail drop,
     *     fq_codel over its limit)
     */
    public record Event(long atNs, Frame frame, boolean atHead, boolean byAqm) {
    }
}
