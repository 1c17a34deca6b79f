package org.ringside.model.sources;

import org.ringside.model.scenario.Units;

/**
 * What a bulk TCP flow's application has copied into its socket and TCP has not yet sent:
 * {@code tcp_sendmsg_locked} (net/ipv4/tcp.c, Linux 4.14; {@code tcp_sendmsg} before) copies the
 * user's bytes into the write queue with {@code skb_copy_to_page_nocache} (include/net/sock.h),
 * advancing {@code write_seq}, while the send buffer has room ({@code sk_stream_memory_free});
 * the send buffer starts small and grows with the window ({@code tcp_sndbuf_expand},
 * net/ipv4/tcp_input.c: twice {@code max(snd_cwnd, TCP_INIT_CWND)} segments, never shrinking,
 * at most {@code tcp_wmem[2]}), which the model counts in payload bytes, not in the skbs'
 * {@code truesize};
 * {@code tcp_write_xmit} sends from it the skbs {@code sendmsg} has finished. The copy costs
 * {@code cpu.per_byte} a byte on the flow's CPU, so a CPU that cannot copy fast enough holds the
 * flow back. A flow that sends with {@code MSG_ZEROCOPY} pins its pages instead
 * ({@code cpu.zerocopy_per_page} a page) and pays one completion notification a send call
 * ({@code cpu.zerocopy_notify}); when what its {@code sendmsg} does costs nothing, TCP may
 * send as far as the window and the send buffer allow.
 *
 * <p>Whole skbs: {@code sendmsg} fills an skb up to {@code size_goal} ({@code tcp_xmit_size_goal})
 * and pushes it then; ACKs that come meanwhile wait in the socket's backlog
 * ({@code sk_add_backlog}) until {@code release_sock}, so what they let TCP send is the skbs
 * already built. When {@code sendmsg} must wait for room ({@code sk_stream_wait_memory}) it
 * pushes the partial skb first ({@code tcp_push}). The model processes the ACK at once but lets
 * it send only what was pushed.
 */
final class WriteQueue {
    /**
     * The most one copy job takes: one page. Linux's copy is interrupted whenever an interrupt
     * comes; the model's jobs are not, so it cuts the copy into pages and a clean-up waits for
     * one page at most (410 ns at 100 ps a byte).
     */
    static final int PAGE_BYTES = 4096;
    /**
     * The application's send call with MSG_ZEROCOPY, one completion notification each: 64 KB
     * ({@code netperf -t TCP_STREAM -- -m 64K}), a model constant.
     */
    static final int SEND_CALL_BYTES = 65536;

    /** {@code write_seq}: the end of the bytes copied so far, counted as the source's sndNxt is. */
    private long writeSeq;
    /** The end of the skbs {@code sendmsg} finished or pushed: what TCP may send. */
    private long pushedSeq;
    /** Bytes of the current MSG_ZEROCOPY send call pinned so far. */
    private int callBytes;
    /** A copy is asked of the CPU or under way. */
    private boolean asked;
    /** The send buffer as autotuning has grown it, in payload bytes. */
    private long sndbuf;

    /** Whether the flow's {@code sendmsg} takes CPU time at all: its copy, or its pinning. */
    static boolean copies(SourceContext ctx, boolean zerocopy) {
        return zerocopy ? ctx.zerocopyPageNs() > 0 || ctx.zerocopyCompletionNs() > 0 : ctx.perBytePs() > 0;
    }

    /** Bytes in finished skbs not yet sent, that TCP may send now; unbounded when nothing is copied. */
    long unsent(boolean copies, long sndNxt) {
        return copies ? Math.max(0, pushedSeq - sndNxt) : Long.MAX_VALUE;
    }

    /**
     * CPU time in ps of the job of {@code bytes} starting now: the copy, or with MSG_ZEROCOPY one
     * page pinned and, when it ends a send call, that call's notification.
     */
    long costPs(SourceContext ctx, boolean zerocopy, int bytes) {
        if (!zerocopy) {
            return bytes * ctx.perBytePs();
        }
        long ns = ctx.zerocopyPageNs();
        if (callBytes + bytes >= SEND_CALL_BYTES) {
            ns += ctx.zerocopyCompletionNs();
        }
        return ns * Units.PS_PER_NS;
    }

    /**
     * Asks the CPU for a copy when the send buffer has room ({@code sk_stream_memory_free}) and none
     * is asked yet. Bytes sent while nothing was copied count as copied.
     */
    void want(SourceContext ctx, int source, boolean copies, long sndUna, long sndNxt, long sendBuffer) {
        writeSeq = Math.max(writeSeq, sndNxt);
        pushedSeq = Math.max(pushedSeq, sndNxt);
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

    /**
     * The copy of {@code bytes} is done: they wait in the write queue, and the skb they fill goes
     * to TCP once it holds {@code sizeGoal} bytes.
     */
    void copied(int bytes, int sizeGoal) {
        writeSeq += bytes;
        asked = false;
        callBytes += bytes;
        if (callBytes >= SEND_CALL_BYTES) {
            callBytes = 0;
        }
        if (writeSeq - pushedSeq >= sizeGoal) {
            pushedSeq = writeSeq;
        }
    }

    /** {@code sendmsg} waits for room: it pushes the skb it was filling ({@code tcp_push}). */
    void push() {
        pushedSeq = writeSeq;
    }

    /** {@code write_seq}. */
    long writeSeq() {
        return writeSeq;
    }
}
