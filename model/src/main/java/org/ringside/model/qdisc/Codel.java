package org.ringside.model.qdisc;

/**
 * CoDel at the head of a queue, as {@code codel_dequeue} in include/net/codel_impl.h: a packet
 * whose sojourn time has stayed above {@code target} for a whole {@code interval} is dropped, then
 * the next ones at interval/sqrt(count) ({@code codel_control_law}) until the sojourn time falls
 * below target or the backlog to one MTU. With {@code ecn} a packet whose flow is ECN-capable is
 * marked Congestion Experienced instead of dropped ({@code INET_ECN_set_ce}); fq_codel's flows are
 * not (the model's qdisc has no ECN), a bottleneck port's may be.
 *
 * <p>The square root is the kernel's fixed-point Newton step ({@code codel_Newton_step}), bit for
 * bit, so drop times match Linux's up to the kernel's 1024 ns time unit.
 */
public final class Codel {
    /** {@code REC_INV_SQRT_BITS}: rec_inv_sqrt is a u16. */
    private static final int REC_INV_SQRT_BITS = 16;
    /** {@code REC_INV_SQRT_SHIFT}. */
    private static final int REC_INV_SQRT_SHIFT = 32 - REC_INV_SQRT_BITS;
    private static final long U32 = 0xFFFF_FFFFL;

    /** The queue CoDel takes packets from and drops them to ({@code dequeue_func}, {@code drop_func}). */
    public interface Queue {
        /** Takes the head packet of flow queue {@code flow} (the backlog shrinks), or NONE. */
        int dequeueHead(int flow);

        /** When the packet was queued ({@code codel_get_enqueue_time}). */
        long enqueueTime(int packet);

        /** The whole qdisc's backlog in bytes ({@code sch->qstats.backlog}). */
        long backlogBytes();

        /** Drops a packet CoDel took ({@code drop_func}). */
        void codelDrop(int packet);

        /**
         * Marks a packet CoDel took Congestion Experienced ({@code INET_ECN_set_ce}).
         *
         * @return false when its flow is not ECN-capable: CoDel drops it instead
         */
        default boolean markCe(int packet) {
            return false;
        }
    }

    private final long targetNs;
    private final long intervalNs;
    private final long mtu;
    /** {@code params->ecn}: mark ECN-capable packets instead of dropping them. */
    private final boolean ecn;

    /**
     * @param mtu {@code psched_mtu}: the device MTU plus the link header; CoDel never drops while
     *     the backlog is at most one such packet
     */
    public Codel(long targetNs, long intervalNs, long mtu) {
        this(targetNs, intervalNs, mtu, false);
    }

    /** @param ecn mark ECN-capable packets Congestion Experienced rather than drop them */
    public Codel(long targetNs, long intervalNs, long mtu, boolean ecn) {
        this.targetNs = targetNs;
        this.intervalNs = intervalNs;
        this.mtu = mtu;
        this.ecn = ecn;
    }

    /** {@code codel_dequeue}: the packet to send from flow queue {@code flow}, or NONE. */
    public int dequeue(Queue q, int flow, CodelVars vars, long now) {
        int packet = q.dequeueHead(flow);
        if (packet < 0) {
            vars.dropping = false;
            return packet;
        }
        boolean drop = shouldDrop(q, packet, vars, now);
        if (vars.dropping) {
            if (!drop) {
                vars.dropping = false; // sojourn time below target: leave the dropping state
            } else if (now >= vars.dropNext) {
                while (vars.dropping && now >= vars.dropNext) {
                    vars.count++;
                    newtonStep(vars);
                    if (ecn && q.markCe(packet)) {
                        vars.dropNext = controlLaw(vars.dropNext, intervalNs, vars.recInvSqrt);
                        return packet;
                    }
                    q.codelDrop(packet);
                    packet = q.dequeueHead(flow);
                    if (!shouldDrop(q, packet, vars, now)) {
                        vars.dropping = false;
                    } else {
                        vars.dropNext = controlLaw(vars.dropNext, intervalNs, vars.recInvSqrt);
                    }
                }
            }
        } else if (drop) {
            if (!(ecn && q.markCe(packet))) {
                q.codelDrop(packet);
                packet = q.dequeueHead(flow);
                shouldDrop(q, packet, vars, now);
            }
            vars.dropping = true;
            // If we were dropping not long ago, start near the old rate rather than from 1.
            int delta = vars.count - vars.lastcount;
            if (delta > 1 && now - vars.dropNext < 16 * intervalNs) {
                vars.count = delta;
                newtonStep(vars);
            } else {
                vars.count = 1;
                vars.recInvSqrt = (int) (U32 >>> REC_INV_SQRT_SHIFT);
            }
            vars.lastcount = vars.count;
            vars.dropNext = controlLaw(now, intervalNs, vars.recInvSqrt);
        }
        return packet;
    }

    /** {@code codel_should_drop}: has this packet's sojourn time been above target for an interval? */
    private boolean shouldDrop(Queue q, int packet, CodelVars vars, long now) {
        if (packet < 0) {
            vars.firstAboveTime = 0;
            return false;
        }
        vars.ldelay = now - q.enqueueTime(packet);
        if (vars.ldelay < targetNs || q.backlogBytes() <= mtu) {
            vars.firstAboveTime = 0; // went below: it must stay above for a whole interval again
            return false;
        }
        if (vars.firstAboveTime == 0) {
            vars.firstAboveTime = now + intervalNs;
            return false;
        }
        return now > vars.firstAboveTime;
    }

    /** {@code codel_Newton_step}: one Newton iteration of rec_inv_sqrt toward 1/sqrt(count). */
    static void newtonStep(CodelVars vars) {
        long invsqrt = ((long) vars.recInvSqrt << REC_INV_SQRT_SHIFT) & U32;
        long invsqrt2 = (invsqrt * invsqrt) >>> 32;
        long val = (3L << 32) - ((vars.count & U32) * invsqrt2);
        val >>>= 2; // avoid overflow in the next multiply
        val = (val * invsqrt) >>> (32 - 2 + 1);
        vars.recInvSqrt = (int) ((val >>> REC_INV_SQRT_SHIFT) & 0xFFFF);
    }

    /** {@code codel_control_law}: t + interval / sqrt(count), with {@code reciprocal_scale}. */
    static long controlLaw(long t, long interval, int recInvSqrt) {
        long scale = ((long) recInvSqrt << REC_INV_SQRT_SHIFT) & U32;
        return t + ((interval * scale) >>> 32);
    }

    public long targetNs() {
        return targetNs;
    }

    public long intervalNs() {
        return intervalNs;
    }
}
