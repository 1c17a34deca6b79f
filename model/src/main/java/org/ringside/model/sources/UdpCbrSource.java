package org.ringside.model.sources;

import org.ringside.model.scenario.Flow;
import org.ringside.model.scenario.Headers;

/**
 * Constant bit rate UDP (VoIP-like): a payload of {@code size} bytes every {@code interval}; the
 * packet is {@code size + 42} bytes with UDP, IP and Ethernet headers. Drops are not repaired.
 */
public final class UdpCbrSource extends Source {
    /** UDP (8), IP (20) and Ethernet (14) headers. */
    public static final int HEADERS = Headers.ETHERNET_UDP_IP;

    private long sent;

    public UdpCbrSource(SourceContext ctx, Flow flow, int index, int group, long startNs) {
        super(ctx, flow, index, group, startNs);
    }

    @Override
    public void onTimer(long nowNs, long what) {
        int packet = ctx.packets().allocate(index(), flow.size() + HEADERS, HEADERS, 0);
        sent++;
        ctx.send(packet, band(), nowNs);
        timer(nowNs + flow.intervalNs(), TIMER_NEXT);
    }

    @Override
    public String describe() {
        return sent + " datagrams sent, one every " + flow.intervalNs() + " ns";
    }
}
