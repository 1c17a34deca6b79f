package org.ringside.model.network;

import java.util.SplittableRandom;

/**
 * {@code aqm: red}: RED as net/sched/sch_red.c runs it over its {@code bfifo} child whose limit
 * is the port's buffer in bytes. On each arrival ({@code red_enqueue}) the average queue is
 * computed from the child's backlog ({@code red_calc_qavg}, include/net/red.h, in the kernel's
 * integer arithmetic: the average scaled by 2^Wlog, the idle decay from tc's table); below min
 * nothing happens, between min and max {@code red_action} drops (or, with {@code ecn}, marks an
 * ECN-capable frame) with a probability that grows with the average and with the frames let
 * through since the last drop, above max every frame is dropped or marked ({@code harddrop} and
 * {@code nodrop} off, tc's default). The random numbers come from the scenario's seed.
 */
final class RedQueue extends FifoQueue {
    private static final int DONT_MARK = 0;
    private static final int PROB_MARK = 1;
    private static final int HARD_MARK = 2;

    private final RedParms p;
    private final boolean ecn;
    private final SplittableRandom random;
    /** {@code v->qavg}: the average backlog in bytes, scaled by 2^Wlog. */
    private long qavg;
    /** {@code v->qcount}: frames since the last random number, -1 below min. */
    private int qcount = -1;
    /** {@code v->qR}: the cached random number. */
    private long qR;
    /** {@code red_is_idling}, and since when ({@code v->qidlestart}). */
    private boolean idling;
    private long idleStartNs;
    private long probDrops;
    private long forcedDrops;
    private long probMarks;
    private long forcedMarks;

    RedQueue(long bufferBytes, RedParms p, boolean ecn, long seed, PortSignals signals) {
        super(bufferBytes, 0, signals);
        this.p = p;
        this.ecn = ecn;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public void enqueue(PortFrame f, long nowNs) {
        qavg = calcQavg(nowNs, buffer.bytes());
        idling = false; // red_end_of_idle_period
        int action = action(qavg);
        if (action != DONT_MARK) {
            boolean hard = action == HARD_MARK;
            if (ecn && signals.marked(f, nowNs, false)) {
                if (hard) {
                    forcedMarks++;
                } else {
                    probMarks++;
                }
            } else {
                if (hard) {
                    forcedDrops++;
                } else {
                    probDrops++;
                }
                signals.dropped(f, nowNs, false, true); // congestion_drop
                return;
            }
        }
        buffer.offer(f, nowNs, signals); // the child bfifo: pdrop when full
    }

    @Override
    public boolean dequeue(long nowNs, PortFrame into) {
        if (buffer.poll(into)) {
            return true;
        }
        if (!idling) {
            idling = true; // red_start_of_idle_period
            idleStartNs = nowNs;
        }
        return false;
    }

    /** {@code red_calc_qavg}: from the backlog, or decayed over the idle time. */
    long calcQavg(long nowNs, long backlog) {
        if (!idling) {
            // red_calc_qavg_no_idle_time: qavg*(1-W) + backlog*W, in fixed point.
            return qavg + (backlog - (qavg >>> p.wlog()));
        }
        // red_calc_qavg_from_idle_time
        long usIdle = Math.min((nowNs - idleStartNs) / 1000, 255L << p.scellLog());
        int shift = p.stab()[(int) ((usIdle >>> p.scellLog()) & 0xFF)];
        if (shift != 0) {
            return qavg >>> shift;
        }
        long down = (qavg * usIdle) >>> p.scellLog();
        return Long.compareUnsigned(down, qavg >>> 1) < 0 ? qavg - down : qavg >>> 1;
    }

    /** {@code red_action}. */
    private int action(long avg) {
        if (Long.compareUnsigned(avg, p.qthMin()) < 0) {
            qcount = -1;
            return DONT_MARK;
        }
        if (Long.compareUnsigned(avg, p.qthMax()) >= 0) {
            qcount = -1;
            return HARD_MARK;
        }
        if (++qcount != 0) {
            // red_mark_probability: max_P (avg - min) / (max - min) >= rnd / qcount
            if (((avg - p.qthMin()) >>> p.wlog()) * qcount >= qR) {
                qcount = 0;
                qR = redRandom();
                return PROB_MARK;
            }
        } else {
            qR = redRandom();
        }
        return DONT_MARK;
    }

    /** {@code red_random}: a random u32 divided by {@code max_P / (max - min)}. */
    private long redRandom() {
        return Integer.toUnsignedLong(random.nextInt()) / p.maxPDelta();
    }

    /** The average queue in bytes ({@code qavg >> Wlog}), for tests and the picture. */
    long averageBytes() {
        return qavg >>> p.wlog();
    }

    /** The average as the kernel keeps it, scaled by 2^Wlog. */
    long qavg() {
        return qavg;
    }

    RedParms parms() {
        return p;
    }

    /** {@code prob_drop}, {@code forced_drop}, {@code prob_mark}, {@code forced_mark}. */
    long[] stats() {
        return new long[] {probDrops, forcedDrops, probMarks, forcedMarks};
    }
}
