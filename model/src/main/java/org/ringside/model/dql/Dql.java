package org.ringside.model.dql;

/**
 * Dynamic Queue Limits, exactly as Linux runs it (lib/dynamic_queue_limits.c, stall detector off).
 *
 * <p>Every byte counter is an unsigned 32-bit value held in the low 32 bits of a {@code long};
 * sums wrap modulo 2^32 and the "is a past b" questions are asked on the wrapped difference, as
 * the kernel does, so the algorithm stays right when the counters wrap. Time comes from the
 * caller in nanoseconds and is turned into 1 ms ticks (jiffies at HZ = 1000).
 *
 * <p>The API is the kernel's: {@link #queued}, {@link #completed}, {@link #avail}, {@link #reset}.
 * {@code queued} never looks at the limit: the caller decides whether to stop the queue.
 */
public final class Dql {
    /** Largest byte count one {@code queued} call may carry: ⌊(2^32−1)/16⌋. */
    public static final long MAX_OBJECT = 0xFFFF_FFFFL / 16;
    /** Default and largest {@code limit_max}: ⌊(2^32−1)/2⌋ − MAX_OBJECT. */
    public static final long MAX_LIMIT = 0xFFFF_FFFFL / 2 - MAX_OBJECT;
    /** "No slack measured yet" (UINT_MAX). */
    public static final long NONE = 0xFFFF_FFFFL;
    /** Default hold time of the slack window, in ms. */
    public static final long DEFAULT_HOLD_TIME_MS = 1000;

    /** The counters are unsigned 32-bit values, as the kernel's are. */
    static final long MASK = 0xFFFF_FFFFL;
    private static final long NS_PER_TICK = 1_000_000L;

    // Written by the enqueue path.
    private long queued;        // Q: total bytes ever queued
    private long edge;          // E: limit + completed as of the last completion
    private long lastObjCount;  // last: byte count of the latest accepted queued() call

    // Written by the completion path.
    private long limit;             // L: current limit
    private long completedTotal;    // C: total bytes ever completed
    private long prevOverLimit;     // over-limit amount carried from the last completion
    private long prevNumQueued;     // Q at the end of the last completion
    private long prevLastObjCount;  // last as it was at the last completion
    private long lowestSlack;       // smallest slack seen in the current hold window
    private long slackStartTick;    // tick the current hold window began

    // Configuration (sysfs): plain values, nothing is recomputed when they are written.
    private long minLimit;
    private long maxLimit = MAX_LIMIT;
    private long holdTimeTicks = DEFAULT_HOLD_TIME_MS;

    private DqlRule lastRule = DqlRule.NONE_YET;

    /** A DQL initialised at time 0 with the kernel's defaults. */
    public Dql() {
        lowestSlack = NONE;
    }

    /** Converts model time to DQL's clock: whole 1 ms ticks. */
    public static long ticks(long timeNs) {
        return Math.floorDiv(timeNs, NS_PER_TICK);
    }

    // --- enqueue path -------------------------------------------------------------------

