package org.ringside.model.qdisc;

import org.ringside.model.engine.Packets;

/**
 * Software GSO: cuts a super-packet into MSS-sized segments just before the driver, one segment
 * per call, so the qdisc saw one 64 KB packet while the ring sees MTU-sized ones.
 *
 * <p>Each segment repeats the headers. For the byte totals to stay exact, the first segment
 * carries its whole length as its share of the offered bytes and every further one its payload;
 * the packet being split keeps the share of what is not cut yet.
 */
public final class GsoSegmenter {
    private GsoSegmenter() {
    }

    /**
     * Cuts the next segment off {@code parent} (which must be out of the qdisc while this runs).
     *
     * @return the new segment's id; the parent's length and share shrink by what was cut
     */
    public static int cut(Packets packets, int parent) {
        int headers = packets.headerBytes(parent);
        int remaining = packets.payload(parent);
        int piece = Math.min(packets.gsoSize(parent), remaining);
        boolean first = packets.segmentsMade(parent) == 0;
        int segment = packets.allocate(packets.flow(parent), headers + piece, headers, 0);
        int share = first ? headers + piece : piece;
        packets.setAcct(segment, share);
        packets.setParent(segment, parent);
        packets.setSeq(segment, packets.seq(parent));
        packets.setOfferedNs(segment, packets.offeredNs(parent));
        packets.setSegmentsMade(parent, packets.segmentsMade(parent) + 1);
        packets.setSegmentsMade(segment, packets.segmentsMade(parent));
        packets.addSegmentsOut(parent, 1);
        // What is left: fewer payload bytes behind the same headers, and the rest of the share.
        packets.setLen(parent, headers + remaining - piece);
        packets.setAcct(parent, packets.acct(parent) - share);
        packets.setSeq(parent, packets.seq(parent) + piece);
        return segment;
    }

    /** Segments a packet with this payload and piece size becomes: ceil(payload / gsoSize). */
    public static int segmentCount(int payload, int gsoSize) {
        if (gsoSize <= 0 || payload <= 0) {
            return 1;
        }
        return (payload + gsoSize - 1) / gsoSize;
    }
}
