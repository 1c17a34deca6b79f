package org.ringside.model.dql;

/**
 * Every DQL state variable at one moment, for inspectors and lessons. Byte counters are unsigned
 * 32-bit values; {@code avail} is signed.
 *
 * @param queued Q, total bytes ever queued (wraps)
 * @param completed C, total bytes ever completed (wraps)
 * @param limit L, the current limit
 * @param edge E = L ⊕ C as of the last completion
 * @param lastObjCount byte count of the latest accepted queued call
 * @param prevNumQueued Q at the end of the last completion
 * @param prevOverLimit over-limit amount carried from the last completion
 * @param prevLastObjCount last as it was at the last completion
 * @param lowestSlack smallest slack in the current hold window, {@link Dql#NONE} if none yet
 * @param slackStartTick ms tick at which the current hold window began
 * @param limitMin lo
 * @param limitMax hi
 * @param holdTimeMs hold time in ms
 * @param inflight Q ⊖ C
 * @param avail signed(E ⊖ Q)
 * @param lastRule which rule the last completion took
 */
public record DqlSnapshot(long queued, long completed, long limit, long edge, long lastObjCount,
        long prevNumQueued, long prevOverLimit, long prevLastObjCount, long lowestSlack,
        long slackStartTick, long limitMin, long limitMax, long holdTimeMs, long inflight,
        long avail, DqlRule lastRule) {

    /**
     * Whether E is not L ⊕ C: from a reset until the first completion. {@code dql_reset} sets the
     * limit and the counters afresh but leaves {@code adj_limit} as the old run left it, so
     * {@code avail} is the old run's figure then, not room under the new limit.
     */
    public boolean edgeStale() {
        return edge != ((limit + completed) & Dql.MASK);
    }
}