    /**
     * Records {@code bytes} handed to the device (Q1–Q2). A count above {@link #MAX_OBJECT} is
     * ignored entirely, as the kernel does since 2024.
     *
     * @return false when the call was ignored as oversize
     * @throws IllegalArgumentException when {@code bytes} is negative (a caller's bug: the kernel's
     *     count is unsigned)
     */
    public boolean queued(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("queued " + bytes + " bytes: a byte count cannot be negative");
        }
        if (bytes > MAX_OBJECT) {
            return false;
        }
        lastObjCount = bytes;
        queued = (queued + bytes) & MASK;
        return true;
    }

    /** Bytes that may still be queued before the limit is reached; negative when over it. */
    public long avail() {
        return signed(edge - queued);
    }

    /** Bytes queued but not yet completed: Q ⊖ C. */
    public long inflight() {
        return (queued - completedTotal) & MASK;
    }

    // --- completion path ----------------------------------------------------------------

    /**
     * Records {@code bytes} the device has finished with at time {@code nowNs} and adapts the
     * limit (rules C1–C7).
     *
     * @throws IllegalArgumentException when {@code bytes} exceeds {@link #inflight()}: the kernel
     *     treats that as a driver bug (BUG_ON)
     */
    public void completed(long bytes, long nowNs) {
        completedAtTick(bytes, ticks(nowNs));
    }

    /** {@link #completed} with the time given directly in 1 ms ticks, as event files give it. */
    public void completedAtTick(long bytes, long now) {
        if (bytes < 0) {
            throw new IllegalArgumentException("completed " + bytes + " bytes: a byte count cannot be negative");
        }
        if (bytes > inflight()) {
            throw new IllegalArgumentException(
                    "completed " + bytes + " bytes but only " + inflight() + " are in flight");
        }

        // C1: everything below reads the state as it was before this call.
        long completedAfter = (completedTotal + bytes) & MASK;
        long over = pos(queued - completedTotal, limit);
        long stillBusy = (queued - completedAfter) & MASK;
        long busyBefore = (prevNumQueued - completedTotal) & MASK;
        boolean caughtUp = reached(completedAfter, prevNumQueued);
        long newLimit = limit;
        DqlRule rule;

        if ((over != 0 && stillBusy == 0) || (prevOverLimit != 0 && caughtUp)) {
            // C2, starvation: the queue ran dry (or caught up) while it had been over the limit,
            // so the limit was too small. Grow by what was queued and completed since the last
            // completion, plus the over-limit carried from it.
            newLimit = (limit + pos(completedAfter, prevNumQueued) + prevOverLimit) & MASK;
            slackStartTick = now;
            lowestSlack = NONE;
            rule = DqlRule.STARVATION_GROWTH;
        } else if (stillBusy != 0 && busyBefore != 0 && !caughtUp) {
            // C3, slack: the queue stayed busy through the whole interval, so the limit may be
            // larger than needed. Remember the smallest excess over a hold window, then cut it.
            long slack = pos((limit + prevOverLimit) & MASK, (2 * bytes) & MASK);
            if (prevOverLimit != 0) {
                // The part of the last queued object that was not over the limit.
                slack = Math.max(slack, pos(prevLastObjCount, prevOverLimit));
            }
            if (slack < lowestSlack) {
                lowestSlack = slack;
            }
            // The hold window has run out only when the clock is strictly past start + hold.
            if (holdExpired(now)) {
                newLimit = pos(limit, lowestSlack);
                slackStartTick = now;
                lowestSlack = NONE;
                rule = DqlRule.SLACK_APPLIED;
            } else {
                rule = DqlRule.SLACK_MEASURED;
            }
        } else {
            // C4: neither an empty queue nor a busy interval; the window is left alone.
            rule = DqlRule.NO_CHANGE;
        }

        // C5: bounds in the kernel's order (max first), which matters when min > max.
        if (newLimit >= maxLimit) {
            newLimit = maxLimit;
        } else if (newLimit <= minLimit) {
            newLimit = minLimit;
        }
        if (newLimit != limit && rule != DqlRule.STARVATION_GROWTH && rule != DqlRule.SLACK_APPLIED) {
            rule = DqlRule.CLAMPED;
        }

        // C6: an interval whose limit changed carries no over-limit into the next one.
        if (newLimit != limit) {
            limit = newLimit;
            over = 0;
        }

        // C7: record for the next interval.
        edge = (limit + completedAfter) & MASK;
        prevOverLimit = over;
        prevLastObjCount = lastObjCount;
        completedTotal = completedAfter;
        prevNumQueued = queued;
        lastRule = rule;
    }

    /**
     * True when {@code now > start + hold}, exactly. The kernel asks time_after() on 64-bit
     * jiffies, which agrees whenever the clock never runs backwards; the unsigned difference
     * keeps the answer right even when start + hold would not fit in a long.
     */
    private boolean holdExpired(long now) {
        return now > slackStartTick && Long.compareUnsigned(now - slackStartTick, holdTimeTicks) > 0;
    }

    /**
     * Resets the queue as the kernel's {@code dql_reset} does (device brought up, ring resized):
     * counters to 0, a fresh hold window from {@code nowNs}, and the limit to {@code limit_min}.
     * The edge and the configuration are kept.
     */
    public void reset(long nowNs) {
        resetAtTick(ticks(nowNs));
    }

    /** {@link #reset} with the time given in 1 ms ticks. */
    public void resetAtTick(long now) {
        limit = minLimit;
        queued = 0;
        completedTotal = 0;
        lastObjCount = 0;
        prevNumQueued = 0;
        prevLastObjCount = 0;
        prevOverLimit = 0;
        lowestSlack = NONE;
        slackStartTick = now;
        lastRule = DqlRule.NONE_YET;
    }

    // --- configuration (the sysfs files) ------------------------------------------------

    /** Writes {@code limit_min}; 0 to {@link #MAX_LIMIT}. The limit itself is not recomputed. */
    public void setLimitMin(long bytes) {
        minLimit = checkLimit("limit_min", bytes);
    }

    /** Writes {@code limit_max}; 0 to {@link #MAX_LIMIT}. The limit itself is not recomputed. */
    public void setLimitMax(long bytes) {
        maxLimit = checkLimit("limit_max", bytes);
    }

    /** Writes the {@code limit} file: the current limit, taken as is until the next completion. */
    public void setLimit(long bytes) {
        limit = checkLimit("limit", bytes);
    }

    /** Writes {@code hold_time} in milliseconds (ticks), 0 to 2^32−1. */
    public void setHoldTimeMs(long ms) {
        if (ms < 0 || ms > MASK) {
            throw new IllegalArgumentException("hold_time " + ms + " ms is out of range (allowed: 0 to " + MASK + ")");
        }
        holdTimeTicks = ms;
    }

    private static long checkLimit(String name, long bytes) {
        if (bytes < 0 || bytes > MAX_LIMIT) {
            throw new IllegalArgumentException(name + " " + bytes + " is out of range (allowed: 0 to " + MAX_LIMIT + ")");
        }
        return bytes;
    }

    // --- reading ------------------------------------------------------------------------

    /** The current limit L. */
    public long limit() {
        return limit;
    }

    /** The configured {@code limit_min} (lo). */
    public long limitMin() {
        return minLimit;
    }

    /** The configured {@code limit_max} (hi). */
    public long limitMax() {
        return maxLimit;
    }

    /** The configured hold time of the slack window, in ms (ticks). */
    public long holdTimeMs() {
        return holdTimeTicks;
    }

    /** Which rule the most recent completion took. */
    public DqlRule lastRule() {
        return lastRule;
    }

    /** An immutable copy of every state variable. */
    public DqlSnapshot snapshot() {
        return new DqlSnapshot(queued, completedTotal, limit, edge, lastObjCount, prevNumQueued,
                prevOverLimit, prevLastObjCount, lowestSlack, slackStartTick, minLimit, maxLimit,
                holdTimeTicks, inflight(), avail(), lastRule);
    }

    // --- wrap-aware helpers (section 1 of the spec) --------------------------------------

    /** The 32-bit pattern {@code x} read as two's complement. */
    static long signed(long x) {
        return (int) x;
    }

    /** a ⊖ b when that is positive as a signed 32-bit value, else 0. */
    static long pos(long a, long b) {
        long d = (a - b) & MASK;
        return signed(d) > 0 ? d : 0;
    }

    /** True when a is at or past b, judged on the wrapped difference. */
    static boolean reached(long a, long b) {
        return signed(a - b) >= 0;
    }
}
