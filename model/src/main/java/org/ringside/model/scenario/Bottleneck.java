package org.ringside.model.scenario;

/**
 * A switch or router port beyond the host's wire, slower than the wire or shared: the host's
 * frames wait in its buffer and leave at its rate.
 *
 * @param rateBps how fast the port sends, bit/s; 0 when there is no bottleneck
 * @param bufferBytes how many bytes of frames its buffer holds (0: counted in packets instead)
 * @param bufferPackets how many frames its buffer holds (0: counted in bytes instead)
 * @param aqm how it decides which packets to drop
 * @param ecn its AQM marks an ECN-capable packet Congestion Experienced instead of dropping it
 * @param targetNs CoDel's target (codel and fq_codel): the standing sojourn time it accepts
 * @param intervalNs CoDel's interval: how long the sojourn time must stay above target before it drops
 * @param red RED's thresholds and weights (aqm red)
 */
public record Bottleneck(long rateBps, long bufferBytes, long bufferPackets, Aqm aqm, boolean ecn, long targetNs,
        long intervalNs, Red red) {
    /** RFC 8289's target, {@code MS2TIME(5)} in {@code codel_params_init} (include/net/codel_impl.h). */
    public static final long CODEL_TARGET_NS = 5 * Units.MS;
    /** RFC 8289's interval, {@code MS2TIME(100)} in {@code codel_params_init}. */
    public static final long CODEL_INTERVAL_NS = 100 * Units.MS;

    /** fq_codel's flow queues at the port, {@code flows_cnt}'s default in {@code fq_codel_init}. */
    public static final int FQ_CODEL_FLOWS = 1024;
    /** fq_codel's packet limit where the buffer counts bytes, {@code 10*1024} in {@code fq_codel_init}. */
    public static final long FQ_CODEL_LIMIT = 10 * 1024;
    /**
     * fq_codel's memory limit where the buffer counts packets, {@code 32 << 20} in
     * {@code fq_codel_init} (95b58430abe7, 4.7).
     */
    public static final long FQ_CODEL_MEMORY_LIMIT = 32L << 20;

    /** A port whose AQM drops every packet it chooses. */
    public Bottleneck(long rateBps, long bufferBytes, long bufferPackets, Aqm aqm) {
        this(rateBps, bufferBytes, bufferPackets, aqm, false);
    }

    /** A port with CoDel's RFC 8289 defaults and tc's RED defaults. */
    public Bottleneck(long rateBps, long bufferBytes, long bufferPackets, Aqm aqm, boolean ecn) {
        this(rateBps, bufferBytes, bufferPackets, aqm, ecn, CODEL_TARGET_NS, CODEL_INTERVAL_NS, Red.TC);
    }

    /** The knob table's defaults: no bottleneck. */
    public static Bottleneck defaults() {
        return Knobs.defaults().network().bottleneck();
    }

    /** Whether there is a port at all. */
    public boolean present() {
        return rateBps > 0;
    }

    public Bottleneck withRateBps(long v) {
        return new Bottleneck(v, bufferBytes, bufferPackets, aqm, ecn, targetNs, intervalNs, red);
    }

    public Bottleneck withBufferBytes(long v) {
        return new Bottleneck(rateBps, v, bufferPackets, aqm, ecn, targetNs, intervalNs, red);
    }

    public Bottleneck withBufferPackets(long v) {
        return new Bottleneck(rateBps, bufferBytes, v, aqm, ecn, targetNs, intervalNs, red);
    }

    public Bottleneck withAqm(Aqm v) {
        return new Bottleneck(rateBps, bufferBytes, bufferPackets, v, ecn, targetNs, intervalNs, red);
    }

    public Bottleneck withEcn(boolean v) {
        return new Bottleneck(rateBps, bufferBytes, bufferPackets, aqm, v, targetNs, intervalNs, red);
    }

    public Bottleneck withTargetNs(long v) {
        return new Bottleneck(rateBps, bufferBytes, bufferPackets, aqm, ecn, v, intervalNs, red);
    }

    public Bottleneck withIntervalNs(long v) {
        return new Bottleneck(rateBps, bufferBytes, bufferPackets, aqm, ecn, targetNs, v, red);
    }

    public Bottleneck withRed(Red v) {
        return new Bottleneck(rateBps, bufferBytes, bufferPackets, aqm, ecn, targetNs, intervalNs, v);
    }

    /** Whether CoDel runs at the port, alone or per flow. */
    public boolean codel() {
        return aqm == Aqm.CODEL || aqm == Aqm.FQ_CODEL;
    }
}
