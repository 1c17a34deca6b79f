package org.ringside.model.scenario;

import java.util.List;

/** The rules that tie the bottleneck port's knobs together and to the host's MTU. */
final class NetworkRules {
    private static final String KEY = "network.bottleneck.";

    private NetworkRules() {
    }

    static void bottleneck(List<Problem> out, Scenario s) {
        Bottleneck b = s.network().bottleneck();
        boolean bytes = b.bufferBytes() > 0;
        boolean packets = b.bufferPackets() > 0;
        if (!b.present()) {
            if (bytes || packets || b.aqm() != Aqm.DROPTAIL || b.ecn()) {
                String key = bytes ? "buffer" : packets ? "buffer_packets" : b.aqm() != Aqm.DROPTAIL ? "aqm" : "ecn";
                out.add(new Problem(KEY + key, "is set but the port has no rate",
                        "a network.bottleneck.rate above 0bit, or no bottleneck keys"));
            }
            return;
        }
        if (b.ecn() && b.aqm() == Aqm.DROPTAIL) {
            out.add(new Problem(KEY + "ecn", "needs an AQM to mark: a full buffer can only drop", "aqm: codel"));
        }
        if (bytes && packets) {
            out.add(new Problem(KEY + "buffer_packets", "is given with buffer; a buffer counts bytes or packets",
                    "one of buffer and buffer_packets"));
        } else if (!bytes && !packets) {
            out.add(new Problem(KEY + "buffer", "is missing: the port needs a buffer",
                    "a byte count in buffer, or a packet count in buffer_packets"));
        } else if (bytes && b.bufferBytes() < largestFrame(s)) {
            out.add(new Problem(KEY + "buffer", b.bufferBytes() + " bytes cannot hold one full frame",
                    "at least " + largestFrame(s) + " (the MTU plus the Ethernet header)"));
        }
    }

    /** The largest frame the host sends, as the buffer counts it ({@code skb->len}). */
    private static long largestFrame(Scenario s) {
        return s.nic().mtu() + Headers.ETHERNET;
    }
}
