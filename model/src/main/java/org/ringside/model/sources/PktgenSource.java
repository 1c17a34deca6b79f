package org.ringside.model.sources;

import org.ringside.model.scenario.Flow;

/**
 * The kernel's packet generator: bypasses the qdisc and calls the driver directly as fast as the
 * CPU allows. {@code size} is pktgen's {@code pkt_size} (60 is a minimum Ethernet frame, 64 bytes
 * with the FCS); its payload is {@code size - 42}. Like pktgen, it waits only while the driver has
 * stopped the queue (it does not look at BQL's mark).
 */
public final class PktgenSource extends Source {
    public static final int HEADERS = UdpCbrSource.HEADERS;

    private boolean started;

    public PktgenSource(SourceContext ctx, Flow flow, int index, int group, long startNs) {
        super(ctx, flow, index, group, startNs);
    }

    @Override
    public void onTimer(long nowNs, long what) {
        started = true;
        ctx.pktgenStarted(this);
    }

    public boolean started() {
        return started;
    }

    /** Builds the next packet; the caller hands it to the driver. */
    public int makePacket() {
        return ctx.packets().allocate(index(), flow.size(), HEADERS, 0);
    }

    @Override
    public String describe() {
        return started ? "sending as fast as the CPU allows" : "not started";
    }
}
