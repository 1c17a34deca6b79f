package org.ringside.model.sources;

import org.ringside.model.scenario.Kernel;
import org.ringside.model.scenario.LinuxHistory;
import org.ringside.model.scenario.Receiver;
import org.ringside.model.scenario.Units;

/**
 * The receiving application reading one flow's bytes out of its socket, and the window that
 * leaves. The application reads whatever has arrived, one byte every {@code receiver.per_byte}
 * on its one core ({@code tcp_recvmsg}, {@code skb_copy_datagram_iter}), so the bytes received
 * and not yet read ({@code rcv_nxt - copied_seq}) pile up when it reads slower than they come.
 *
 * <p>The window the receiver advertises ({@code __tcp_select_window}) is the free space of its
 * receive buffer, {@code tcp_rmem[2]} ({@code receiver.rmem_max}), as {@code tcp_win_from_space}
 * counts it: half of it is for payload from 3.4 ({@code tcp_adv_win_scale} 1, b49960a05e32;
 * from 6.6 the measured {@code scaling_ratio}, dfa2f0483360, which starts at half), three
 * quarters before ({@code tcp_adv_win_scale} 2). The model counts the buffer in payload bytes,
 * each skb's {@code truesize} as large again as its payload beyond that share, so the window is
 * that share less the bytes not yet read, rounded down to whole segments (none below one). It
 * takes the buffer at its maximum from the start: autotuning ({@code tcp_rcv_space_adjust})
 * grows it there within a few round trips of a fast flow.
 */
final class ReceiveQueue {
    private final long perBytePs;
    /** {@code tcp_win_from_space(tcp_rmem[2])}: the window with nothing left to read. */
    private final long space;
    private final int mss;
    /** When the application will have read every byte that has arrived, in ps. */
    private long readEndPs;

    ReceiveQueue(Receiver settings, Kernel kernel, int mss) {
        this.perBytePs = settings.perBytePs();
        long rmem = settings.rmemMax();
        this.space = kernel.atLeast(LinuxHistory.ADV_WIN_SCALE_1) ? rmem / 2 : rmem - rmem / 4;
        this.mss = mss;
    }

    /** {@code bytes} arrived in order at {@code nowNs}: the application reads them after what waits. */
    void arrived(long nowNs, long bytes) {
        if (perBytePs > 0) {
            readEndPs = Math.max(readEndPs, nowNs * Units.PS_PER_NS) + bytes * perBytePs;
        }
    }

    /** Bytes received and not yet read at {@code nowNs}. */
    long unread(long nowNs) {
        long leftPs = readEndPs - nowNs * Units.PS_PER_NS;
        return leftPs <= 0 ? 0 : (leftPs + perBytePs - 1) / perBytePs;
    }

    /** The window to advertise at {@code nowNs}: the free share, whole segments, 0 below one. */
    long window(long nowNs) {
        long free = space - unread(nowNs);
        return free < mss ? 0 : free / mss * mss;
    }

    /** The window with nothing left to read ({@code window_clamp}). */
    long space() {
        return space;
    }

    /**
     * When the window will have grown to {@code target} as the application reads
     * ({@code tcp_cleanup_rbuf} sends a window update then), or -1 when it never grows (the
     * application reads at once, so no byte waits) or the target is beyond the buffer.
     */
    long windowReachesNs(long target) {
        if (perBytePs == 0 || target > space) {
            return -1;
        }
        long unreadThen = space - target; // window(t) >= target once unread(t) <= unreadThen
        long atPs = readEndPs - unreadThen * perBytePs;
        return Math.max(0, (atPs + Units.PS_PER_NS - 1) / Units.PS_PER_NS);
    }
}
