package org.ringside.model.sources;

import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Tcp;

/** TCP small queues' limit: how many of a socket's bytes may wait below TCP. */
final class SmallQueues {
    private SmallQueues() {
    }

    /**
     * The small-queues limit for a packet of {@code len} bytes ({@code tcp_write_xmit}, later
     * {@code tcp_small_queue_check}): {@code limit_output_bytes}, or with autosizing the pacing
     * term {@code pacing rate >> 10} on its own in 3.12, with {@code limit_output_bytes} as a
     * floor from 3.13 to 3.18, and from 3.19 {@code max(2 packets, pacing term)} capped by it
     * ({@link LinuxHistory#TSQ_FLOOR}, {@link LinuxHistory#TSQ_CAP}). The packet's length stands
     * for its {@code truesize}.
     */
    static long limit(int len, Tcp tcp, long pacingRate, Kernel k) {
        if (!tcp.tsoAutosize()) {
            return tcp.limitOutputBytes();
        }
        long pacing = pacingRate >> BulkTcpSource.PACING_SHIFT;
        if (k.atLeast(LinuxHistory.TSQ_CAP)) {
            return Math.min(Math.max(2L * len, pacing), tcp.limitOutputBytes());
        }
        return k.atLeast(LinuxHistory.TSQ_FLOOR) ? Math.max(tcp.limitOutputBytes(), pacing) : Math.max(len, pacing);
    }

    /**
     * The most skbs a socket may have sent and not acknowledged (its retransmit queue) and still
     * send past the limit: -1 (none exempt) before 4.10; 1 from 4.10 (the skb to send is the
     * first or second of the write queue); 0 from 4.15 ({@code tcp_rtx_queue_empty}); 1 again
     * from 6.6 ({@code tcp_rtx_queue_empty_or_single_skb}). See {@link LinuxHistory#TSQ_EXEMPT_ONE_OUT}.
     */
    static int exemptUpTo(Kernel k) {
        if (k.atLeast(LinuxHistory.TSQ_EXEMPT_SINGLE_SKB)) {
            return 1;
        }
        if (k.atLeast(LinuxHistory.TSQ_EXEMPT_NONE_OUT)) {
            return 0;
        }
        return k.atLeast(LinuxHistory.TSQ_EXEMPT_ONE_OUT) ? 1 : -1;
    }
}
