package org.ringside.model.scenario;

/**
 * RED's settings at a bottleneck port, as {@code tc qdisc add ... red limit BYTES min BYTES max
 * BYTES avpkt BYTES burst PACKETS probability P} takes them (iproute2 tc/q_red.c); the limit is
 * the port's buffer, in bytes. A 0 asks for tc's own default, computed in {@code red_parse_opt}
 * from Sally Floyd's recommendations: max = min × 3, or the limit / 4 without a min; min = max /
 * 3; burst = (2 min + max) / (3 avpkt).
 *
 * @param minBytes the average queue below which nothing is dropped ({@code qth_min}), 0 for tc's
 * @param maxBytes the average queue from which every packet is dropped or marked ({@code qth_max}), 0 for tc's
 * @param avpktBytes the packet size the idle decay and the averaging weight assume ({@code avpkt})
 * @param burstPackets how many back-to-back packets the average lets through ({@code burst}), 0 for tc's
 * @param probabilityPct the drop probability at max, in percent ({@code probability} × 100)
 */
public record Red(long minBytes, long maxBytes, long avpktBytes, long burstPackets, long probabilityPct) {
    /** tc's defaults where it has them, 1000-byte packets as its man page's example, 2 % ({@code probability = 0.02}). */
    public static final Red TC = new Red(0, 0, 1000, 0, 2);

    /** max as tc takes it for a port whose buffer holds {@code limitBytes}. */
    public long maxFor(long limitBytes) {
        return maxBytes > 0 ? maxBytes : minBytes > 0 ? minBytes * 3 : limitBytes / 4;
    }

    /** min as tc takes it. */
    public long minFor(long limitBytes) {
        return minBytes > 0 ? minBytes : maxFor(limitBytes) / 3;
    }

    /** burst as tc takes it. */
    public long burstFor(long limitBytes) {
        return burstPackets > 0 ? burstPackets : (2 * minFor(limitBytes) + maxFor(limitBytes)) / (3 * avpktBytes);
    }

    /**
     * log2 of 1/W, the average's weight, as {@code tc_red_eval_ewma} (iproute2 tc/tc_red.c) finds
     * it: the smallest that lets burst packets in from an empty queue before the average reaches
     * min; -1 when burst is too small for that ({@code burst + 1 - min / avpkt < 1}).
     */
    public int wlog(long limitBytes) {
        long burst = burstFor(limitBytes);
        double a = (double) burst + 1 - (double) minFor(limitBytes) / avpktBytes;
        if (a < 1.0) {
            return -1;
        }
        double w = 0.5;
        for (int wlog = 1; wlog < 32; wlog++, w /= 2) {
            if (a <= (1 - StrictMath.pow(1 - w, burst)) / w) {
                return wlog;
            }
        }
        return -1;
    }

    public Red withMinBytes(long v) {
        return new Red(v, maxBytes, avpktBytes, burstPackets, probabilityPct);
    }

    public Red withMaxBytes(long v) {
        return new Red(minBytes, v, avpktBytes, burstPackets, probabilityPct);
    }

    public Red withAvpktBytes(long v) {
        return new Red(minBytes, maxBytes, v, burstPackets, probabilityPct);
    }

    public Red withBurstPackets(long v) {
        return new Red(minBytes, maxBytes, avpktBytes, v, probabilityPct);
    }

    public Red withProbabilityPct(long v) {
        return new Red(minBytes, maxBytes, avpktBytes, burstPackets, v);
    }
}
