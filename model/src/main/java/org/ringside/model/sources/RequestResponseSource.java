package org.ringside.model.sources;

import org.ringside.model.scenario.Flow;
import org.ringside.model.engine.Packets;

/**
 * A request-response flow (netperf TCP_RR-like): sends a request of {@code request} bytes
 * ({@code request + 66} on the wire with timestamps, {@code + 54} without), waits until its last bit has left the wire plus
 * {@code remote_rtt} for the reply (which does not cross our TX path), then sends the next.
 * A dropped request is sent again after 200 ms: a segment the qdisc dropped never counted as sent,
 * so with nothing in flight TCP's probe timer retries it ({@code tcp_check_probe_timer}), no sooner
 * than {@code TCP_RTO_MIN} ({@code tcp_probe0_base}).
 */
public final class RequestResponseSource extends Source {
    private long transactionStartNs = -1;
    private long transactions;
    private boolean waitingForReply;

    public RequestResponseSource(SourceContext ctx, Flow flow, int index, int group, long startNs) {
        super(ctx, flow, index, group, startNs);
    }

    @Override
    public void onTimer(long nowNs, long what) {
        if (what == TIMER_NEXT) {
            // The reply arrived: the transaction is complete.
            waitingForReply = false;
            transactions++;
            ctx.transactionDone(group(), nowNs - transactionStartNs);
            transactionStartNs = -1;
        }
        sendRequest(nowNs);
    }

    private void sendRequest(long nowNs) {
        if (transactionStartNs < 0) {
            transactionStartNs = nowNs;
        }
        Packets packets = ctx.packets();
        int headers = ctx.tcpHeaders();
        int packet = packets.allocate(index(), flow.request() + headers, headers, 0);
        waitingForReply = true;
        if (!ctx.send(packet, band(), nowNs)) {
            timer(nowNs + RETRY_NS, TIMER_RETRY);
        }
    }

    @Override
    public void onSent(long nowNs, int payloadBytes, long offeredNs) {
        timer(nowNs + flow.remoteRttNs(), TIMER_NEXT);
    }

    @Override
    public void onLost(long nowNs, int payloadBytes, long seq) {
        timer(nowNs + RETRY_NS, TIMER_RETRY);
    }

    /** Transactions completed. */
    public long transactions() {
        return transactions;
    }

    @Override
    public String describe() {
        return waitingForReply ? "request out, waiting for the reply" : "idle";
    }
}
