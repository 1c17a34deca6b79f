package org.ringside.model.network;

import org.ringside.model.scenario.Red;

/**
 * RED's parameters as the kernel holds them ({@code struct red_parms}, include/net/red.h), made
 * from the scenario's settings as {@code tc qdisc ... red} makes them (iproute2 tc/q_red.c
 * {@code red_parse_opt}, tc/tc_red.c) and then {@code red_set_parms} stores them: the thresholds
 * scaled by 2^Wlog, the random divisor {@code max_P / (max - min)}, and the idle-decay table.
 *
 * @param wlog log2 of 1/W, the averaging weight ({@link Red#wlog}, {@code tc_red_eval_ewma})
 * @param qthMin min, scaled by 2^Wlog
 * @param qthMax max, scaled by 2^Wlog
 * @param maxPDelta {@code max_P / qth_delta}, at least 1: {@code red_random} divides a random
 *     u32 by it ({@code reciprocal_divide} by {@code max_P_reciprocal}, exact since 3.15)
 * @param scellLog log2 of the idle-time cell ({@code tc_red_eval_idle_damping})
 * @param stab the idle-decay table: how far the average shifts down after an idle time
 */
record RedParms(int wlog, long qthMin, long qthMax, long maxPDelta, int scellLog, byte[] stab) {
    /**
     * Microseconds per psched tick as tc reads them from /proc/net/psched ({@code tc_core_init}:
     * {@code t2us / us2t}, 1000 / 64 since the kernel counts psched time in 64 ns,
     * {@code PSCHED_SHIFT} 6). tc builds the idle table in those ticks; the kernel reads the idle
     * time in microseconds ({@code ktime_us_delta} in {@code red_calc_qavg_from_idle_time}).
     */
    static final double TICK_IN_USEC = 1000.0 / 64;

    /**
     * The parameters for a port whose buffer holds {@code limitBytes} and which sends at
     * {@code rateBps} (tc's {@code bandwidth}).
     *
     * @throws IllegalArgumentException when tc or {@code red_check_params} would refuse them
     */
    static RedParms of(Red red, long limitBytes, long rateBps) {
        long min = red.minFor(limitBytes);
        long max = red.maxFor(limitBytes);
        long avpkt = red.avpktBytes();
        long burst = red.burstFor(limitBytes);
        double probability = red.probabilityPct() / 100.0;
        int wlog = red.wlog(limitBytes);
        if (wlog < 0) {
            throw new IllegalArgumentException("RED: burst " + burst + " is too small for min " + min
                    + " (tc_red_eval_ewma): try burst " + (1 + min / avpkt));
        }
        if (max <= min) {
            throw new IllegalArgumentException("RED: max " + max + " must be above min " + min);
        }
        if (64 - Long.numberOfLeadingZeros(max) + wlog >= 32) {
            throw new IllegalArgumentException("RED: max " + max + " is too large for a weight of 2^-" + wlog
                    + " (red_check_params)");
        }
        byte[] stab = new byte[256];
        int scellLog = evalIdleDamping(wlog, avpkt, rateBps, stab);
        // tc: max_P = probability * pow(2, 32), a u32; red_set_parms: max_P / delta, at least 1.
        long maxP = (long) (probability * 4294967296.0) & 0xFFFF_FFFFL;
        long delta = Math.max(1, max - min);
        long maxPDelta = Math.max(1, maxP / delta);
        return new RedParms(wlog, min << wlog, max << wlog, maxPDelta, scellLog, stab);
    }

    /** {@code tc_red_eval_idle_damping}: fills {@code stab} and returns Scell_log. */
    static int evalIdleDamping(int wlog, long avpkt, long rateBps, byte[] stab) {
        // tc_calc_xmittime: the time avpkt takes at the rate (tc's rate is in bytes/s), in ticks.
        double xmitTime = 1_000_000.0 * avpkt / (rateBps / 8.0) * TICK_IN_USEC;
        double lW = -StrictMath.log(1.0 - 1.0 / (1 << wlog)) / xmitTime;
        double maxTime = 31 / lW;
        int clog = 0;
        while (clog < 32 && !(maxTime / (1L << clog) < 512)) {
            clog++;
        }
        if (clog >= 32) {
            throw new IllegalArgumentException("RED: no idle damping table for this rate (tc_red_eval_idle_damping)");
        }
        stab[0] = 0;
        for (int i = 1; i < 255; i++) {
            int v = (int) ((double) (i << clog) * lW); // a u8 in tc, truncated
            stab[i] = (byte) Math.min(v, 31);
        }
        stab[255] = 31;
        return clog;
    }
}
