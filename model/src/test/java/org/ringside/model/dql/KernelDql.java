package org.ringside.model.dql;

/**
 * The kernel's lib/dynamic_queue_limits.c (stall detector off) and include/linux/dynamic_queue_limits.h,
 * transliterated line by line with Java {@code int}s standing in for C's {@code unsigned int}: their
 * sums wrap the same way, and the casts to {@code int} in POSDIFF and AFTER_EQ become no-ops.
 * An independent second implementation for {@link Dql} to be checked against.
 */
final class KernelDql {
    static final int DQL_MAX_OBJECT = (int) (0xFFFF_FFFFL / 16);
    static final int DQL_MAX_LIMIT = (int) (0xFFFF_FFFFL / 2) - DQL_MAX_OBJECT;
    static final int UINT_MAX = -1;

    int numQueued;
    int adjLimit;
    int lastObjCnt;
    int limit;
    int numCompleted;
    int prevOvlimit;
    int prevNumQueued;
    int prevLastObjCnt;
    int lowestSlack = UINT_MAX;
    long slackStartTime;
    int maxLimit = DQL_MAX_LIMIT;
    int minLimit;
    int slackHoldTime = 1000;

    private static int posdiff(int a, int b) {
        return a - b > 0 ? a - b : 0;
    }

    private static boolean afterEq(int a, int b) {
        return a - b >= 0;
    }

    private static int umax(int a, int b) {
        return Integer.compareUnsigned(a, b) >= 0 ? a : b;
    }

    void queued(int count) {
        if (Integer.compareUnsigned(count, DQL_MAX_OBJECT) > 0) {
            return;     // WARN_ON_ONCE, then ignored
        }
        lastObjCnt = count;
        numQueued += count;
    }

    int avail() {
        return adjLimit - numQueued;
    }

    void completed(int count, long jiffies) {
        int numQueuedNow = numQueued;
        if (Integer.compareUnsigned(count, numQueuedNow - numCompleted) > 0) {
            throw new IllegalStateException("BUG_ON");
        }
        int completed = numCompleted + count;
        int lim = limit;
        int ovlimit = posdiff(numQueuedNow - numCompleted, lim);
        int inprogress = numQueuedNow - completed;
        int prevInprogress = prevNumQueued - numCompleted;
        boolean allPrevCompleted = afterEq(completed, prevNumQueued);

        if ((ovlimit != 0 && inprogress == 0) || (prevOvlimit != 0 && allPrevCompleted)) {
            lim += posdiff(completed, prevNumQueued) + prevOvlimit;
            slackStartTime = jiffies;
            lowestSlack = UINT_MAX;
        } else if (inprogress != 0 && prevInprogress != 0 && !allPrevCompleted) {
            int slack = posdiff(lim + prevOvlimit, 2 * (completed - numCompleted));
            int slackLastObjs = prevOvlimit != 0 ? posdiff(prevLastObjCnt, prevOvlimit) : 0;
            slack = umax(slack, slackLastObjs);
            if (Integer.compareUnsigned(slack, lowestSlack) < 0) {
                lowestSlack = slack;
            }
            // time_after(jiffies, start + hold) on 64-bit jiffies
            if (slackStartTime + Integer.toUnsignedLong(slackHoldTime) - jiffies < 0) {
                lim = posdiff(lim, lowestSlack);
                slackStartTime = jiffies;
                lowestSlack = UINT_MAX;
            }
        }

        // clamp() of current kernels: val >= hi ? hi : (val <= lo ? lo : val), unsigned
        if (Integer.compareUnsigned(lim, maxLimit) >= 0) {
            lim = maxLimit;
        } else if (Integer.compareUnsigned(lim, minLimit) <= 0) {
            lim = minLimit;
        }

        if (lim != limit) {
            limit = lim;
            ovlimit = 0;
        }

        adjLimit = lim + completed;
        prevOvlimit = ovlimit;
        prevLastObjCnt = lastObjCnt;
        numCompleted = completed;
        prevNumQueued = numQueuedNow;
    }
}
