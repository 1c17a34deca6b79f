package org.ringside.model.driver;

import org.ringside.model.dql.Dql;
import org.ringside.model.dql.DqlRule;
import org.ringside.model.dql.DqlSnapshot;
import org.ringside.model.scenario.Bql;
import org.ringside.model.scenario.BqlMode;

/**
 * Byte queue limits on the TX queue, as the Linux stack drives DQL: {@code queued} per packet
 * handed to the ring, the stack's XOFF mark when {@code avail} goes negative, {@code completed}
 * once per clean-up round (a 0-byte round never reaches DQL), and the mark cleared when
 * {@code avail} is back at 0 or above.
 *
 * <p>Mode {@code fixed} is {@code limit_min = limit_max = limit}; like the sysfs files, that
 * bounds the limit from the first completion on. Mode {@code unlimited} is BQL switched off the
 * way people are told to, {@code echo max > limit_min}: DQL runs as in auto, but from the next
 * completion on its limit is pinned at {@code limit_max}, so the queue is not stopped again and a
 * bulk dequeue may take {@code dql_avail}, about 1.8 GB. Mode {@code off} is a driver without BQL,
 * one that never calls {@code netdev_tx_sent_queue} or {@code netdev_tx_completed_queue}: the queue
 * is never stopped and {@code qdisc_avail_bulklimit} gives 0 (DQL's limit and bytes queued stay 0).
 * Both show a limit of 0: neither holds the queue to one. Switching on from either writes
 * {@code limit_min} back, and the limit starts from where Linux leaves it, at {@code limit_max},
 * coming down only by slack reduction after a busy {@code hold_time}.
 */
public final class ByteQueueLimits {
    private final Dql dql = new Dql();
    private BqlMode mode = BqlMode.AUTO;
    private boolean stackXoff;

    public ByteQueueLimits(Bql settings) {
        configure(settings);
    }

    /**
     * Applies settings the way writing {@code limit_min}, {@code limit_max} and {@code hold_time}
     * does: the limit itself moves only at the next completion, which clamps it to the new
     * bounds ({@code dql_completed}). Unlimited is {@code limit_min = max} ({@code DQL_MAX_LIMIT});
     * so is off underneath, so that switching on behaves the same from both.
     */
    public void configure(Bql settings) {
        mode = settings.mode();
        long lo = switch (mode) {
            case FIXED -> settings.limit();
            case OFF, UNLIMITED -> Dql.MAX_LIMIT;
            case AUTO -> settings.limitMin();
        };
        long hi = mode == BqlMode.FIXED ? settings.limit() : settings.limitMax();
        dql.setLimitMin(lo);
        dql.setLimitMax(hi);
        dql.setHoldTimeMs(settings.holdTimeMs());
        if (mode == BqlMode.OFF) {
            stackXoff = false;
        }
    }

    public BqlMode mode() {
        return mode;
    }

    /**
     * A packet of {@code bytes} went to the ring ({@code netdev_tx_sent_queue}).
     *
     * @return true when this stopped the queue (stack XOFF)
     */
    public boolean queued(long bytes) {
        dql.queued(bytes);
        if (mode != BqlMode.OFF && !stackXoff && dql.avail() < 0) {
            stackXoff = true;
            return true;
        }
        return false;
    }

    /**
     * A clean-up round freed {@code bytes} ({@code netdev_tx_completed_queue}).
     *
     * @return true when this cleared the stack XOFF mark (the caller reschedules the qdisc)
     */
    public boolean completed(long bytes, long nowNs) {
        if (bytes == 0) {
            return false; // the kernel's wrapper drops empty reports before DQL
        }
        dql.completed(bytes, nowNs);
        if (stackXoff && dql.avail() >= 0) {
            stackXoff = false;
            return true;
        }
        return false;
    }

    /** The queue was reset (ring resized, MTU changed): {@code dql_reset} and XOFF cleared. */
    public void reset(long nowNs) {
        dql.reset(nowNs);
        stackXoff = false;
    }

    /** True while BQL holds the queue stopped. */
    public boolean stackXoff() {
        return stackXoff;
    }

    /** The limit BQL holds the queue to: DQL's limit, or 0 when it holds it to none (off, unlimited). */
    public long limit() {
        return mode.limits() ? dql.limit() : 0;
    }

    /** Bytes that may still be queued before BQL stops the queue (0 when it never does). */
    public long avail() {
        return mode.limits() ? dql.avail() : 0;
    }

    /**
     * {@code qdisc_avail_bulklimit}: the bytes a bulk dequeue may take, {@code dql_avail}, or 0
     * for a driver without BQL (include/net/sch_generic.h, 3.18: {@code dql_avail} of a DQL the
     * driver never feeds, as without {@code CONFIG_BQL}).
     */
    public long bulkLimit() {
        return mode == BqlMode.OFF ? 0 : dql.avail();
    }

    /** Bytes queued and not completed, as DQL counts them. */
    public long inflight() {
        return dql.inflight();
    }

    public DqlRule lastRule() {
        return dql.lastRule();
    }

    public DqlSnapshot snapshot() {
        return dql.snapshot();
    }
}
