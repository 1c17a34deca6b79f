package org.ringside.model.sources;

/**
 * What a bulk TCP flow's application has copied into its socket and TCP has not yet sent:
 * {@code tcp_sendmsg_locked} (net/ipv4/tcp.c, Linux 4.14; {@code tcp_sendmsg} before) copies the
 * user's bytes into the write queue with {@code skb_copy_to_page_nocache} (include/net/sock.h),
 * advancing {@code write_seq}, while the send buffer has room ({@code sk_stream_memory_free});
 * the send buffer starts small and grows with the window ({@code tcp_sndbuf_expand},
 * net/ipv4/tcp_input.c: twice {@code max(snd_cwnd, TCP_INIT_CWND)} segments, never shrinking,
 * at most {@code tcp_wmem[2]}), which the model counts in payload bytes, not in the skbs'
 * {@code truesize};
 * {@code tcp_write_xmit} sends from it up to {@code write_seq}. The copy costs
 * {@code cpu.per_byte} a byte on the flow's CPU, so a CPU that cannot copy fast enough holds the
 * flow back. A flow that sends with {@code MSG_ZEROCOPY}, or a zero {@code cpu.per_byte}, copies
 * nothing: TCP may send as far as the window and the send buffer allow.
 */
final class WriteQueue {
    /**
     * The most one copy job takes: one page. Linux's copy is interrupted whenever an interrupt
     * comes; the model's jobs are not, so it cuts the copy into pages and a clean-up waits for
     * one page at most (410 ns at 100 ps a byte).
     */
    static final int PAGE_BYTES = 4096;

    /** {@code write_seq}: the end of the bytes copied so far, counted as the source's sndNxt is. */
    private long writeSeq;
    /** A copy is asked of the CPU or under way. */
    private boolean asked;
    /** The send buffer as autotuning has grown it, in payload bytes. */
    private long sndbuf;

    /** Whether the flow's bytes are copied at all. */
    static boolean copies(SourceContext ctx, boolean zerocopy) {
        return !zerocopy && ctx.perBytePs() > 0;
    }

    /** Bytes copied and not yet sent, that TCP may send now; unbounded when nothing is copied. */
    long unsent(boolean copies, long sndNxt) {
        return copies ? Math.max(0, writeSeq - sndNxt) : Long.MAX_VALUE;
    }

    /**
     * Asks the CPU for a copy when the send buffer has room ({@code sk_stream_memory_free}) and none
     * is asked yet. Bytes sent while nothing was copied count as copied.
     */
    void want(SourceContext ctx, int source, boolean copies, long sndUna, long sndNxt, long sendBuffer) {
        writeSeq = Math.max(writeSeq, sndNxt);
        if (copies && !asked && writeSeq - sndUna < sendBuffer) {
            asked = true;
            ctx.copyWanted(source);
        }
    }

    /**
     * Bytes the copy starting now takes: the send buffer's room, at most {@link #PAGE_BYTES}; 0,
     * and no longer asked, when nothing is to copy.
     */
    int chunk(boolean copies, long sndUna, long sendBuffer) {
        long room = copies ? sendBuffer - (writeSeq - sndUna) : 0;
        if (room <= 0) {
            asked = false;
            return 0;
        }
        return (int) Math.min(room, PAGE_BYTES);
    }

    /**
     * The send buffer now: {@code tcp_sndbuf_expand} grows it to twice the window, at least twice
     * {@code initialSegments} MSS, never shrinking, at most {@code wmemMax}.
     */
    long sendBuffer(long cwnd, int mss, int initialSegments, long wmemMax) {
        sndbuf = Math.max(sndbuf, 2 * Math.max(cwnd, (long) initialSegments * mss));
        return Math.min(sndbuf, wmemMax);
    }

    /** The copy of {@code bytes} is done: they wait in the write queue for TCP to send them. */
    void copied(int bytes) {
        writeSeq += bytes;
        asked = false;
    }

    /** {@code write_seq}. */
    long writeSeq() {
        return writeSeq;
    }
}
