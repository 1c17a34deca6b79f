package org.ringside.model.qdisc;

/**
 * One CoDel state machine ({@code struct codel_vars}); fq_codel keeps one per flow queue. Times
 * are in ns (the kernel counts {@code codel_time_t} in 1024 ns units), 0 meaning "not set" as in
 * the kernel.
 */
public final class CodelVars {
    /** Drops since entering the dropping state; the control law spaces drops by interval/sqrt(count). */
    int count;
    /** count when the last dropping state began, for the carry-over rule. */
    int lastcount;
    boolean dropping;
    /** 1/sqrt(count) in Q0.16, kept by {@link Codel#newtonStep}. */
    int recInvSqrt;
    /** When the sojourn time will have been above target for an interval, or 0. */
    long firstAboveTime;
    /** When the next drop is due while dropping. */
    long dropNext;
    /** The sojourn time of the packet last looked at. */
    long ldelay;

    /** Forgets everything, as {@code codel_vars_init} does. */
    public void init() {
        count = 0;
        lastcount = 0;
        dropping = false;
        recInvSqrt = 0;
        firstAboveTime = 0;
        dropNext = 0;
        ldelay = 0;
    }

    public int count() {
        return count;
    }

    public boolean dropping() {
        return dropping;
    }

    public long ldelay() {
        return ldelay;
    }
}
