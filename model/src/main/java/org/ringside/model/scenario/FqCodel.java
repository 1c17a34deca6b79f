package org.ringside.model.scenario;

/**
 * fq_codel's settings, as {@code tc qdisc add ... fq_codel limit 10240 flows 1024 quantum 1514
 * target 5ms interval 100ms} sets them; the defaults are {@code fq_codel_init}'s.
 *
 * @param limit packets the whole qdisc holds before it drops from the fattest flow
 * @param flows flow queues (hash buckets)
 * @param quantum bytes a flow may send per round of deficit round robin
 * @param targetNs CoDel's acceptable standing sojourn time
 * @param intervalNs how long the sojourn time must stay above target before CoDel drops
 */
public record FqCodel(int limit, int flows, int quantum, long targetNs, long intervalNs) {
    public FqCodel withLimit(int v) {
        return new FqCodel(v, flows, quantum, targetNs, intervalNs);
    }

    public FqCodel withFlows(int v) {
        return new FqCodel(limit, v, quantum, targetNs, intervalNs);
    }

    public FqCodel withQuantum(int v) {
        return new FqCodel(limit, flows, v, targetNs, intervalNs);
    }

    public FqCodel withTargetNs(long v) {
        return new FqCodel(limit, flows, quantum, v, intervalNs);
    }

    public FqCodel withIntervalNs(long v) {
        return new FqCodel(limit, flows, quantum, targetNs, v);
    }

    /** The knob table's defaults. */
    public static FqCodel defaults() {
        return Knobs.defaults().qdisc().fqCodel();
    }
}
