package org.ringside.model.scenario;

/**
 * sch_fq's settings, as {@code tc qdisc add ... fq quantum 3028 initial_quantum 15140 flow_limit
 * 100 limit 10000 maxrate 1gbit horizon 10s} sets them; the defaults are {@code fq_init}'s
 * (net/sched/sch_fq.c, 3.12; the horizon from 5.8). A quantum of 0 stands for fq_init's own,
 * 2 and 10 times the device's MTU plus its link header ({@code psched_mtu}): 3028 and 15140
 * bytes at MTU 1500.
 *
 * @param quantum bytes a flow may send per round of the round robin; 0: 2 × psched_mtu
 * @param initialQuantum the credit of a flow fq has not seen before; 0: 10 × psched_mtu
 * @param flowLimit packets one flow may hold ({@code flow_plimit})
 * @param limit packets the whole qdisc holds ({@code sch->limit})
 * @param maxrateBps the most one flow may send, in bit/s ({@code flow_max_rate}); 0: no limit
 * @param horizonNs how far ahead of now a packet's departure time may lie (5.8); beyond it the
 *     packet is dropped ({@code horizon_drop})
 */
public record Fq(int quantum, int initialQuantum, int flowLimit, int limit, long maxrateBps, long horizonNs) {
    public Fq withQuantum(int v) {
        return new Fq(v, initialQuantum, flowLimit, limit, maxrateBps, horizonNs);
    }

    public Fq withInitialQuantum(int v) {
        return new Fq(quantum, v, flowLimit, limit, maxrateBps, horizonNs);
    }

    public Fq withFlowLimit(int v) {
        return new Fq(quantum, initialQuantum, v, limit, maxrateBps, horizonNs);
    }

    public Fq withLimit(int v) {
        return new Fq(quantum, initialQuantum, flowLimit, v, maxrateBps, horizonNs);
    }

    public Fq withMaxrateBps(long v) {
        return new Fq(quantum, initialQuantum, flowLimit, limit, v, horizonNs);
    }

    public Fq withHorizonNs(long v) {
        return new Fq(quantum, initialQuantum, flowLimit, limit, maxrateBps, v);
    }

    /** The quantum in bytes on a device of this MTU. */
    public int quantumBytes(int mtu) {
        return quantum > 0 ? quantum : 2 * (mtu + Headers.ETHERNET);
    }

    /** The initial quantum in bytes on a device of this MTU. */
    public int initialQuantumBytes(int mtu) {
        return initialQuantum > 0 ? initialQuantum : 10 * (mtu + Headers.ETHERNET);
    }

    /** The most one flow may send in bytes per second, {@link Long#MAX_VALUE} without maxrate. */
    public long maxrateBytesPerSecond() {
        return maxrateBps == 0 ? Long.MAX_VALUE : maxrateBps / 8;
    }

    /** The knob table's defaults. */
    public static Fq defaults() {
        return Knobs.defaults().qdisc().fq();
    }
}
